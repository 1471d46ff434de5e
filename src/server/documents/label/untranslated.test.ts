import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLabelParams } from '#shared/label-params'
import { docLanguageByCode } from '#shared/languages'
import type { PhraseLibrary } from '#server/phrases/library'
import { sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'
import { labelJobs } from '../jobs/label-jobs.ts'
import { loadLabelProduct, type LabelProduct } from './source.ts'

/**
 * CLP Article 17(2): the label is in the official language of the market. A statement the phrase
 * library has no text of in a label language is never printed in another language (English was
 * the fallback before): every label file is refused, naming the statement and the language.
 */
const ACETONE = fileURLToPath(new URL('../../demo/acetone-cleaner.json', import.meta.url))
const PERMALINK = 'uIw9ByCUgkide7d8'
const NO = docLanguageByCode('no')!.id

let ctx: SdsTestContext
let library: PhraseLibrary
let product: LabelProduct
beforeAll(async () => {
  ctx = await sdsTestContext([{ file: ACETONE, text: readFileSync(ACETONE, 'utf8') }])
  library = ctx.library
  product = (await loadLabelProduct(ctx.db.kysely, PERMALINK))!
})
afterAll(() => ctx.close())

/** A library that has lost the Norwegian H225: stands for a text missing in a label language. */
const withoutNorwegianH225 = (): PhraseLibrary => ({
  ...library,
  text: (code, lang) => (code === 'H225' && lang === 'no' ? undefined : library.text(code, lang)),
})

function job(xlang: string) {
  const parsed = parseLabelParams({ dim: '6', xlang }, product.choices)
  if (!parsed.ok) throw new Error(`${parsed.param}: ${parsed.reason}`)
  return { product, params: parsed.params, permalinkUrl: `https://dossier.example/p/${PERMALINK}` }
}

describe('a label language without the text of one of its statements', () => {
  it('prints the Norwegian label when the library has every text of it', async () => {
    const out = await labelJobs(library).labelPdf({ ...job(String(NO)), mode: 'single' })
    expect(out.refusal).toBeUndefined()
    expect(out.body.length).toBeGreaterThan(1000)
  })

  it('refuses the PDF, PNG, Word and NiceLabel files, naming the statement and the language, never printing English', async () => {
    const jobs = labelJobs(withoutNorwegianH225())
    const base = job(`1,${NO}`)
    const outs = [
      await jobs.labelPdf({ ...base, mode: 'single' }),
      await jobs.labelPngPiece({ ...base, dpi: 96, band: { index: 0, count: 1 }, colours: 'palette' }),
      await jobs.labelDocx({ ...base, labType: 2 }),
      await jobs.niceLabelXlsx(base),
    ]
    for (const out of outs) {
      expect(out.body).toHaveLength(0)
      expect(out.refusal).toMatchObject({ status: 409, title: 'Label text missing in a label language', missing: ["H225 in 'no'"] })
      expect(out.refusal!.detail).toMatch(/no text of H225 in 'no'.*CLP Article 17\(2\)/)
    }
  })

  it('still prints the label in the languages that have the text', async () => {
    const out = await labelJobs(withoutNorwegianH225()).labelPdf({ ...job('1'), mode: 'single' })
    expect(out.refusal).toBeUndefined()
  })
})
