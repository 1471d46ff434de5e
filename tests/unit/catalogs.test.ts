import { readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '#shared/languages'

/**
 * Every interface text must exist in every interface language. `npm test` runs `lingui extract`
 * first, so a new text without translations makes this fail instead of showing English to a Slovenian worker.
 */
interface Entry {
  id: string
  translation: string
}

function entries(locale: string): Entry[] {
  const po = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
  return po.items.filter((item) => !item.obsolete).map((item) => ({ id: item.msgid, translation: item.msgstr.join('') }))
}

describe('interface catalogs', () => {
  const source = entries('en')

  it('have texts to translate', () => {
    expect(source.length).toBeGreaterThan(20)
  })

  for (const locale of INTERFACE_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${locale} translates every text`, () => {
      const missing = entries(locale)
        .filter((e) => e.translation.trim() === '')
        .map((e) => e.id)
      expect(missing, `untranslated in locales/${locale}/messages.po`).toEqual([])
      expect(
        entries(locale)
          .map((e) => e.id)
          .sort(),
      ).toEqual(source.map((e) => e.id).sort())
    })

    it(`${locale} keeps every placeholder`, () => {
      const wrong = entries(locale).filter((e) => {
        const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()
        return JSON.stringify(names(e.id)) !== JSON.stringify(names(e.translation))
      })
      expect(wrong.map((e) => `${e.id} -> ${e.translation}`)).toEqual([])
    })
  }
})
