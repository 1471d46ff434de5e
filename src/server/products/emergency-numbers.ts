import type { DossierFile } from '../../shared/dossier-file.ts'

export interface EmergencyNumber {
  number: string
  /** Who answers, in the document language ('' when the file names no one). */
  service: string
  /** When they answer, in the document language. */
  hours: string
}

/**
 * The emergency numbers of a sheet (REACH Annex II, 1.4): those the dossier file lists for the
 * sheet's language or for every language, each with who answers and when, in that language. The
 * reader of a German sheet is in a German-speaking market and needs that market's poison centre,
 * not the supplier's home number.
 */
export function emergencyNumbersFor(storedJson: string, lang: string): EmergencyNumber[] {
  const listed = JSON.parse(storedJson) as DossierFile['emergencyPhones']
  return listed
    .filter((e) => !e.languages || e.languages.includes(lang as never))
    .map((e) => ({
      number: e.number,
      service: e.service?.[lang as keyof typeof e.service] ?? '',
      hours: e.hours[lang as keyof typeof e.hours] ?? '',
    }))
}
