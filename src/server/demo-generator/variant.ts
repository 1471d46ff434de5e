import { brandName, codeRoot, ean13, permalink, ufi } from './identifiers.ts'
import type { SeededRandom } from './seeded-random.ts'

/** A dossier file as JSON: the generator edits a copy of a demo file field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result is checked by the importer's schema, not here
export type DossierJson = Record<string, any>

/** A demo product the generator copies, with the parts of its name and codes that each copy replaces. */
export interface Template {
  dossier: DossierJson
  /** The first word of the name when every trade name (synonym) starts with it, e.g. "Solvo". */
  brand: string | undefined
  /** The name without the brand: "Acetone Cleaner". */
  kind: string
  /** The product code's letters before its last part ("SAC" of "SAC-100"): article codes start with it. */
  codeRoot: string
  languages: string[]
}

export function templateOf(dossier: DossierJson): Template {
  const first = (dossier.name as string).split(' ')[0]!
  const synonyms = dossier.synonyms as { name: string }[]
  const branded = synonyms.length > 0 && synonyms.every((s) => s.name.startsWith(`${first} `))
  const code = dossier.code as string
  return {
    dossier,
    brand: branded ? first : undefined,
    kind: branded ? (dossier.name as string).slice(first.length + 1) : (dossier.name as string),
    codeRoot: code.includes('-') ? code.slice(0, code.lastIndexOf('-')) : code,
    languages: (dossier.languages as { code: string }[]).map((l) => l.code),
  }
}

const VARIANTS = [
  '',
  '',
  '',
  ' Plus',
  ' Pro',
  ' Eco',
  ' Industrial',
  ' Premium',
  ' Forte',
  ' Rapid',
  ' Compact',
  ' 2',
  ' HD',
  ' Professional',
]

/** Identifiers already handed out in this catalogue: permalinks, codes and UFIs are never repeated. */
export interface Taken {
  permalinks: Set<string>
  codes: Set<string>
  ufis: Set<string>
}

function unique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make()
    if (!taken.has(value)) {
      taken.add(value)
      return value
    }
  }
}

/** Every string of the value with `from` replaced by `to`, except inside the parts named in `keep`. */
function replaceEverywhere(value: unknown, from: string, to: string, keep: Set<string>): unknown {
  if (typeof value === 'string') return value.split(from).join(to)
  if (Array.isArray(value)) return value.map((v) => replaceEverywhere(v, from, to, keep))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep.has(k) ? v : replaceEverywhere(v, from, to, keep)]))
  }
  return value
}

/** Texts in several languages are objects keyed by exactly the product's languages: keep only the chosen ones. */
function keepLanguages(value: unknown, all: string[], chosen: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => keepLanguages(v, all, chosen))
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value)
  const isText = keys.length === all.length && keys.every((k) => all.includes(k))
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !isText || chosen.has(k))
      .map(([k, v]) => [k, isText ? v : keepLanguages(v, all, chosen)]),
  )
}

function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10)
}

/** Version number, dates and the version it replaces: revised sheets say which one they supersede. */
function version(random: SeededRandom) {
  const major = random.int(1, 5)
  const minor = random.chance(0.4) ? 0 : random.int(1, 4)
  const created = random.int(Date.UTC(2015, 0, 1) / 86_400_000, Date.UTC(2025, 11, 31) / 86_400_000)
  const first = major === 1 && minor === 0
  const revised = first ? created : random.int(created, Date.UTC(2026, 9, 31) / 86_400_000)
  const replaces = first ? undefined : minor > 0 ? `${major}.${minor - 1}` : `${major - 1}.${random.int(0, 3)}`
  return { number: `${major}.${minor}`, revisionDate: isoDate(revised), createdDate: isoDate(created), ...(replaces ? { replaces } : {}) }
}

/** One new product made from a demo product: new brand, name, codes, UFI, permalink, languages and version. */
export function productVariant(template: Template, random: SeededRandom, taken: Taken): DossierJson {
  const brand = brandName(random)
  const keep = new Set(['supplier', 'producer', 'permalink'])
  const { $schema: _hint, ...copy } = (
    template.brand ? replaceEverywhere(template.dossier, template.brand, brand, keep) : structuredClone(template.dossier)
  ) as DossierJson

  // Most products are published in all the demo's languages, some in fewer (never none).
  const chosen = random.chance(0.6) ? template.languages : template.languages.filter((_, i) => i === 0 || random.chance(0.5))
  const shuffled = random.chance(0.3) ? [...chosen].reverse() : chosen
  const dossier = keepLanguages(copy, template.languages, new Set(shuffled)) as DossierJson
  dossier.languages = shuffled.map((code) => {
    const original = (template.dossier.languages as { code: string; tds: object }[]).find((l) => l.code === code)!
    // A sheet still being translated is published as "not valid" in that language.
    const valid = random.chance(0.9)
    return { ...original, sds: { valid, created: true } }
  })
  dossier.emergencyPhones = (dossier.emergencyPhones as { languages: string[] }[])
    .map((phone) => ({ ...phone, languages: phone.languages.filter((l) => chosen.includes(l)) }))
    .filter((phone) => phone.languages.length > 0)

  const variant = random.pick(VARIANTS)
  const root = codeRoot(brand, random)
  dossier.permalink = unique(taken.permalinks, () => permalink(random))
  dossier.name = `${brand} ${template.kind}${variant}`
  dossier.code = unique(taken.codes, () => `${root}-${random.int(10, 9999)}`)
  const productUfi = unique(taken.ufis, () => ufi(random))
  dossier.synonyms = (dossier.synonyms as { name: string; ufi?: string; articles: { code: string }[] }[]).map((s) => ({
    name: template.brand ? `${s.name}${variant}` : `${brand} ${s.name}${variant}`,
    ...(s.ufi ? { ufi: productUfi } : {}),
    articles: s.articles.map(({ code }, i) => ({
      code: /^\d{13}$/.test(code)
        ? ean13(random)
        : code.startsWith(template.codeRoot)
          ? `${root}${code.slice(template.codeRoot.length)}`
          : `${dossier.code}-${i + 1}`,
    })),
  }))
  // A revised sheet lists what changed (Annex II section 16): a variant only says it replaces a
  // version when its template brings a list of changes to carry.
  const { replaces, ...dates } = version(random)
  const changes = (dossier.version as { changes?: unknown[] }).changes
  dossier.version = replaces && changes ? { ...dates, replaces, changes } : dates
  // Attachments are files beside the demo catalogue; a generated catalogue has none.
  dossier.attachments = []
  return dossier
}
