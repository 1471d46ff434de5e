/**
 * The jurisdiction of a limit value: 'EU' for a value the Union sets (an indicative or binding
 * occupational exposure limit of a directive), otherwise the ISO 3166-1 alpha-2 code of the country
 * whose list holds it. Annex II 8.1 of REACH asks for the national limit values of the Member State
 * where the sheet is used: a reader must see whose value a row is.
 */
export const JURISDICTION_PATTERN = /^(EU|[A-Z]{2})$/

const names = new Map<string, Intl.DisplayNames>()

/** The jurisdiction's name in `lang` (CLDR region names, 'EU' included); undefined for a code no region has. */
export function jurisdictionName(code: string, lang: string): string | undefined {
  // Norwegian documents are Bokmål: CLDR names its regions under 'nb'.
  const locale = lang === 'no' ? 'nb' : lang
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' })
    names.set(locale, display)
  }
  return display.of(code)
}

/** Whether `code` names a jurisdiction: 'EU' or an assigned ISO 3166-1 alpha-2 code. */
export const isJurisdiction = (code: string): boolean =>
  // ZZ is CLDR's "Unknown Region", not a jurisdiction.
  JURISDICTION_PATTERN.test(code) && code !== 'ZZ' && jurisdictionName(code, 'en') !== undefined
