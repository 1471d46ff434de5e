import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueChanged } from '../repos/catalogue-generation.ts'
import { demoContext, expectProblem, type DemoContext } from '#test-support/server/demo-context.ts'

/** The TDS calls on the demo product with every tab: TDS versions 2 and 1, languages en and sl. */
const ID = 'uIw9ByCUgkide7d8'
const NO_TDS = 'DnBHAl_J_ifZuYfM'
let ctx: DemoContext
beforeAll(async () => {
  ctx = await demoContext()
})
afterAll(() => ctx.close())

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('GET /api/v1/p/tds/view/{lang}/-{id}', () => {
  it('answers { html } with the newest TDS version in the document language, revalidated by a strong ETag', async () => {
    const res = await get(`/api/v1/p/tds/view/2/-${ID}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-language')).toBe('sl')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    const body = (await res.json()) as { html: string }
    expect(Object.keys(body)).toEqual(['html'])
    const article = JSDOM.fragment(body.html).querySelector('article.tds')!
    expect(article.getAttribute('lang')).toBe('sl')
    expect(article.getAttribute('data-tds-version')).toBe('2')
    expect(article.querySelector('.tds-header__document')!.textContent).toBe('Tehnični list')
    expect(body.html).not.toContain('style=')

    const again = await get(`/api/v1/p/tds/view/2/-${ID}`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('shows the TDS version asked for', async () => {
    const older = await get(`/api/v1/p/tds/view/1/-${ID}?version=1`)
    const { html } = (await older.json()) as { html: string }
    expect(JSDOM.fragment(html).querySelector('article.tds')!.getAttribute('data-tds-version')).toBe('1')
    expect(older.headers.get('etag')).not.toBe((await get(`/api/v1/p/tds/view/1/-${ID}`)).headers.get('etag'))
  })

  it('points to the SDS for handling and storage, with the SDS texts of 7.1/7.2 where the product has them', async () => {
    const { html } = (await (await get(`/api/v1/p/tds/view/1/-${ID}`)).json()) as { html: string }
    const handling = JSDOM.fragment(html).querySelector('#tds-section-handling')!
    expect([...handling.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Precautions for safe handling',
      'Conditions for safe storage, including any incompatibilities',
    ])
    expect(handling.textContent).toContain('Storage class (TRGS 510): 3.')
    const other = (await (await get('/api/v1/p/tds/view/1/-1o7wbn1hakol02sw')).json()) as { html: string }
    // Every demo product now has 7.1/7.2 texts: the descaler's TDS shows its own storage text.
    expect(JSDOM.fragment(other.html).querySelector('#tds-section-handling')!.textContent).toContain(
      'keep away from alkalis and hypochlorite cleaners',
    )
  })

  it.each([
    ['an unknown product', `/api/v1/p/tds/view/1/-AAAAAAAAAAAAAAAA`, 404, undefined],
    ['a permalink without its dash', `/api/v1/p/tds/view/1/${ID}`, 404, undefined],
    ['a product without a TDS', `/api/v1/p/tds/view/1/-${NO_TDS}`, 404, undefined],
    ['a language whose TDS is not valid (German)', `/api/v1/p/tds/view/3/-${ID}`, 400, 'lang'],
    ['a language that is no id', `/api/v1/p/tds/view/en/-${ID}`, 400, 'lang'],
    ['a language id that does not exist', `/api/v1/p/tds/view/99/-${ID}`, 400, 'lang'],
    ['an unknown TDS version', `/api/v1/p/tds/view/1/-${ID}?version=7`, 400, 'version'],
  ])('answers a problem for %s', async (_, path, status, field) => {
    await expectProblem(await get(path), status, field)
  })

  it('answers 404 once the TDS is switched off for the product', async () => {
    await ctx.db.kysely.updateTable('products').set({ tds_enabled: 0 }).where('permalink', '=', ID).execute()
    await catalogueChanged(ctx.db.kysely)
    try {
      const body = await expectProblem(await get(`/api/v1/p/tds/view/1/-${ID}`), 404)
      expect(body.title).toBe('No technical data sheet')
    } finally {
      await ctx.db.kysely.updateTable('products').set({ tds_enabled: 1 }).where('permalink', '=', ID).execute()
      await catalogueChanged(ctx.db.kysely)
    }
  })
})

describe('GET /api/v1/p/tds/pdf/{lang}/-{id} and /api/v1/tds/pdf/{lang}/{id}', () => {
  it('answers the same A4 PDF on both paths, named after the product', async () => {
    const answers = await Promise.all(
      [`/api/v1/p/tds/pdf/1/-${ID}`, `/api/v1/tds/pdf/1/${ID}`, `/api/v1/tds/pdf/1/-${ID}`].map((path) => get(path)),
    )
    for (const res of answers) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Solvo Acetone Cleaner - TDS.pdf"; filename*=UTF-8''Solvo%20Acetone%20Cleaner%20-%20TDS.pdf`,
      )
    }
    const [a, b, c] = await Promise.all(answers.map(bytes))
    expect(a!.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(b!.equals(a!)).toBe(true)
    expect(c!.equals(a!)).toBe(true)
  })

  it('answers 304 to a matching If-None-Match and renders other versions apart', async () => {
    const first = await get(`/api/v1/tds/pdf/2/${ID}?version=1`)
    const etag = first.headers.get('etag')!
    expect((await get(`/api/v1/tds/pdf/2/${ID}?version=1`, { 'If-None-Match': etag })).status).toBe(304)
    expect((await get(`/api/v1/tds/pdf/2/${ID}?version=2`)).headers.get('etag')).not.toBe(etag)
  })

  it.each([
    ['a product without a TDS', `/api/v1/tds/pdf/1/${NO_TDS}`, 404, undefined],
    ['a malformed permalink', `/api/v1/tds/pdf/1/not-a-permalink`, 404, undefined],
    ['a language whose TDS is not valid', `/api/v1/p/tds/pdf/3/-${ID}`, 400, 'lang'],
    ['an unknown TDS version', `/api/v1/tds/pdf/1/${ID}?version=x`, 400, 'version'],
  ])('answers a problem for %s', async (_, path, status, field) => {
    await expectProblem(await get(path), status, field)
  })
})
