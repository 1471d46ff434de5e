import { describe, expect, it } from 'vitest'
import { formatDocumentDate } from '#shared/document-dates'
import { DOC_LANGUAGES } from '#shared/languages'
import { noticeMessage } from './notice-message.ts'
import { NOTICE_TEXTS } from './notice-texts.ts'

const input = {
  product: 'Acid <Cleaner> & Co\nPro',
  version: '3.0',
  revisionDate: '2026-07-01',
  sections: [
    { number: 2, title: 'Hazards identification' },
    { number: 8, title: 'Exposure controls/personal protection' },
  ],
  compareUrl: 'https://dossier.example/p/acid_01/en/gh/1?version=7&compare=5',
  sheetUrl: 'https://dossier.example/p/acid_01/en/gh/1',
  unsubscribeUrl: 'https://dossier.example/api/v1/notices/unsubscribe?token=a.b&lang=en',
  portalName: 'Product dossier',
}

describe('revision notice', () => {
  it.each(DOC_LANGUAGES.map((l) => l.code))('in %s: product, version, date, sections and the three links, in HTML and text', (lang) => {
    const message = noticeMessage({ ...input, lang })
    expect(message.subject).toContain('Acid <Cleaner> & Co Pro')
    expect(message.subject).toContain('3.0')
    for (const part of [message.text, message.html]) {
      // The revision date as the sheet in that language writes it.
      expect(part).toContain(formatDocumentDate('2026-07-01', lang))
      expect(part).toContain('2. Hazards identification')
      expect(part).toContain('8. Exposure controls/personal protection')
    }
    for (const url of [input.compareUrl, input.sheetUrl, input.unsubscribeUrl]) {
      expect(message.text).toContain(url)
      expect(message.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`)
    }
    expect(message.html).toContain('Acid &lt;Cleaner&gt; &amp; Co Pro')
    expect(message.html).not.toContain('<Cleaner>')
    expect(message.html).toContain(`<html lang="${lang}">`)
  })

  it('has its own text in every language (none left in English)', () => {
    const english = NOTICE_TEXTS.en
    for (const lang of DOC_LANGUAGES.map((l) => l.code).filter((l) => l !== 'en')) {
      const t = NOTICE_TEXTS[lang]
      for (const key of ['greeting', 'sections', 'compare', 'sheet', 'unsubscribe', 'pageTitle', 'button', 'invalid'] as const) {
        expect(t[key], `${lang}.${key}`).not.toBe(english[key])
      }
      expect(t.subject('X', '1'), `${lang}.subject`).not.toBe(english.subject('X', '1'))
    }
  })

  it('writes the date in the language of the sheet', () => {
    expect(noticeMessage({ ...input, lang: 'de' }).text).toContain('Version 3.0 vom 01.07.2026.')
    expect(noticeMessage({ ...input, lang: 'bg' }).text).toContain('версия 3.0 от 01.07.2026 г.')
    expect(noticeMessage({ ...input, lang: 'hu' }).text).toContain('2026. 07. 01.')
  })
})
