/**
 * The two brand editions (spec-notes: configuration, invented names). The edition a page shows is
 * chosen by host name; the coatings edition hides classification.
 */
export const BRANDS = {
  chemicals: { name: 'Chemora', logo: 'brand/chemora.svg', appUrl: '/p/', hideClassification: false },
  coatings: { name: 'Coatora', logo: 'brand/coatora.svg', appUrl: '/p/', hideClassification: true },
} as const

export type BrandId = keyof typeof BRANDS

/** Host names starting with 'coat' (e.g. coatings.localhost) select the coatings edition. */
export function brandForHost(host: string): BrandId {
  return /^coat/i.test(host) ? 'coatings' : 'chemicals'
}
