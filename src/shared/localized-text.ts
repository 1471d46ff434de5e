import { z } from 'zod'
import { DOC_LANGUAGES } from './languages.ts'

/**
 * Texts in several document languages, as the dossier file carries them. Its own module so the
 * dossier file and its SDS parts (sds-data.ts) share it without importing each other.
 */
const DOC_LANGUAGE_CODES = DOC_LANGUAGES.map((l) => l.code) as [string, ...string[]]

export const languageCode = z.enum(DOC_LANGUAGE_CODES, {
  error: (issue) => `language '${String(issue.input)}' is not in the document language table`,
})

/** A text in several document languages: { "en": "...", "sl": "...", "de": "..." }. */
export const localizedText = z.partialRecord(languageCode, z.string().min(1))
export type LocalizedText = z.infer<typeof localizedText>
