import { describe, expect, it } from 'vitest'
import { DOC_LANGUAGES, docLanguageByCode } from '#shared/languages'
import { SHARE_TEXTS } from './messages.ts'
import { shareMessage } from './share-message.ts'

const SENDER = 'Ana Novak'
const EMAIL = 'ana@supplier.example'
const PORTAL = 'Dossier'

/** Every sentence of the share e-mail in one language, with the names filled in. */
function sentences(code: string): string[] {
  const t = SHARE_TEXTS[code as keyof typeof SHARE_TEXTS]
  return [t.subject(SENDER), t.greeting, t.intro(SENDER, EMAIL), t.overview, t.sds, t.note, t.footer(PORTAL, SENDER)]
}

describe('share e-mail texts', () => {
  it('has every text of the e-mail in every document language, not only the interface ones', () => {
    expect(Object.keys(SHARE_TEXTS).sort()).toEqual(DOC_LANGUAGES.map((l) => l.code).sort())
    for (const { code } of DOC_LANGUAGES) {
      const [subject, greeting, intro, overview, sds, note, footer] = sentences(code)
      for (const text of [subject, greeting, intro, overview, sds, note, footer]) expect(text?.trim(), code).not.toBe('')
      // The names the sentences carry are filled in, never dropped.
      expect(subject, code).toContain(SENDER)
      expect(intro, code).toContain(SENDER)
      expect(intro, code).toContain(EMAIL)
      expect(footer, code).toContain(PORTAL)
      expect(footer, code).toContain(SENDER)
    }
  })

  it('writes each language in its own words: no text is left in English', () => {
    const english = new Set(sentences('en'))
    for (const { code } of DOC_LANGUAGES.filter((l) => l.code !== 'en'))
      expect(
        sentences(code).filter((text) => english.has(text)),
        code,
      ).toEqual([])
  })

  it('writes Greek and Bulgarian in their own script', () => {
    expect(sentences('el').join(' ')).toMatch(/[\u0370-\u03ff]{5}/)
    expect(sentences('bg').join(' ')).toMatch(/[\u0400-\u04ff]{5}/)
  })

  it('sends a message in a language the interface lacks, linking to the sheet in it under the English interface', () => {
    const bg = docLanguageByCode('bg')!
    const message = shareMessage({
      sender: { name: SENDER, email: EMAIL },
      products: [{ name: 'Acetone Cleaner', permalink: 'uIw9ByCUgkide7d8' }],
      messageLang: 'bg',
      docLangId: bg.id,
      target: 'sds',
      baseUrl: 'https://dossier.example/',
      portalName: PORTAL,
    })
    expect(message.subject).toBe(SHARE_TEXTS.bg.subject(SENDER))
    expect(message.html).toContain('<html lang="bg">')
    expect(message.text).toContain(`${SHARE_TEXTS.bg.sds} (${bg.name})`)
    expect(message.links).toEqual([`https://dossier.example/p/uIw9ByCUgkide7d8/en/gh/${bg.id}`])
  })
})
