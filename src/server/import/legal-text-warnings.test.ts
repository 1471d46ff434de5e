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
    expect(about('fr')).toEqual([
      expect.stringMatching(/^SDS headings in 'fr': 2 of 69 are our own translation and 67 come from a secondary source/),
    ])
    expect(about('ro')).toEqual([
      expect.stringMatching(/^SDS headings in 'ro': 69 of 69 are our own translation and 0 come from a secondary source/),
    ])
  })

  it('warns of own-translation statements in Norwegian and Icelandic, not in Irish', () => {
    expect(about('no')).toContainEqual(expect.stringMatching(/^hazard and precautionary statements in 'no' are our own translation/))
    expect(about('is')).toContainEqual(expect.stringMatching(/^hazard and precautionary statements in 'is' are our own translation/))
    expect(about('ga').filter((m) => m.includes('statements'))).toEqual([])
  })

  it('has no heading warning when the product has no SDS', () => {
    const noSds = { ...acetone, documents: { ...acetone.documents, sds: false } }
    expect(legalTextWarnings(noSds).filter((w) => w.message.startsWith('SDS headings'))).toEqual([])
  })
})
