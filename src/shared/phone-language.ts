import { docLanguageByCode, INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages.ts'

/**
 * Browsers name Norwegian by its written standard: a phone set to Norwegian sends "nb-NO"
 * (bokmål) or "nn-NO" (nynorsk), almost never the macrolanguage "no". The document language is
 * "no" (bokmål texts), the nearest a Norwegian reader gets, so both ask for it.
 */
const SAME_DOCUMENT_LANGUAGE: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' }

/**
 * The languages a visitor's browser asks for (navigator.languages, the same list it sends as
 * Accept-Language), reduced to ISO 639-1 codes in the visitor's order: "de-AT, de, en-GB" is
 * de, en; "nb-NO, nn" is no.
 */
export function askedLanguageCodes(browserLanguages: readonly string[]): string[] {
  const codes = browserLanguages
    .map((tag) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '')
    .filter((code) => /^[a-z]{2}$/.test(code))
    .map((code) => SAME_DOCUMENT_LANGUAGE[code] ?? code)
  return [...new Set(codes)]
}

/** The first asked language the interface is translated into; undefined when none is. */
export function interfaceLanguageFor(asked: readonly string[]): InterfaceLanguage | undefined {
  return asked.find((code): code is InterfaceLanguage => (INTERFACE_LANGUAGES as readonly string[]).includes(code))
}

export interface DocumentLanguageChoice {
  /** The document language to show: an id from the product's valid languages. */
  lang: number
  /**
   * The language the visitor wanted first when the product does not have it: their first asked
   * language that is a document language at all (or the remembered one). Undefined when the
   * choice is what they asked for, or when they asked for nothing the portal knows.
   */
  unavailable?: number
}

/**
 * The document language of a first visit without a language in the address: the language last
 * chosen on this device when the product has it, else the first asked language the product has,
 * else the product's first valid language. "Unavailable" names what the visitor wanted and did
 * not get, so the page can say so.
 */
export function documentLanguageFor(
  valid: readonly number[],
  asked: readonly string[],
  remembered?: number,
): DocumentLanguageChoice | undefined {
  const first = valid[0]
  if (first === undefined) return undefined
  const askedIds: number[] = asked.flatMap((code) => docLanguageByCode(code)?.id ?? [])
  const wanted = remembered ?? askedIds[0]
  if (wanted !== undefined && valid.includes(wanted)) return { lang: wanted }
  const lang = askedIds.find((id) => valid.includes(id)) ?? first
  return wanted === undefined ? { lang } : { lang, unavailable: wanted }
}
