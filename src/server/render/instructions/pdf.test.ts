import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProduct, findVersionSnapshot } from '#server/repos/products'
import {
  DOCUMENT_TEXTS,
  pageSize,
  poppler,
  PUBLIC_URL,
  SDS_FIXTURE,
  sdsTestContext,
  type SdsTestContext,
} from '#test-support/server/sds.ts'
import { buildInstructionsDocument } from '#server/documents/instructions/build'
import { renderInstructionsPdf, type InstructionsFormat } from './pdf.ts'

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

const QR_URL = `${PUBLIC_URL}/p/${SDS_FIXTURE.permalink}`

async function render(lang: string, format: InstructionsFormat, qr = true) {
  const record = (await findProduct(ctx.db.kysely, SDS_FIXTURE.permalink))!
  const snapshot = await findVersionSnapshot(ctx.db.kysely, ctx.versions.current)
  const doc = buildInstructionsDocument({ record, snapshot, lang, library: ctx.library, qrUrl: qr ? QR_URL : null })
  return renderInstructionsPdf(doc, { library: ctx.library, format, date: '2026-06-01' })
}
const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1')
const words = (text: string) => text.replace(/\s+/g, ' ')

describe('renderInstructionsPdf', () => {
  it('writes A4 pages of 595 x 842 pt', async () => {
    const pdf = await render('en', 'A4')
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(pageSize(pdf)).toEqual({ width: 595.28, height: 841.89, paper: 'A4' })
  })

  it('writes the A2 poster on 1191 x 1684 pt pages: the same page scaled up, text and all', async () => {
    const a4 = await render('en', 'A4')
    const a2 = await render('en', 'A2')
    const size = pageSize(a2)
    expect(size.paper).toBe('A2')
    expect(Math.round(size.width)).toBe(1191)
    expect(Math.round(size.height)).toBe(1684)
    const pages = (pdf: Uint8Array) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))![1])
    expect(pages(a2)).toBe(pages(a4))
    expect(words(poppler('pdftotext', a2))).toBe(words(poppler('pdftotext', a4)))
    // Text positions (and so its size) double: the poster's first line starts twice as far in.
    const firstWord = (pdf: Uint8Array) => {
      const bbox = poppler('pdftotext', pdf, '-bbox', '-f', '1', '-l', '1')
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/.exec(bbox)!
      return { x: Number(m[1]), height: Number(m[4]) - Number(m[2]) }
    }
    const small = firstWord(a4)
    const large = firstWord(a2)
    expect(large.x / small.x).toBeCloseTo(2, 1)
    expect(large.height / small.height).toBeCloseTo(2, 1)
  })

  it.each(['en', 'sl', 'de', 'hr'])('writes its text in the document language (%s)', async (lang) => {
    const text = words(poppler('pdftotext', await render(lang, 'A4')))
    expect(text).toContain(DOCUMENT_TEXTS['doc:ipi:title']![lang]!.toUpperCase())
    for (const key of ['hazards', 'protection', 'emergency', 'firstAid', 'disposal']) {
      expect(text).toContain(DOCUMENT_TEXTS[`doc:ipi:${key}`]![lang]!.toUpperCase())
    }
    expect(text).toContain(SDS_FIXTURE.name)
    expect(text).toContain(DOCUMENT_TEXTS['doc:page']![lang]!.replace('{n}', '1').replace(/ \{m\}.*|\{m\}/, ''))
    expect(latin1(await render(lang, 'A4'))).toContain(`/Lang (${lang})`)
  })

  it('draws the QR code to the permalink only when asked for, on A4 and A2 alike', async () => {
    for (const format of ['A4', 'A2'] as const) {
      const withQr = await render('en', format, true)
      const without = await render('en', format, false)
      expect(latin1(withQr)).toContain(`/URI (${QR_URL})`)
      expect(poppler('pdftotext', withQr)).toContain('Scan for the current version')
      expect(latin1(without)).not.toContain('/URI')
      expect(poppler('pdftotext', without)).not.toContain('Scan for the current version')
    }
  })

  it('gives the same bytes for the same data', async () => {
    expect(Buffer.from(await render('de', 'A2')).equals(Buffer.from(await render('de', 'A2')))).toBe(true)
  })
})
