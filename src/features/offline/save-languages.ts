import { DEFAULT_DOC_LANGUAGE_ID } from '#shared/languages'
import { STORAGE } from '#shared/storage-keys'

/**
 * The document languages a dossier is saved in besides the one opened, wherever the product has
 * them: the reader's choice on the saved sheets page (kept on this device), English until they
 * choose, so a worker finds an English sheet beside their own.
 */
export function saveLanguages(): number[] {
  try {
    const raw = localStorage.getItem(STORAGE.saveLanguages)
    const parsed: unknown = raw === null ? null : JSON.parse(raw)
    if (Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id))) return parsed as number[]
  } catch {
    // No localStorage (private mode) or a value this build cannot read: the default.
  }
  return [DEFAULT_DOC_LANGUAGE_ID]
}

export function setSaveLanguages(ids: readonly number[]): void {
  localStorage.setItem(STORAGE.saveLanguages, JSON.stringify(ids))
}
