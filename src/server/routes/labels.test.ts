import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import mammoth from 'mammoth'
import { beforeEach, describe, expect, it } from 'vitest'
import { accountApp, accountWorld, ALICE, BOB, form, sessionHeaders, signIn, type BrowserSession } from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { changed, FIXTURE, fixtureDossier, fixtureText, productApp, tempDir, type FixtureName } from '#test-support/server/fixtures.ts'
import { dateStamp, labelFileName } from '../render/common/file-name.ts'

/**
 * The label calls, with every file read back by a reader that is not ours: the PNG
 * header, pdfinfo and pdftotext (poppler), mammoth for Word, exceljs for Excel.
 */
const PUBLIC_URL = 'https://dossier.example'
const id = FIXTURE.degreaser.permalink
const VIEW = `/api/v1/productLabelRender/view/-${id}`
const PDF = `/api/v1/productLabelRender/pdf/-${id}`
const DOCX = `/api/v1/label/docx/-${id}`
const NICE = '/api/v1/label/nice_label'

/** label_dim of the portal's option list (src/server/products/label-options.ts), in mm. */
const DIMENSIONS: Record<number, [number, number]> = {
  1: [52, 74],
  2: [74, 105],
  3: [105, 148],
  4: [100, 150],
  5: [148, 210],
  6: [210, 297],
}
/** Labels on one A4 sheet (portrait or landscape, with or without a 5 mm margin, whichever holds more). */
const PER_SHEET: Record<number, { count: number; landscape: boolean }> = {
  1: { count: 16, landscape: false },
  2: { count: 8, landscape: true },
  3: { count: 4, landscape: false },
  4: { count: 2, landscape: false },
  5: { count: 2, landscape: true },
  6: { count: 1, landscape: false },
}
const PT = 72 / 25.4

function pngHeader(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
  const phys = bytes.indexOf('pHYs', 0, 'latin1')
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    dpi: phys > 0 ? Math.round(bytes.readUInt32BE(phys + 4) * 0.0254) : undefined,
  }
}

function saved(bytes: Buffer, name: string): string {
  const path = join(tempDir(), name)
  writeFileSync(path, bytes)
  return path
}

function pdfInfo(bytes: Buffer) {
  const info = execFileSync('pdfinfo', [saved(bytes, 'label.pdf')], { encoding: 'utf8' })
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), width: Number(size[1]), height: Number(size[2]), info }
}

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-raw', saved(bytes, 'text.pdf'), '-'], { encoding: 'utf8' })
const count = (text: string, needle: string) => text.split(needle).length - 1

async function importFixture(db: Parameters<typeof importDossiers>[0], name: FixtureName, content?: unknown) {
  const report = await importDossiers(db, [content === undefined ? fixtureText(name) : fixtureText(name, content)])
  expect(report.errors).toEqual([])
}

describeEachDatabase('label calls', (db) => {
  let app: Awaited<ReturnType<typeof productApp>>
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers })
    return { res, bytes: Buffer.from(await res.arrayBuffer()) }
  }

  beforeEach(async () => {
    const withTransport = changed(fixtureDossier('degreaser'), ['sds', 'transport'], {
      unNumber: 'UN 1090',
      hazardClasses: ['3'],
      packingGroup: 'II',
    })
    await importFixture(db().kysely, 'degreaser', withTransport)
    app = await productApp(db().kysely, { publicUrl: PUBLIC_URL })
  })

  it('draws the PNG of every label_dim at the label size, 150 dpi, or names the smallest size that holds the label', async () => {
    for (const [dim, [w, h]] of Object.entries(DIMENSIONS)) {
      const { res, bytes } = await get(`${VIEW}?lp=1&dim=${dim}`)
      // The degreaser's statements need more than 52 x 74 and 74 x 105 mm at a 1.4 mm x-height.
      if (dim === '1' || dim === '2') {
        expect(res.status, `dim ${dim}`).toBe(422)
        expect(res.headers.get('content-type')).toBe('application/problem+json')
        expect(JSON.parse(bytes.toString())).toMatchObject({ title: 'Label does not fit', suggestedDim: { id: 4, text: '100 x 150 mm' } })
        continue
      }
      expect(res.status, `dim ${dim}`).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(pngHeader(bytes), `dim ${dim}`).toEqual({
        width: Math.round((w / 25.4) * 150),
        height: Math.round((h / 25.4) * 150),
        dpi: 150,
      })
    }
  })

  it('draws the PNG at another resolution on request', async () => {
    const { bytes } = await get(`${VIEW}?lp=1&dpi=300`)
    expect(pngHeader(bytes)).toEqual({ width: 1181, height: 1772, dpi: 300 })
  })

  it('says in words what the label shows, and whether text was left out', async () => {
    const { res } = await get(`${VIEW}?lp=1`)
    const summary = decodeURIComponent(res.headers.get('x-label-summary')!)
    expect(summary).toContain('Fixture Degreaser Pro')
    expect(summary).toContain('Danger')
    expect(summary).toContain('H225 Highly flammable liquid and vapour.')
    expect(res.headers.get('x-label-overflow')).toBe('0')
    // Two languages: the description and instructions, QR code and pictogram captions give way, nothing else.
    const two = await get(`${VIEW}?lp=1&xlang=1,2`)
    expect(two.res.status).toBe(200)
    expect(two.res.headers.get('x-label-overflow')).toBe('1')
    expect(two.res.headers.get('x-label-omitted')).toBe('description, instructions, QR code, pictogram captions')
    // Three languages on the smallest label: refused, naming what does not fit and the size that holds it.
    const tiny = await get(`${VIEW}?lp=1&dim=1&xlang=1,2,3&font=14`)
    expect(tiny.res.status).toBe(422)
    const problem = JSON.parse(tiny.bytes.toString()) as { detail: string; missing: string[]; suggestedDim: { id: number } }
    expect(problem.missing).toEqual(expect.arrayContaining(['hazard statements (en)', 'precautionary statements (de)']))
    expect(problem.suggestedDim.id).toBe(5)
    expect(problem.detail).toContain('148 x 210 mm')
  })

  it('answers a single label PDF of the label size with the label text', async () => {
    const { res, bytes } = await get(`${PDF}?lp=1&dim=5&xlang=1,2&vseb=500%20ml&pCodes=`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const info = pdfInfo(bytes)
    expect(info.pages).toBe(1)
    expect(info.width).toBeCloseTo(148 * PT, 1)
    expect(info.height).toBeCloseTo(210 * PT, 1)
    const text = pdfText(bytes).replace(/\s+/g, ' ')
    for (const expected of [
      'Fixture Degreaser Pro',
      'UFI: E600-30P1-S00Y-5079',
      'Danger',
      'Nevarno',
      'H225 Highly flammable liquid and vapour.',
      'H225 Lahko vnetljiva tekočina in hlapi.',
      'P210',
      'Contents: 500 ml',
      'UN 1090',
      'GHS02',
      'Fixture Chemicals d.o.o.',
      // The supplier's own telephone (Article 17(1)(a)), not the emergency number.
      'Tel. +386 1 400 6000',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('400 6051')
    // EUH066 is not on the label (onLabel false), GHS07 stays (H336 is a reason for it).
    expect(text).not.toContain('EUH066')
    expect(text).toContain('GHS07')
  })

  it('tiles every label_dim on an A4 sheet, as many as fit', async () => {
    for (const [dim, { count: labels, landscape }] of Object.entries(PER_SHEET)) {
      const { res, bytes } = await get(`${PDF}?dim=${dim}&font=8&fontPN=12`)
      if (dim === '1' || dim === '2') {
        expect(res.status, `dim ${dim}`).toBe(422)
        continue
      }
      expect(res.status).toBe(200)
      const info = pdfInfo(bytes)
      expect(info.pages).toBe(1)
      const [a, b] = landscape ? [297, 210] : [210, 297]
      expect(info.width, `dim ${dim}`).toBeCloseTo(a * PT, 0)
      expect(info.height, `dim ${dim}`).toBeCloseTo(b * PT, 0)
      expect(count(pdfText(bytes), 'GHS02'), `labels of dim ${dim}`).toBe(labels)
    }
  })

  it('hides what the checkboxes hide', async () => {
    const { bytes } = await get(`${PDF}?lp=1&ufiOFF=1&stavkiOFF=1&adrOFF=1&opisOFF=1&picMetCorrOFF=1`)
    const text = pdfText(bytes).replace(/\s+/g, ' ')
    expect(text).toContain('Highly flammable liquid and vapour.')
    for (const hidden of ['UFI', 'H225', 'UN 1090', 'Solvent degreaser for metal parts', 'Wipe on with a cloth', 'GHS02'])
      expect(text).not.toContain(hidden)
    const shown = pdfText((await get(`${PDF}?lp=1&dim=5&sinON=1&vlusageON=1&pCodes=1~3`)).bytes).replace(/\s+/g, ' ')
    expect(shown).toContain('Fixture Degreaser Pro 5 l')
    expect(shown).toContain('Use: Degreasing of metal surfaces.')
    expect(shown).toMatch(/Code: FXD-200-1, FXD-200-5|Code: FXD-200-5, FXD-200-1/)
  })

  it('names files by product, dimension without spaces, contents and the time', async () => {
    const { res } = await get(`${PDF}?lp=1&dim=3&vseb=5%20l&timestamp=2026-05-20T14:30`)
    const name = 'Fixture Degreaser Pro_105x148mm_5 l_05_20_2026 14_30.pdf'
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    // The multiple-label PDF (labels tiled on A4) is named apart from the single label.
    const sheet = await get(`${PDF}?dim=3&vseb=5%20l&timestamp=2026-05-20T14:30`)
    expect(sheet.res.headers.get('content-disposition')).toContain(
      'filename="Fixture Degreaser Pro_A4-4x105x148mm_5 l_05_20_2026 14_30.pdf"',
    )
    expect(labelFileName({ product: 'A/B: "C"', dimension: '52 x 74 mm', contents: '1/2 l', stamp: '01_02_2026 03_04', ext: 'pdf' })).toBe(
      'AB C_52x74mm_12 l_01_02_2026 03_04.pdf',
    )
    expect(dateStamp('1779287400000')).toBe('05_20_2026 14_30')
    expect(dateStamp('yesterday')).toBeUndefined()
  })

  it('answers a strong ETag and 304 for it; other parameters, another tag', async () => {
    const first = await get(`${VIEW}?lp=1`)
    const etag = first.res.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get(`${VIEW}?lp=1`, { 'if-none-match': etag })
    expect(again.res.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    // A tag a proxy weakened still revalidates: If-None-Match compares weakly.
    expect((await get(`${VIEW}?lp=1`, { 'if-none-match': `W/${etag}` })).res.status).toBe(304)
    const other = await get(`${VIEW}?lp=1&font=8`)
    expect(other.res.headers.get('etag')).not.toBe(etag)
    const pdf = await get(`${PDF}?lp=1`)
    expect((await get(`${PDF}?lp=1`, { 'if-none-match': pdf.res.headers.get('etag')! })).res.status).toBe(304)
  })

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['dim=99', 'dim'],
      ['xlang=99', 'xlang'],
      ['xlang=1,en', 'xlang'],
      ['xlang=1&rlang=2', 'rlang'],
      ['emb=0', 'emb'],
      ['font=13', 'font'],
      ['fontPN=15', 'fontPN'],
      ['QR=9', 'QR'],
      ['padT=31', 'padT'],
      ['padL=abc', 'padL'],
      ['dim=1&padL=20&padR=20', 'padR'],
      ['pCodes=12345', 'pCodes'],
      [`vseb=${'x'.repeat(61)}`, 'vseb'],
      ['logoON=yes', 'logoON'],
      ['timestamp=tomorrow', 'timestamp'],
      ['lp=2', 'lp'],
      ['dpi=1000', 'dpi'],
    ]
    for (const [query, param] of cases) {
      const { res, bytes } = await get(`${VIEW}?${query.startsWith('lp=') ? query : `lp=1&${query}`}`)
      expect(res.status, query).toBe(400)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      const body = JSON.parse(bytes.toString()) as { detail: string; errors: { pointer: string }[] }
      expect(body.detail, query).toMatch(new RegExp(`^${param}:`))
      expect(body.errors[0]!.pointer).toBe(`/${param}`)
    }
  })

  it('refuses bad PDF parameters with 400 naming the parameter', async () => {
    expect((await get(`${PDF}?margin=1&padB=40`)).res.status).toBe(400)
  })

  it('keeps the Word label, an export for signed-in staff, from anonymous callers', async () => {
    expect((await get(`${DOCX}?labType=2`)).res.status).toBe(401)
  })

  it('answers 404 for unknown products and products without a label', async () => {
    expect((await get('/api/v1/productLabelRender/view/-AAAAAAAAAAAAAAAA?lp=1')).res.status).toBe(404)
    expect((await get(`/api/v1/productLabelRender/view/${id}?lp=1`)).res.status).toBe(404)
    const noLabel = { ...fixtureDossier('primer'), documents: { sds: true, tds: true, label: false, ipi: true } }
    await importFixture(db().kysely, 'primer', noLabel)
    expect((await get(`/api/v1/productLabelRender/pdf/-${FIXTURE.primer.permalink}?lp=1`)).res.status).toBe(404)
  })
})

describeEachDatabase('Word label export', (db) => {
  let app: Awaited<ReturnType<typeof accountApp>>
  let alice: BrowserSession
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`http://portal.test${path}`, { headers })
    return { res, bytes: Buffer.from(await res.arrayBuffer()) }
  }

  beforeEach(async () => {
    await accountWorld(db().kysely)
    const withTransport = changed(fixtureDossier('degreaser'), ['sds', 'transport'], {
      unNumber: 'UN 1090',
      hazardClasses: ['3'],
      packingGroup: 'II',
    })
    await importFixture(db().kysely, 'degreaser', withTransport)
    app = await accountApp(db().kysely, {}, { publicUrl: PUBLIC_URL })
    alice = await signIn(app, ALICE)
  })

  it('refuses bad Word parameters with 400 naming the parameter', async () => {
    const word = await get(`${DOCX}?labType=3`, sessionHeaders(alice))
    expect(word.res.status).toBe(400)
    expect(JSON.parse(word.bytes.toString()).detail).toMatch(/^labType:/)
  })

  it('answers 404 to a user whose workgroup does not have the product, as for an unknown one', async () => {
    const bob = await signIn(app, BOB)
    expect((await get(`${DOCX}?labType=2`, sessionHeaders(bob))).res.status).toBe(404)
    expect((await get(`/api/v1/label/docx/-AAAAAAAAAAAAAAAA?labType=2`, sessionHeaders(bob))).res.status).toBe(404)
  })

  it('answers the label content as Word, read back with its statements in every label language', async () => {
    const { res, bytes } = await get(`${DOCX}?labType=2&xlang=1,3&vseb=1%20l&timestamp=2026-05-20T14:30`, sessionHeaders(alice))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(res.headers.get('content-disposition')).toContain('Fixture Degreaser Pro_100x150mm_1 l_05_20_2026 14_30.docx')
    const { value: text } = await mammoth.extractRawText({ buffer: bytes })
    for (const expected of [
      'Fixture Degreaser Pro',
      'UFI: E600-30P1-S00Y-5079',
      'Danger',
      'Gefahr',
      'H225 Highly flammable liquid and vapour.',
      'H225 Flüssigkeit und Dampf leicht entzündbar.',
      'P305+P351+P338',
      'Contents: 1 l',
      'UN 1090',
    ])
      expect(text).toContain(expected)
    const xml = execFileSync('unzip', ['-p', saved(bytes, 'label.docx'), 'word/document.xml'], { encoding: 'utf8' })
    // 100 x 150 mm in twentieths of a point.
    expect(xml).toMatch(/<w:pgSz w:w="5669" w:h="8504"/)
    expect(count(xml, '<pic:pic')).toBe(3) // two pictograms and the QR code
  })

  it('answers the label as one picture in Word with labType 1', async () => {
    const { res, bytes } = await get(`${DOCX}?labType=1`, sessionHeaders(alice))
    expect(res.status).toBe(200)
    const xml = execFileSync('unzip', ['-p', saved(bytes, 'picture.docx'), 'word/document.xml'], { encoding: 'utf8' })
    expect(count(xml, '<pic:pic')).toBe(1)
    expect(xml).toContain('H225 Highly flammable liquid and vapour.')
  })
})

describeEachDatabase('NiceLabel export', (db) => {
  let app: Awaited<ReturnType<typeof accountApp>>
  let productId: number
  const post = (fields: Record<string, string | string[]>, headers: Record<string, string>) =>
    app.request(`http://portal.test${NICE}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form(fields),
    })

  beforeEach(async () => {
    const world = await accountWorld(db().kysely)
    productId = world.degreaserId
    app = await accountApp(db().kysely)
  })

  it('answers 401 without a signed-in user', async () => {
    const res = await post({ synonym_id: String(productId), xlang: ['1'] }, {})
    expect(res.status).toBe(401)
  })

  it('answers one row per valid label language, read back with exceljs', async () => {
    const alice = await signIn(app, ALICE)
    const res = await post({ synonym_id: String(productId), xlang: ['1', '2', '3', '99'], stavkiOFF: '1' }, sessionHeaders(alice))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toMatch(/filename="Fixture Degreaser Pro_NiceLabel_\d\d_\d\d_\d{4} \d\d_\d\d\.xlsx"/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Label')!
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(
      expect.arrayContaining(['Language', 'Product', 'UFI', 'Signal word', 'Pictograms', 'Hazard statements', 'Precautionary statements']),
    )
    const column = (name: string) => header.indexOf(name) + 1
    const rows = [2, 3, 4].map((r) => sheet.getRow(r))
    expect(sheet.actualRowCount).toBe(4)
    expect(rows.map((r) => r.getCell(column('Language')).value)).toEqual(['en', 'sl', 'de'])
    expect(rows.map((r) => r.getCell(column('Signal word')).value)).toEqual(['Danger', 'Nevarno', 'Gefahr'])
    expect(rows[0]!.getCell(column('Pictograms')).value).toBe('GHS02,GHS07')
    expect(rows[0]!.getCell(column('UFI')).value).toBe('E600-30P1-S00Y-5079')
    // stavkiOFF: statement texts without their numbers.
    expect(String(rows[0]!.getCell(column('Hazard statements')).value).split('\n')).toEqual([
      'Highly flammable liquid and vapour.',
      'Causes serious eye irritation.',
      'May cause drowsiness or dizziness.',
    ])
  })

  it('uses the default label language without xlang, and answers nothing when no language is valid', async () => {
    const alice = await signIn(app, ALICE)
    const one = await post({ synonym_id: String(productId) }, sessionHeaders(alice))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await one.arrayBuffer()) as unknown as ArrayBuffer)
    expect(workbook.getWorksheet('Label')!.actualRowCount).toBe(2)
    const none = await post({ synonym_id: String(productId), xlang: ['99'] }, sessionHeaders(alice))
    expect(none.status).toBe(204)
    expect((await post({ synonym_id: 'abc' }, sessionHeaders(alice))).status).toBe(400)
    expect((await post({ synonym_id: '999999' }, sessionHeaders(alice))).status).toBe(404)
  })

  it('answers a malformed multipart body with 400, not 500', async () => {
    const alice = await signIn(app, ALICE)
    const res = await app.request(`http://portal.test${NICE}`, {
      method: 'POST',
      headers: { ...sessionHeaders(alice), 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="synonym_id"\r\n\r\n1\r\n--WRONG--garbage',
    })
    expect(res.status).toBe(400)
  })

  it('answers 404 for a product of another workgroup: ids cannot be walked through to export the catalogue', async () => {
    const bob = await signIn(app, BOB)
    const res = await post({ synonym_id: String(productId), xlang: ['1'] }, sessionHeaders(bob))
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
  })
})

describe('label file names', () => {
  it('stamp the server time in UTC without a timestamp', () => {
    expect(dateStamp(undefined, new Date('2026-01-02T03:04:05Z'))).toBe('01_02_2026 03_04')
  })
})
