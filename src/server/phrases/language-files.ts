import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Where a legal text of a language came from. Legal texts are the Annex II headings of the SDS
 * ('doc:section:…'), the CLP signal words ('signal:…') and the H/EUH/P statements.
 * - official: copied from the official wording of the regulation (EUR-Lex or a copy of it);
 * - secondary: copied from a secondary source (software, a supplier's sheet, a course page,
 *   or the official wording of an older version of the regulation): likely right, not verified;
 * - own-translation: written for this project; never to be taken as the legal wording.
 */
export type Provenance = 'official' | 'secondary' | 'own-translation'

export interface LanguageProvenance {
  /** Legal keys copied from an official source; every legal key listed nowhere is an own translation. */
  official: string[]
  secondary: string[]
  /**
   * Where this file's H/EUH/P statements come from, for a language that has them here rather than
   * in the shared statement files: 'official' when copied from the regulation's text.
   */
  statements?: 'official' | 'own-translation'
  /** What each source is (free text: address, commit, date). */
  sources: Record<string, string>
  note?: string
}

export interface LanguageFile {
  lang: string
  /** Texts by phrase code: 'doc:…' document texts, and for some languages 'pictogram:…', 'signal:…' or statements. */
  texts: Record<string, string>
  provenance: LanguageProvenance
}

const folder = fileURLToPath(new URL('./document-texts/', import.meta.url))

/**
 * One file per language in document-texts/{lang}.json: `_provenance` and the texts of that
 * language. English, Slovenian, German and Croatian keep their texts in document-texts.json (next to
 * this folder, where new keys are added) and have only their provenance here.
 */
export function readLanguageFiles(): LanguageFile[] {
  return readdirSync(folder)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .sort()
    .map((f) => {
      const raw = JSON.parse(readFileSync(folder + f, 'utf8')) as Record<string, unknown>
      const { _provenance, ...rest } = raw
      const texts = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('_'))) as Record<string, string>
      return { lang: f.slice(0, 2), texts, provenance: _provenance as LanguageProvenance }
    })
}
