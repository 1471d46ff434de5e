import { readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, TAB_KINDS } from '#shared/document-kinds'
import { INTERFACE_LANGUAGES } from '#shared/languages'
import { KIND_PRESENTATION } from '../kind-presentation.ts'

/** Each interface language's translations, by source text. */
const catalogs = new Map(
  INTERFACE_LANGUAGES.map((locale) => {
    const po = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
    return [locale, new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]))]
  }),
)

function expectTranslated(message: string | undefined, kind: string, what = 'a label') {
  expect(message, `${kind}: ${what}`).toBeTruthy()
  for (const [locale, catalog] of catalogs)
    expect(catalog.get(message!)?.trim(), `${kind}: "${message}" in locales/${locale}/messages.po`).toBeTruthy()
}

describe('every document kind is named and drawn', () => {
  it.each(DOCUMENT_KINDS.map((kind) => kind.id))('%s has a label translated in every interface language, and an icon', (id) => {
    expectTranslated(KIND_PRESENTATION[id]?.label.message, id)
    expect(KIND_PRESENTATION[id]?.icon, `${id}: an icon`).toMatch(/^M/)
  })

  it.each(TAB_KINDS.map((kind) => kind.id))('%s has a short label for the bottom navigation', (id) => {
    expectTranslated(KIND_PRESENTATION[id]?.navLabel.message, id)
  })

  // A tab's guard redirects when the document is missing or not in the asked language, and says why.
  it.each(TAB_KINDS.map((kind) => kind.id))('%s has both redirect notices, naming the asked and shown languages', (id) => {
    const { notInLanguage, unavailable } = KIND_PRESENTATION[id].notices
    expectTranslated(notInLanguage.message, id, 'a notice')
    expect(notInLanguage.message).toMatch(/\{asked\}.*\{shown\}/)
    expectTranslated(unavailable.message, id, 'a notice')
  })
})
