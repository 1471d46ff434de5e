import { readFileSync } from 'node:fs'
import type { PhraseLibrary } from './library.ts'

/**
 * The fixed texts every rendered document needs ('doc:…' codes of the phrase library, from
 * document-texts.json). A document language must have all of them: the importer rejects a product
 * in a language that lacks one, and the renderer never falls back to a blank or to another language.
 */
export const DOCUMENT_TEXT_KEYS: readonly string[] = Object.keys(
  JSON.parse(readFileSync(new URL('./document-texts.json', import.meta.url), 'utf8')) as Record<string, unknown>,
).filter((key) => !key.startsWith('_'))

/** What missingDocumentTexts found, per library and language: a library never changes once read, and an import asks for every product. */
const missingByLibrary = new WeakMap<PhraseLibrary, Map<string, readonly string[]>>()

/** The document texts `lang` lacks in the library; empty when documents can be rendered in it. */
export function missingDocumentTexts(library: PhraseLibrary, lang: string): readonly string[] {
  let byLang = missingByLibrary.get(library)
  if (!byLang) missingByLibrary.set(library, (byLang = new Map()))
  let missing = byLang.get(lang)
  if (!missing) byLang.set(lang, (missing = Object.freeze(DOCUMENT_TEXT_KEYS.filter((key) => !library.text(key, lang)))))
  return missing
}

export class MissingDocumentText extends Error {
  constructor(key: string, lang: string) {
    super(`The phrase library has no document text '${key}' in '${lang}'`)
  }
}

/** Reads the document texts of one language; a missing one is a programming or data error, never a blank. */
export function documentTexts(library: PhraseLibrary, lang: string) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = library.text(key, lang)
    if (text === undefined) throw new MissingDocumentText(key, lang)
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }
}
export type DocumentTexts = ReturnType<typeof documentTexts>
