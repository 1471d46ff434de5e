import type { DossierFile } from '#shared/dossier-file'
import { countryOfNumber } from './calling-codes.ts'

export interface EmergencyNumber {
  number: string
  /** Who answers, in the document language ('' when the file names no one). */
  service: string
  /** When they answer, in the document language. */
  hours: string
}

type Listed = DossierFile['emergencyPhones']

const inLanguage = (e: Listed[number], lang: string): EmergencyNumber => ({
  number: e.number,
  service: e.service?.[lang as keyof typeof e.service] ?? '',
  hours: e.hours[lang as keyof typeof e.hours] ?? '',
})

/** Numbers listed for `lang` itself or for every language: the ones that serve that language's market. */
const servesLanguage = (e: Listed[number], lang: string) => !e.languages || e.languages.includes(lang as never)

/**
 * The emergency numbers of a sheet (REACH Annex II, 1.4): those the dossier file lists for the
 * sheet's language or for every language, each with who answers and when, in that language. The
 * reader of a German sheet is in a German-speaking market and needs that market's poison centre,
 * not the supplier's home number.
 */
export function emergencyNumbersFor(storedJson: string, lang: string): EmergencyNumber[] {
  const listed = JSON.parse(storedJson) as Listed
  return listed.filter((e) => servesLanguage(e, lang)).map((e) => inLanguage(e, lang))
}

/**
 * For a language the file lists no number for: the supplier's own numbers, those that ring in the
 * supplier's country (`supplierCountry`, ISO 3166-1), or where none does every number of another
 * market that can be dialled from abroad; each with the country it rings in. A national number
 * (112, 19240) reaches a different service, or none, from another country, so it is left out; the
 * sheet names the country of each number so no reader takes it for a local one.
 */
export function emergencyNumbersAbroad(
  storedJson: string,
  lang: string,
  supplierCountry: string | undefined,
): (EmergencyNumber & { country: string })[] {
  const listed = JSON.parse(storedJson) as Listed
  if (listed.some((e) => servesLanguage(e, lang))) return []
  const international = listed.flatMap((e) => {
    const country = countryOfNumber(e.number)
    return country ? [{ ...inLanguage(e, lang), country }] : []
  })
  const suppliers = international.filter((e) => e.country === supplierCountry)
  return suppliers.length > 0 ? suppliers : international
}
