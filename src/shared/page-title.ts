/**
 * Page title rules: a product name longer than 45 characters becomes its first 44
 * plus '..'; an Open Graph title longer than 60 becomes its first 58 plus '..'. Parts join with ' :: '.
 */
export const TITLE_SEPARATOR = ' :: '

function cut(text: string, max: number, keep: number): string {
  return text.length > max ? `${text.slice(0, keep)}..` : text
}

export function pageTitle(productName: string, screen: string, brand: string): string {
  return [cut(productName, 45, 44), screen, brand].join(TITLE_SEPARATOR)
}

export function openGraphTitle(productName: string): string {
  return cut(productName, 60, 58)
}
