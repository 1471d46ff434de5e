/**
 * International calling codes (ITU-T E.164 country codes) of the European markets the portal serves,
 * to name the country a number with an international prefix rings in. Longest codes first, so
 * +353 is Ireland and not +35…; a code not listed names no country.
 */
const CALLING_CODES: [prefix: string, country: string][] = [
  ['+351', 'PT'], ['+352', 'LU'], ['+353', 'IE'], ['+354', 'IS'], ['+356', 'MT'], ['+357', 'CY'],
  ['+358', 'FI'], ['+359', 'BG'], ['+370', 'LT'], ['+371', 'LV'], ['+372', 'EE'], ['+385', 'HR'],
  ['+386', 'SI'], ['+420', 'CZ'], ['+421', 'SK'], ['+423', 'LI'],
  ['+30', 'GR'], ['+31', 'NL'], ['+32', 'BE'], ['+33', 'FR'], ['+34', 'ES'], ['+36', 'HU'],
  ['+39', 'IT'], ['+40', 'RO'], ['+41', 'CH'], ['+43', 'AT'], ['+44', 'GB'], ['+45', 'DK'],
  ['+46', 'SE'], ['+47', 'NO'], ['+48', 'PL'], ['+49', 'DE'],
] // prettier-ignore

/** The ISO 3166-1 code of the country an international number (+…) rings in; undefined for a national or unknown one. */
export function countryOfNumber(number: string): string | undefined {
  const compact = number.replace(/[\s()./-]/g, '')
  return CALLING_CODES.find(([prefix]) => compact.startsWith(prefix))?.[1]
}
