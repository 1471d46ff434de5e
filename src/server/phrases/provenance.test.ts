import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DOC_LANGUAGES } from '#shared/languages'
import { DOCUMENT_TEXT_KEYS } from './document-texts.ts'
import { readLanguageFiles } from './language-files.ts'
import { isLegalText, legalTextSummary, OFFICIAL_STATEMENT_LANGUAGES, textProvenance } from './provenance.ts'

const HEADINGS = DOCUMENT_TEXT_KEYS.filter((key) => key.startsWith('doc:section:'))
const files = new Map(readLanguageFiles().map((f) => [f.lang, f]))

describe('provenance of legal texts', () => {
  it('has a record for every document language, and a language file holds only its own language', () => {
    expect(DOC_LANGUAGES.map((l) => l.code).filter((code) => !files.has(code))).toEqual([])
    expect([...files.keys()].filter((code) => !DOC_LANGUAGES.some((l) => l.code === code))).toEqual([])
  })

  it('lists as official or secondary only legal texts, each once, that the language has', () => {
    for (const [lang, file] of files) {
      const listed = [...file.provenance.official, ...file.provenance.secondary]
      expect(
        listed.filter((key) => !isLegalText(key)),
        lang,
      ).toEqual([])
      expect(new Set(listed).size, lang).toBe(listed.length)
      // A text of the shared files (en, sl, de, hr) or of the language file itself.
      const inFile = (key: string) => key in file.texts || DOCUMENT_TEXT_KEYS.includes(key) || key.startsWith('signal:')
      expect(
        listed.filter((key) => !inFile(key)),
        lang,
      ).toEqual([])
      if (listed.length > 0) expect(Object.keys(file.provenance.sources).length, `${lang} names its sources`).toBeGreaterThan(0)
    }
  })

  it('never calls a text official without a source, and every text it does not list is our own', () => {
    expect(textProvenance('doc:section:1', 'ro')).toBe('own-translation')
    expect(textProvenance('doc:section:1.1', 'de')).toBe('official')
    expect(textProvenance('doc:section:5', 'de')).toBe('secondary')
    expect(textProvenance('doc:section:9.2.1', 'fr')).toBe('own-translation')
    expect(legalTextSummary('ro', HEADINGS).headings).toEqual({ official: 0, secondary: 0, 'own-translation': HEADINGS.length })
    expect(legalTextSummary('en', HEADINGS).headings).toEqual({ official: HEADINGS.length, secondary: 0, 'own-translation': 0 })
  })

  it('knows where statements come from: 23 languages official, Irish official (2021), Norwegian and Icelandic own', () => {
    for (const lang of OFFICIAL_STATEMENT_LANGUAGES) expect(textProvenance('H225', lang)).toBe('official')
    expect(textProvenance('H225', 'ga')).toBe('official')
    expect(files.get('ga')!.texts['H225']).toBe('Leacht an-inadhainte agus gal an-inadhainte.')
    expect(files.get('ga')!.texts['EUH380']).toBeUndefined()
    expect(textProvenance('H225', 'no')).toBe('own-translation')
    expect(textProvenance('H225', 'is')).toBe('own-translation')
    expect(legalTextSummary('no', HEADINGS).statements).toBe('own-translation')
  })

  it('gives every document language every document text, a name for each pictogram and both signal words', () => {
    const shared = JSON.parse(readFileSync(fileURLToPath(new URL('./pictogram-texts.json', import.meta.url)), 'utf8')) as {
      pictograms: Record<string, Record<string, string>>
      signalWords: Record<string, Record<string, string>>
    }
    for (const { code } of DOC_LANGUAGES) {
      const file = files.get(code)!
      if (!['en', 'sl', 'de', 'hr'].includes(code))
        expect(
          DOCUMENT_TEXT_KEYS.filter((key) => !file.texts[key]),
          code,
        ).toEqual([])
      const pictograms = Object.keys(shared.pictograms).filter((ghs) => !shared.pictograms[ghs]![code] && !file.texts[`pictogram:${ghs}`])
      expect(pictograms, code).toEqual([])
      const signals = ['danger', 'warning'].filter((w) => !shared.signalWords[w]![code] && !file.texts[`signal:${w}`])
      expect(signals, code).toEqual([])
    }
  })
})
