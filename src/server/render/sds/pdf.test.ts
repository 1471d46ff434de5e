import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSdsPdf } from './pdf.ts'
import { DOCUMENT_TEXTS, fixtureDocument, PUBLIC_URL, SDS_FIXTURE, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

/** Runs a poppler tool (poppler-utils) on the PDF and answers its output. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Uint8Array, ...args: string[]): string {
  const file = join(dir, `sheet-${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, pdf)
  const out = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' })
  if (out.error) throw new Error(`${tool} is needed for this test (poppler-utils): ${out.error.message}`)
  expect(out.status, out.stderr).toBe(0)
  return out.stdout
}

let ctx: SdsTestContext
let dir: string
beforeAll(async () => {
  ctx = await sdsTestContext()
  dir = mkdtempSync(join(tmpdir(), 'dossier-sds-pdf-'))
})
afterAll(async () => {
  await ctx.close()
  rmSync(dir, { recursive: true, force: true })
})

const render = async (lang: string, qr = true) => {
  const doc = await fixtureDocument(ctx, lang, ctx.versions.current, qr)
  return renderSdsPdf(doc, { library: ctx.library, author: 'Fixture Chemicals d.o.o.', revisionDate: '2026-06-01' })
}
const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1')
const QR_URL = `${PUBLIC_URL}/p/${SDS_FIXTURE.permalink}`

describe('renderSdsPdf', () => {
  it('writes an A4 PDF that poppler reads', async () => {
    const pdf = await render('en')
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-')
    const boxes = latin1(pdf).match(/\/MediaBox \[([^\]]*)\]/g) ?? []
    expect(boxes.length).toBeGreaterThan(1)
    for (const box of boxes) expect(box).toBe('/MediaBox [0 0 595.28 841.89]')
    expect(poppler('pdfinfo', pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/)
  })

  it.each([
    ['en', 'Page'],
    ['sl', 'Stran'],
    ['de', 'Seite'],
  ])('shows the section titles and "page X of Y" in the document language (%s)', async (lang, pageWord) => {
    const pdf = await render(lang)
    const text = poppler('pdftotext', pdf).replace(/\s+/g, ' ')
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))![1])
    expect(pages).toBeGreaterThan(1)
    for (let n = 1; n <= 16; n++) expect(text).toContain(`${n} ${DOCUMENT_TEXTS[`doc:section:${n}`]![lang]}`)
    for (const sub of ['1.1', '3.2', '9.2.1', '14.7']) expect(text).toContain(`${sub} ${DOCUMENT_TEXTS[`doc:section:${sub}`]![lang]}`)
    // Header and footer on every page.
    const template = DOCUMENT_TEXTS['doc:page']![lang]!
    for (let n = 1; n <= pages; n++) expect(text).toContain(template.replace('{n}', String(n)).replace('{m}', String(pages)))
    expect(template.startsWith(pageWord)).toBe(true)
    expect(text.split(SDS_FIXTURE.name).length - 1).toBeGreaterThanOrEqual(pages)
  })

  it('carries title, language and dates of the version in its metadata, and embeds subsets of its fonts', async () => {
    const pdf = await render('sl')
    const info = poppler('pdfinfo', pdf)
    expect(info).toMatch(/^Title:\s+Fixture SDS Solvent Čistilo – Varnostni list$/m)
    expect(info).toMatch(/^Author:\s+Fixture Chemicals d\.o\.o\.$/m)
    expect(info).toMatch(/^CreationDate:.*2026/m)
    expect(latin1(pdf)).toContain('/Lang (sl)')
    expect(latin1(pdf)).toContain('/DisplayDocTitle true')
    const fonts = poppler('pdffonts', pdf)
      .split('\n')
      .filter((l) => l.includes('DejaVuSans'))
    expect(fonts).toHaveLength(2)
    for (const line of fonts) expect(line).toMatch(/\+DejaVuSans(-Bold)?\s+CID TrueType\s+Identity-H\s+yes yes yes/)
    // Text in Slovenian with its own letters comes out as text, not as boxes.
    expect(poppler('pdftotext', pdf)).toContain('Podatki niso na voljo.')
  })

  it('draws the QR code to the permalink only when asked for', async () => {
    const withQr = await render('en', true)
    const without = await render('en', false)
    expect(latin1(withQr)).toContain(`/URI (${QR_URL})`)
    expect(poppler('pdftotext', withQr)).toContain('Scan for the current version')
    expect(latin1(without)).not.toContain('/URI')
    expect(poppler('pdftotext', without)).not.toContain('Scan for the current version')
  })

  it('writes Greek and Cyrillic letters as text too (DejaVu covers every document language)', async () => {
    const doc = await fixtureDocument(ctx, 'en')
    const name = 'α-Pinen Ωmega – Раствор Жёлтый'
    const pdf = await renderSdsPdf({ ...doc, productName: name }, { library: ctx.library, revisionDate: '2026-06-01' })
    expect(poppler('pdftotext', pdf)).toContain(name)
    // The usual sheet after it still comes out whole (its kept font subsets are not the ones above).
    expect(poppler('pdftotext', await render('en'))).toContain(SDS_FIXTURE.name)
  })

  it('keeps every identifier of the substances table on one line (CAS, EC, index, REACH)', async () => {
    const lines = poppler('pdftotext', await render('en'), '-raw')
      .replace(/\u2011/g, '-')
      .split('\n')
    for (const id of ['67-64-1', '200-662-2', '606-001-00-8', '01-2119471330-49', '67-63-0', '200-661-7', '603-117-00-0'])
      expect(
        lines.some((line) => line.includes(id)),
        id,
      ).toBe(true)
  })

  it('gives the same bytes for the same version (its dates, not the clock, are in the file)', async () => {
    expect(Buffer.from(await render('de')).equals(Buffer.from(await render('de')))).toBe(true)
  })
})
