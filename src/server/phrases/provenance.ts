import { readLanguageFiles, type LanguageProvenance, type Provenance } from './language-files.ts'

/**
 * Where the legal wording of each document language came from, per text. The statements in
 * hazard-statements.json and precautionary-statements.json are the official texts of CLP Annexes III
 * and IV (EUR-Lex consolidated text, extracted by the hpstatements project) in 23 languages; a
 * language without them there has its statements in its own language file, whose record says
 * whether they are official (Irish) or our own translation of the few a product needs (no, is).
 */
const files = new Map(readLanguageFiles().map((f) => [f.lang, f]))

/** The languages whose H/EUH/P statements come from the official CLP texts. */
export const OFFICIAL_STATEMENT_LANGUAGES: readonly string[] = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it',
  'lt', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv',
] // prettier-ignore

/** Legal texts: the Annex II headings, the CLP signal words and the H/EUH/P statements. */
export function isLegalText(code: string): boolean {
  return code.startsWith('doc:section:') || code.startsWith('signal:') || /^(EUH|H|P)\d/.test(code)
}

const isStatement = (code: string) => /^(EUH|H|P)\d/.test(code)

export function languageProvenance(lang: string): LanguageProvenance | undefined {
  return files.get(lang)?.provenance
}

/** Where one legal text of `lang` came from; undefined for a language without a provenance record. */
export function textProvenance(code: string, lang: string): Provenance | undefined {
  if (isStatement(code) && OFFICIAL_STATEMENT_LANGUAGES.includes(lang)) return 'official'
  const record = languageProvenance(lang)
  if (!record) return undefined
  if (isStatement(code)) return record.statements ?? 'own-translation'
  if (record.official.includes(code)) return 'official'
  if (record.secondary.includes(code)) return 'secondary'
  return 'own-translation'
}

export interface LegalTextSummary {
  lang: string
  headings: Record<Provenance, number>
  statements: 'official' | 'own-translation'
}

/** How many Annex II headings of `lang` are official, secondary or own translations; and the statements' source. */
export function legalTextSummary(lang: string, headingKeys: readonly string[]): LegalTextSummary {
  const headings: Record<Provenance, number> = { official: 0, secondary: 0, 'own-translation': 0 }
  for (const key of headingKeys) headings[textProvenance(key, lang) ?? 'own-translation']++
  const statements = OFFICIAL_STATEMENT_LANGUAGES.includes(lang) ? 'official' : (languageProvenance(lang)?.statements ?? 'own-translation')
  return { lang, headings, statements }
}
