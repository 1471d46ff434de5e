import QRCode from 'qrcode'
import { beforeEach, expect, it } from 'vitest'
import { productDetailSchema, problemSchema, type ProductDetail } from '../../shared/api/product-detail.ts'
import { enabledDocTabs } from '../../shared/tabs.ts'
import { describeEachDatabase } from '../db/test-databases.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { DEMO, testApp } from '../test-fixtures.ts'

const PUBLIC_URL = 'https://dossier.example'

/** What a client relies on in each demo product's detail answer. */
const expected = {
  acetone: {
    text: 'Solvo Acetone Cleaner',
    brand_style: 'chemicals',
    validLangs: [1, 2, 3],
    validTdsLangs: [1, 2],
    versions: ['3.0', '2.0', '1.0'],
    tds_versions: ['2', '1'],
    revision: { revision: '3.0', revision_lbl: '14.09.2026', created: '2021-03-02', created_lbl: '02.03.2021' },
    flags: { sds_exists: true, tds_exists: true, tds_enabled: true, lang_exists: true },
    doc: { sds: true, tds: true, lbl: true, ipi: true },
    languages: [
      { id: 1, text: 'English', valid: true, created: true, tds_valid: '1', tds_created: '1' },
      { id: 2, text: 'Slovenščina', valid: true, created: true, tds_valid: '1', tds_created: '1' },
      { id: 3, text: 'Deutsch', valid: true, created: true, tds_valid: '0', tds_created: '1' },
    ],
    hasProducer: true,
    tabs: { sds: true, tds: true, label: true, ipi: true },
  },
  caustic: {
    text: 'Sodium Hydroxide Solution 25 %',
    brand_style: 'chemicals',
    validLangs: [1, 2, 3],
    validTdsLangs: [],
    versions: ['1.2'],
    tds_versions: [],
    revision: { revision: '1.2', revision_lbl: '03.11.2025', created: '2022-06-10', created_lbl: '10.06.2022' },
    flags: { sds_exists: true, tds_exists: false, tds_enabled: false, lang_exists: true },
    doc: { sds: true, tds: false, lbl: true, ipi: true },
    languages: [
      { id: 1, text: 'English', valid: true, created: true, tds_valid: '0', tds_created: '0' },
      { id: 2, text: 'Slovenščina', valid: true, created: true, tds_valid: '0', tds_created: '0' },
      { id: 3, text: 'Deutsch', valid: true, created: true, tds_valid: '0', tds_created: '0' },
    ],
    hasProducer: false,
    tabs: { sds: true, tds: false, label: true, ipi: true },
  },
  paint: {
    text: 'Aquamat Interior Wall Paint, white',
    brand_style: 'coatings',
    validLangs: [],
    validTdsLangs: [1, 3],
    versions: ['1.0'],
    tds_versions: ['1'],
    revision: { revision: '1.0', revision_lbl: '01.02.2026', created: '2026-02-01', created_lbl: '01.02.2026' },
    flags: { sds_exists: true, tds_exists: true, tds_enabled: true, lang_exists: true },
    doc: { sds: true, tds: true, lbl: true, ipi: true },
    languages: [
      { id: 1, text: 'English', valid: false, created: true, tds_valid: '1', tds_created: '1' },
      { id: 3, text: 'Deutsch', valid: false, created: false, tds_valid: '1', tds_created: '1' },
    ],
    hasProducer: false,
    tabs: { sds: false, tds: true, label: true, ipi: false },
  },
} as const

describeEachDatabase('GET /api/v1/products/-{id}/detail', (db) => {
  beforeEach(async () => {
    const report = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(report.ok).toBe(true)
  })

  const getDetail = (path: string) => testApp(db().kysely, { publicUrl: PUBLIC_URL }).request(path)

  it.each(Object.keys(expected) as (keyof typeof expected)[])('answers the %s dossier as the app expects it', async (name) => {
    const want = expected[name]
    const { permalink } = DEMO[name]
    const res = await getDetail(`/api/v1/products/-${permalink}/detail`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const detail: ProductDetail = productDetailSchema.parse(await res.json())

    expect(detail.basic).toMatchObject({ id: permalink, text: want.text, brand_style: want.brand_style, ...want.revision })
    expect(detail.validLangs).toEqual(want.validLangs)
    expect(detail.validTdsLangs).toEqual(want.validTdsLangs)
    expect(detail.basic.versions.map((v) => v.text)).toEqual(want.versions)
    expect(detail.basic.tds_versions.map((v) => v.version)).toEqual(want.tds_versions)
    expect(detail.edit_param).toMatchObject({ ...want.flags, doc: want.doc, languages: want.languages })
    expect(detail.edit_param.defaults).toMatchObject({
      label_dim: '4',
      package_size: '2',
      QR: '3',
      xlang: want.validLangs.slice(0, 1).join(','),
    })
    expect(detail.producer !== null).toBe(want.hasProducer)
    expect(enabledDocTabs(detail)).toEqual(want.tabs)
  })

  it('gives distinct numeric ids to versions, the current version first', async () => {
    const detail = productDetailSchema.parse(await (await getDetail(`/api/v1/products/-${DEMO.acetone.permalink}/detail`)).json())
    const ids = detail.basic.versions.map((v) => v.id)
    expect(new Set(ids).size).toBe(3)
    expect(detail.basic.revision).toBe(detail.basic.versions[0]?.text)
  })

  it('carries a QR code: an SVG data URL of the permalink address', async () => {
    const { permalink } = DEMO.caustic
    const detail = productDetailSchema.parse(await (await getDetail(`/api/v1/products/-${permalink}/detail`)).json())
    const prefix = 'data:image/svg+xml;base64,'
    expect(detail.basic.qr.startsWith(prefix)).toBe(true)
    const svg = Buffer.from(detail.basic.qr.slice(prefix.length), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    const render = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    expect(svg).toBe(await render(`${PUBLIC_URL}/p/${permalink}`))
    expect(svg).not.toBe(await render(`${PUBLIC_URL}/p/${DEMO.acetone.permalink}`))
  })

  it('uses the request origin for the QR address when no public URL is configured', async () => {
    const res = await testApp(db().kysely).request(`http://portal.test/api/v1/products/-${DEMO.caustic.permalink}/detail`)
    const detail = productDetailSchema.parse(await res.json())
    const svg = Buffer.from(detail.basic.qr.split(',')[1] ?? '', 'base64').toString('utf8')
    expect(svg).toBe(
      await QRCode.toString(`http://portal.test/p/${DEMO.caustic.permalink}`, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    )
  })

  it.each([
    ['an unknown id', '/api/v1/products/-AAAAAAAAAAAAAAAA/detail'],
    ['a malformed id', '/api/v1/products/-short/detail'],
    ['an id with a forbidden character', '/api/v1/products/-uIw9ByCUgkide7d8.x/detail'],
    ['a malformed percent-encoding', '/api/v1/products/-%E0%A4%A/detail'],
    ['a path without the leading dash', `/api/v1/products/${DEMO.acetone.permalink}/detail`],
  ])('answers 404 problem+json for %s', async (_, path) => {
    const res = await getDetail(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    const body = problemSchema.parse(await res.json())
    expect(body).toMatchObject({ status: 404, title: expect.any(String) })
  })

  it('answers an unknown id exactly as a malformed one: nothing tells them apart', async () => {
    const unknown = await getDetail('/api/v1/products/-AAAAAAAAAAAAAAAA/detail')
    const malformed = await getDetail('/api/v1/products/-short/detail')
    expect(await unknown.text()).toBe(await malformed.text())
  })
})
