import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodePng } from '#test-support/server/png-pixels.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLabelParams } from '#shared/label-params'
import { docLanguageByCode } from '#shared/languages'
import { createApp } from '#server/app'
import { openDb, type Db } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { labelJobs } from '#server/documents/jobs/label-jobs'
import { loadLabelProduct } from '#server/documents/label/source'
import { importDossierPath } from '#server/import/dossier-import'
import { createLogger } from '#server/log'
import { readPhraseLibrary, type PhraseLibrary } from '#server/phrases/library'
import { statementText } from '#server/phrases/statement-text'
import { baseSetForTexts } from '../common/pdf-fonts.ts'
import { poppler } from '#test-support/server/sds.ts'
import { renderLabelPdf } from './pdf.ts'
import { renderLabelPng } from './png.ts'

/**
 * Labels in Greek and Bulgarian, and every Latin letter with a diacritic the EU languages use, are
 * drawn in their own script: the raster renderer draws each letter as a glyph of its own (never the
 * empty box a font draws for a letter it lacks), the label PDF gives the words back to a reader,
 * and the Word label holds them as its own text.
 */
const SCRIPTS = {
  greek: 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ',
  cyrillic: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯабвгдежзийклмнопрстуфхцчшщъьюя',
  latin: 'őűąęłřůėųāēīħġżċðþŐŰĄĘŁŘŮĖŲĀĒĪĦĠŻĊÐÞäöüßàâçéèêëîïôùûÿñãõåæøœšžčćđďťňľĺŕśźńģķļņ',
}
/** A private-use code point: no font has a glyph for it, so it draws what a missing letter would. */
const MISSING = '\u{10FFFD}'

/** The pixels of one letter drawn by the label's raster renderer, as a digest (and whether it has ink). */
async function drawn(letter: string): Promise<{ digest: string; ink: number }> {
  const layout = {
    width: 12,
    height: 12,
    overflow: false,
    missing: [],
    omitted: [],
    fontPt: 24,
    columns: 1,
    items: [{ kind: 'text' as const, x: 1, y: 9, sizePt: 24, weight: 'regular' as const, text: letter }],
  }
  const png = renderLabelPng(layout, () => undefined, 150)
  const pixels = (await decodePng(png)).data
  let ink = 0
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) ink++
  return { digest: createHash('sha256').update(pixels).digest('hex'), ink }
}

describe('label PNG: every letter of the EU scripts is a glyph of the label font', () => {
  it.each(Object.entries(SCRIPTS))('%s', async (_script, letters) => {
    const missing = await drawn(MISSING)
    const seen = new Map<string, string>()
    const problems: string[] = []
    for (const letter of letters) {
      const { digest, ink } = await drawn(letter)
      if (ink === 0) problems.push(`${letter}: nothing drawn`)
      if (digest === missing.digest) problems.push(`${letter}: drawn as a missing glyph`)
      const twin = seen.get(digest)
      if (twin) problems.push(`${letter}: drawn like ${twin}`)
      seen.set(digest, letter)
    }
    expect(problems).toEqual([])
  })
})

describe('label PDF in several scripts', () => {
  it('starts its font subsets with the scripts its texts use', () => {
    expect(baseSetForTexts(['Flüssigkeit']).name).toBe('latin')
    expect(baseSetForTexts(['GEFAHR', 'ΚΙΝΔΥΝΟΣ']).name).toBe('greek')
    expect(baseSetForTexts(['ОПАСНО']).name).toBe('cyrillic')
    expect(baseSetForTexts(['ΚΙΝΔΥΝΟΣ', 'ОПАСНО']).name).toBe('all')
  })

  it('gives back Greek, Cyrillic and Latin words of one label, and a letter outside those scripts', async () => {
    const lines = ['ΚΙΝΔΥΝΟΣ Εξαιρετικά εύφλεκτο υγρό', 'ОПАСНО Силно запалими течност', 'GEFAHR Flüssigkeit und Dampf', 'Tiếng Việt ǅ']
    const layout = {
      width: 100,
      height: 60,
      overflow: false,
      missing: [],
      omitted: [],
      fontPt: 10,
      columns: 1,
      items: lines.map((text, i) => ({
        kind: 'text' as const,
        x: 5,
        y: 10 + i * 8,
        sizePt: 10,
        weight: i % 2 ? ('bold' as const) : ('regular' as const),
        text,
      })),
    }
    const pdf = await renderLabelPdf(layout, () => undefined, { mode: 'single', title: 'scripts', date: new Date(0), lang: 'el' })
    const text = poppler('pdftotext', pdf, '-raw')
    for (const line of lines) expect(text).toContain(line)
  })
})

describe.each(['el', 'bg'])('label of the acetone cleaner in %s', (code) => {
  const ACETONE = fileURLToPath(new URL('../../demo/acetone-cleaner.json', import.meta.url))
  const id = docLanguageByCode(code)!.id
  let dir: string
  let db: Db
  let library: PhraseLibrary
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dossier-label-scripts-'))
    db = openDb({ sqliteFile: join(dir, 'labels.sqlite') })
    await migrateToLatest(db.kysely, db.dialect)
    expect((await importDossierPath(db.kysely, ACETONE)).errors).toEqual([])
    library = await readPhraseLibrary(db.kysely)
    app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'test', library })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('prints the signal word and statements in its script in the PDF, and a reader extracts them', async () => {
    const res = await app.request(`/api/v1/productLabelRender/pdf/-uIw9ByCUgkide7d8?lp=1&dim=6&xlang=${id}`)
    expect(res.status).toBe(200)
    const text = poppler('pdftotext', new Uint8Array(await res.arrayBuffer()), '-raw').replace(/\s+/g, ' ')
    expect(text).toContain(library.text('signal:danger', code))
    expect(text).toContain(statementText(library, 'H225', code))
    const script = code === 'el' ? /[\u0370-\u03ff]/g : /[\u0400-\u04ff]/g
    expect(text.match(script)!.length).toBeGreaterThan(100)
  })

  it('draws the PNG label and describes it in the language', async () => {
    const res = await app.request(`/api/v1/productLabelRender/view/-uIw9ByCUgkide7d8?lp=1&dim=6&xlang=${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const summary = decodeURIComponent(res.headers.get('x-label-summary')!)
    expect(summary).toContain(library.text('signal:danger', code))
    expect(res.headers.get('x-label-overflow')).toBe('0')
  })

  it('writes the signal word and statements as text in its script in the Word label', async () => {
    const product = (await loadLabelProduct(db.kysely, 'uIw9ByCUgkide7d8'))!
    const parsed = parseLabelParams({ dim: '6', xlang: String(id) }, product.choices)
    if (!parsed.ok) throw new Error(`${parsed.param}: ${parsed.reason}`)
    const job = { product, params: parsed.params, permalinkUrl: 'https://dossier.example/p/uIw9ByCUgkide7d8', labType: 2 as const }
    const out = await labelJobs(library).labelDocx(job)
    expect(out.refusal).toBeUndefined()
    const file = join(dir, `label-${code}.docx`)
    writeFileSync(file, out.body)
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' })
    // Word's own runs of text, joined: what a reader of the document sees.
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => m[1])
      .join(' ')
      .replace(/\s+/g, ' ')
    expect(text).toContain(library.text('signal:danger', code))
    expect(text).toContain(statementText(library, 'H225', code))
    const script = code === 'el' ? /[\u0370-\u03ff]/g : /[\u0400-\u04ff]/g
    expect(text.match(script)!.length).toBeGreaterThan(100)
  })
})
