/**
 * The one stable table of document languages. URLs carry the numeric id
 * (`/p/{id}/en/pd/1`), files and phrase data carry the ISO 639-1 code.
 * The ids never change once published: printed QR codes and shared links use them.
 * 1–23 are the EU languages of the first release; Irish (an official EU language without
 * CLP statement texts in our reference) and the two EEA languages Norwegian and Icelandic came later.
 */
export const DOC_LANGUAGES = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'sl', name: 'Slovenščina' },
  { id: 3, code: 'de', name: 'Deutsch' },
  { id: 4, code: 'hr', name: 'Hrvatski' },
  { id: 5, code: 'fr', name: 'Français' },
  { id: 6, code: 'it', name: 'Italiano' },
  { id: 7, code: 'es', name: 'Español' },
  { id: 8, code: 'bg', name: 'Български' },
  { id: 9, code: 'cs', name: 'Čeština' },
  { id: 10, code: 'da', name: 'Dansk' },
  { id: 11, code: 'el', name: 'Ελληνικά' },
  { id: 12, code: 'et', name: 'Eesti' },
  { id: 13, code: 'fi', name: 'Suomi' },
  { id: 14, code: 'hu', name: 'Magyar' },
  { id: 15, code: 'lt', name: 'Lietuvių' },
  { id: 16, code: 'lv', name: 'Latviešu' },
  { id: 17, code: 'mt', name: 'Malti' },
  { id: 18, code: 'nl', name: 'Nederlands' },
  { id: 19, code: 'pl', name: 'Polski' },
  { id: 20, code: 'pt', name: 'Português' },
  { id: 21, code: 'ro', name: 'Română' },
  { id: 22, code: 'sk', name: 'Slovenčina' },
  { id: 23, code: 'sv', name: 'Svenska' },
  { id: 24, code: 'ga', name: 'Gaeilge' },
  { id: 25, code: 'no', name: 'Norsk' },
  { id: 26, code: 'is', name: 'Íslenska' },
] as const

export type DocLanguage = (typeof DOC_LANGUAGES)[number]
export type DocLanguageCode = DocLanguage['code']

export const DEFAULT_DOC_LANGUAGE_ID = 1

export function docLanguageById(id: number): DocLanguage | undefined {
  return DOC_LANGUAGES.find((l) => l.id === id)
}

export function docLanguageByCode(code: string): DocLanguage | undefined {
  return DOC_LANGUAGES.find((l) => l.code === code.toLowerCase())
}

/**
 * Interface languages: the app's own texts are translated into these (locales/{code}/messages.po).
 * Each is also a document language, whose table gives its name.
 */
export const INTERFACE_LANGUAGES = ['en', 'sl', 'de', 'hr', 'fr', 'it', 'es', 'pl', 'cs', 'nl', 'pt', 'hu', 'ro', 'sk'] as const
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en'

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value)
}
