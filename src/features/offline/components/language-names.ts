import { docLanguageById } from '#shared/languages'

/** Document languages by their own names (the names the language pickers show). */
export function languageNames(ids: readonly number[]): string {
  return ids.map((id) => docLanguageById(id)?.name ?? String(id)).join(', ')
}
