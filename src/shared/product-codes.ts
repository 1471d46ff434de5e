import type { ProductDetail } from './api/product-detail.ts'

/** The codes printed on a product's containers: its own code, then its article codes (each once). */
export function productCodes(product: Pick<ProductDetail, 'basic'>): string[] {
  return [...new Set([product.basic.code_name, ...product.basic.synonym.articles.map((a) => a.code)].filter(Boolean))]
}

/** Whether a typed code is this code: the whole code, any letter case (as the server's lookup compares). */
export function sameCode(typed: string, code: string): boolean {
  return typed.trim().toLowerCase() === code.toLowerCase()
}
