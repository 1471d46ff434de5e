/**
 * The two brand editions (configuration, invented names). The edition a page shows is
 * chosen by host name, or forced for the whole server (EDITION); the coatings edition hides
 * classification.
 */
export const BRANDS = {
  chemicals: { name: 'Chemora', logo: 'brand/chemora.svg', appUrl: '/p/', hideClassification: false },
  coatings: { name: 'Coatora', logo: 'brand/coatora.svg', appUrl: '/p/', hideClassification: true },
} as const

export type BrandId = keyof typeof BRANDS

/** The installed app's long name (web app manifest): the brand, the app's one name, and what it holds. */
export function appName(brand: string): string {
  return `${brand}: safety data sheets`
}

export const BRAND_IDS = Object.keys(BRANDS) as BrandId[]

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value)
}

/** The edition of a host no rule names: the chemical-products edition, the portal's main one. */
export const BASE_EDITION: BrandId = 'chemicals'

/**
 * How a server picks the edition of a request: a forced edition wins; otherwise the first edition
 * whose host patterns match the host; otherwise the base edition. A pattern is a host name in
 * which `*` stands for any run of characters ("coat*.localhost", "*.coatings.example.com").
 */
export interface EditionRules {
  forced?: BrandId
  hosts: Partial<Record<BrandId, string[]>>
}

/** Without configuration: host names starting with "coat" (e.g. coatings.localhost) are the coatings edition. */
export const DEFAULT_EDITION_RULES: EditionRules = { hosts: { coatings: ['coat*'] } }

/** The cookie by which the server tells the app its edition (readable by script: the app needs it before its first paint). */
export const EDITION_COOKIE = 'dossier-edition'

function hostPatternMatches(pattern: string, host: string): boolean {
  const parts = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.[\]\\^$+?(){}|-]/g, '\\$&'))
  return new RegExp(`^${parts.join('.*')}$`).test(host.toLowerCase())
}

export function editionForHost(host: string, rules: EditionRules = DEFAULT_EDITION_RULES): BrandId {
  if (rules.forced) return rules.forced
  for (const id of BRAND_IDS) {
    if (rules.hosts[id]?.some((pattern) => hostPatternMatches(pattern, host))) return id
  }
  return BASE_EDITION
}
