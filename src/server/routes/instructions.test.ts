import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permalinkUrl, qrDataUrl } from '../products/detail.ts'
import { catalogueChanged } from '../repos/catalogue-generation.ts'
import { DEMO_PUBLIC_URL, demoContext, expectProblem, type DemoContext } from '#test-support/server/demo-context.ts'

/** The safety-instruction calls (sdsRender/ipi) on the demo product with three SDS versions. */
const ID = 'uIw9ByCUgkide7d8'
const NO_SDS = '5_ImB6Y_9Waba_4l'
/** Caustic soda: its sheets are in English, Slovenian and German only. */
const THREE_LANGUAGES = '/api/v1/sdsRender/ipi/-DnBHAl_J_ifZuYfM'
const HTML = `/api/v1/sdsRender/ipi/-${ID}`
let ctx: DemoContext
let versions: number[]
beforeAll(async () => {
  ctx = await demoContext()
  versions = ctx.products.find((p) => p.permalink === ID)!.versions
})
afterAll(() => ctx.close())

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers })
const latin1 = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('latin1')
const fragment = async (res: Response) => JSDOM.fragment(await res.text())

describe('GET sdsRender/ipi/-{id}/{lang}/P', () => {
  it('answers the instructions as an HTML fragment under both prefixes, revalidated by a strong ETag', async () => {
    for (const prefix of ['/api/v1/sdsRender', '/api/sdsRender']) {
      const res = await get(`${prefix}/ipi/-${ID}/2/P`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-language')).toBe('sl')
      const etag = res.headers.get('etag')!
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
      const dom = await fragment(res)
      expect(dom.querySelector('.ipi-header__document')!.textContent).toBe('Navodila za varno delo')
      const again = await get(`${prefix}/ipi/-${ID}/2/P`, { 'If-None-Match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
  })

  it('carries the QR code of the permalink by default and with qrCode=1, none with qrCode=0', async () => {
    const expected = await qrDataUrl(permalinkUrl(DEMO_PUBLIC_URL, ID))
    for (const query of ['', '?qrCode=1']) {
      const dom = await fragment(await get(`${HTML}/1/P${query}`))
      // The image is exactly the QR code of the permalink (the same encoder and options).
      expect(dom.querySelector('.ipi-qr__image')!.getAttribute('src')).toBe(expected)
      expect(dom.querySelector('article.ipi')!.getAttribute('data-qr')).toBe('1')
    }
    const without = await fragment(await get(`${HTML}/1/P?qrCode=0`))
    expect(without.querySelector('.ipi-qr')).toBeNull()
    expect(without.querySelector('article.ipi')!.getAttribute('data-qr')).toBe('0')
  })

  it('shows the version asked for, the current one by default', async () => {
    const current = await fragment(await get(`${HTML}/1/P`))
    expect(current.querySelector('article.ipi')!.getAttribute('data-version-id')).toBe(String(versions[0]))
    const oldest = await fragment(await get(`${HTML}/1/P?version=${versions[2]}`))
    expect(oldest.querySelector('article.ipi')!.getAttribute('data-version-id')).toBe(String(versions[2]))
    // Version 1.0 had fewer precautionary statements than 3.0.
    expect(oldest.querySelectorAll('.ipi-statement').length).toBeLessThan(current.querySelectorAll('.ipi-statement').length)
  })

  it.each([
    ['an unknown product', `/api/v1/sdsRender/ipi/-AAAAAAAAAAAAAAAA/1/P`, 404, undefined],
    ['a product without a valid SDS language', `/api/v1/sdsRender/ipi/-${NO_SDS}/1/P`, 400, 'lang'],
    ['a language that is not valid for the product', `${THREE_LANGUAGES}/4/P`, 400, 'lang'],
    ['a language that is no id', `${HTML}/de/P`, 400, 'lang'],
    ['an unknown version', `${HTML}/1/P?version=999999`, 400, 'version'],
    ['a version that is no id', `${HTML}/1/P?version=3.0`, 400, 'version'],
    ['a QR option other than 0 or 1', `${HTML}/1/P?qrCode=yes`, 400, 'qrCode'],
    ['another kind than P or pdf', `${HTML}/1/X`, 404, undefined],
  ])('answers a problem for %s', async (_, path, status, field) => {
    await expectProblem(await get(path), status, field)
  })

  it('answers 404 when the product has no safety instructions', async () => {
    await ctx.db.kysely.updateTable('products').set({ doc_ipi: 0 }).where('permalink', '=', ID).execute()
    await catalogueChanged(ctx.db.kysely)
    try {
      expect((await expectProblem(await get(`${HTML}/1/P`), 404)).title).toBe('No safety instructions')
    } finally {
      await ctx.db.kysely.updateTable('products').set({ doc_ipi: 1 }).where('permalink', '=', ID).execute()
      await catalogueChanged(ctx.db.kysely)
    }
  })
})

describe('GET sdsRender/ipi/-{id}/{lang}/pdf', () => {
  it('names the download SI_{type}_MM_DD_YYYY HH_mm.pdf after the client time', async () => {
    const a4 = await get(`${HTML}/1/pdf?format=A4&timestamp=2026-05-20T14:30`)
    expect(a4.status).toBe(200)
    expect(a4.headers.get('content-type')).toBe('application/pdf')
    expect(a4.headers.get('content-disposition')).toBe(
      `attachment; filename="SI_A4_05_20_2026 14_30.pdf"; filename*=UTF-8''SI_A4_05_20_2026%2014_30.pdf`,
    )
    const a2 = await get(`${HTML}/1/pdf?format=a2&timestamp=2026-12-01T09:05`)
    expect(a2.headers.get('content-disposition')).toContain('filename="SI_A2_12_01_2026 09_05.pdf"')
    // Without a client time: the server's, in the same form.
    const now = await get(`${HTML}/1/pdf`)
    expect(now.headers.get('content-disposition')).toMatch(/filename="SI_A4_\d{2}_\d{2}_\d{4} \d{2}_\d{2}\.pdf"/)
  })

  it('keeps a version’s address for good, revalidates the current one, and answers 304 to its ETag', async () => {
    const pinned = await get(`${HTML}/1/pdf?version=${versions[0]}&timestamp=2026-05-20T14:30`)
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const current = await get(`${HTML}/1/pdf`)
    expect(current.headers.get('cache-control')).toBe('no-cache')
    expect(current.headers.get('etag')).toBe(pinned.headers.get('etag'))
    expect((await get(`${HTML}/1/pdf`, { 'If-None-Match': current.headers.get('etag')! })).status).toBe(304)
    expect((await get(`${HTML}/1/pdf?format=A2`)).headers.get('etag')).not.toBe(current.headers.get('etag'))
  })

  it('draws the QR code with a link to the permalink only when asked for', async () => {
    const url = permalinkUrl(DEMO_PUBLIC_URL, ID)
    for (const format of ['A4', 'A2']) {
      expect(await latin1(await get(`${HTML}/1/pdf?format=${format}`))).toContain(`/URI (${url})`)
      expect(await latin1(await get(`${HTML}/1/pdf?format=${format}&qrCode=0`))).not.toContain('/URI')
    }
  })

  it.each([
    ['a paper format other than A4 or A2', `${HTML}/1/pdf?format=A3`, 'format'],
    ['a time it cannot read', `${HTML}/1/pdf?timestamp=yesterday`, 'timestamp'],
    ['a QR option other than 0 or 1', `${HTML}/1/pdf?qrCode=2`, 'qrCode'],
    ['a language that is not valid', `${THREE_LANGUAGES}/4/pdf`, 'lang'],
  ])('answers 400 naming the parameter for %s', async (_, path, field) => {
    await expectProblem(await get(path), 400, field)
  })
})
