import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema } from '#shared/dossier-file'
import { legalTextWarnings } from './legal-text-warnings.ts'

const acetone = dossierFileSchema.parse(
  JSON.parse(readFileSync(fileURLToPath(new URL('../demo/acetone-cleaner.json', import.meta.url)), 'utf8')),
)
const pointerOf = (code: string) => `/languages/${acetone.languages.findIndex((l) => l.code === code)}/code`

describe('dossier check: legal texts not from an official source', () => {
  const warnings = legalTextWarnings(acetone)
  const about = (code: string) => warnings.filter((w) => w.pointer === pointerOf(code)).map((w) => w.message)

  it('says nothing for English, whose headings and statements are official', () => {
    expect(about('en')).toEqual([])
  })

  it('counts the headings of a language that are secondary or our own', () => {
    const headings = (code: string) => about(code).filter((m) => m.startsWith('SDS headings'))
    expect(headings('fr')).toEqual([
      expect.stringMatching(/^SDS headings in 'fr': 2 of 69 are our own translation and 67 come from a secondary source/),
    ])
    expect(headings('ro')).toEqual([
      expect.stringMatching(/^SDS headings in 'ro': 69 of 69 are our own translation and 0 come from a secondary source/),
    ])
  })

  it('warns of own-translation statements in Norwegian and Icelandic, not in Irish', () => {
    expect(about('no')).toContainEqual(expect.stringMatching(/^hazard and precautionary statements in 'no' are our own translation/))
    expect(about('is')).toContainEqual(expect.stringMatching(/^hazard and precautionary statements in 'is' are our own translation/))
    expect(about('ga').filter((m) => m.includes('statements'))).toEqual([])
  })

  // CLP Article 20: the signal words "Danger" and "Warning"; Article 17(2): on the label in the
  // official language of the market.
  it('warns of a signal word that is not from the official CLP text, naming the word and where it came from', () => {
    const signalAbout = (code: string) => about(code).filter((m) => m.startsWith('signal word'))
    expect(acetone.hazards.signalWord).toBe('danger')
    expect(signalAbout('en')).toEqual([])
    expect(signalAbout('de')).toEqual([])
    expect(signalAbout('cs')).toEqual([])
    expect(signalAbout('fr')).toEqual([
      expect.stringMatching(/^signal word 'danger' in 'fr' comes from a secondary source, not from the official text of CLP/),
    ])
    // Estonian: ECHA's Estonian label page has both words, an explanatory page, not the regulation.
    expect(signalAbout('et')).toEqual([expect.stringMatching(/^signal word 'danger' in 'et' comes from a secondary source/)])
    expect(signalAbout('ro')).toEqual([
      expect.stringMatching(/^signal word 'danger' in 'ro' is our own translation, not from the official text of CLP/),
    ])
    expect(signalAbout('no')).toEqual([expect.stringMatching(/^signal word 'danger' in 'no' is our own translation/)])
  })

  it('judges the signal word the product has: Warning and Danger have their own sources', () => {
    const warning = { ...acetone, hazards: { ...acetone.hazards, signalWord: 'warning' as const } }
    const messages = legalTextWarnings(warning).filter((w) => w.message.startsWith('signal word'))
    const languages = messages.map((w) => acetone.languages[Number(w.pointer.split('/')[2])]!.code)
    // Finnish, Dutch and Slovenian have a secondary copy of "Warning" only; Portuguese of "Danger" only.
    expect(messages.find((w) => w.pointer === pointerOf('fi'))!.message).toMatch(/'warning' in 'fi' comes from a secondary source/)
    expect(messages.find((w) => w.pointer === pointerOf('pt'))!.message).toMatch(/'warning' in 'pt' is our own translation/)
    expect(languages).not.toContain('en')
    expect(languages).not.toContain('de')
    expect(languages).toHaveLength(acetone.languages.length - 3)
  })

  it('has no signal word warning for a product without a signal word, or without a label, SDS or instructions', () => {
    const none = { ...acetone, hazards: { ...acetone.hazards, signalWord: null } }
    expect(legalTextWarnings(none).filter((w) => w.message.startsWith('signal word'))).toEqual([])
    const onlyTds = { ...acetone, documents: { sds: false, tds: true, label: false, ipi: false } }
    expect(legalTextWarnings(onlyTds).filter((w) => w.message.startsWith('signal word'))).toEqual([])
    const onlyLabel = { ...acetone, documents: { sds: false, tds: false, label: true, ipi: false } }
    expect(legalTextWarnings(onlyLabel).filter((w) => w.message.startsWith('signal word'))).toHaveLength(acetone.languages.length - 3)
  })

  it('has no heading warning when the product has no SDS', () => {
    const noSds = { ...acetone, documents: { ...acetone.documents, sds: false } }
    expect(legalTextWarnings(noSds).filter((w) => w.message.startsWith('SDS headings'))).toEqual([])
  })
})
