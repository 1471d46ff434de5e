/**
 * The dossier file names countries in words ("Slovenia"), SDScom by ISO 3166-1 code. The European
 * markets the portal serves (EU, EEA, Switzerland, the United Kingdom) in English; a country not
 * listed cannot be written as an SDScom supplier address, and the export says so instead of guessing.
 */
const COUNTRIES: [code: string, name: string][] = [
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['HR', 'Croatia'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['IS', 'Iceland'],
  ['LI', 'Liechtenstein'],
  ['NO', 'Norway'],
  ['CH', 'Switzerland'],
  ['GB', 'United Kingdom'],
]

const BY_NAME = new Map(COUNTRIES.map(([code, name]) => [name.toLowerCase(), code]))
const BY_CODE = new Map(COUNTRIES)

/** The ISO code of a country named in the dossier file (a two-letter code is taken as it is). */
export function countryCode(name: string): string | undefined {
  if (/^[A-Z]{2}$/.test(name)) return name
  return BY_NAME.get(name.trim().toLowerCase())
}

/** The English name the dossier file uses for an ISO code; the code itself for a country not listed. */
export function countryName(code: string): string {
  return BY_CODE.get(code) ?? code
}
