import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createLogger } from '../log.ts'
import { DEMO_PUBLIC_URL, demoContext, type DemoContext, type DemoProduct } from '../../../tests/support/demo-test-context.ts'

/**
 * The first answer of a navigation to an SDS page carries the sheet, so it can be read before (and
 * without) the app's code: the same bytes the SDS API answers, inside the shell.
 */
const SHELL =
  '<!doctype html><html><body><div id="root"></div><noscript>This portal needs JavaScript to show product dossiers.</noscript><script type="module" src="/p/assets/app.js"></script></body></html>'

let ctx: DemoContext
let dist: string
let app: ReturnType<typeof createApp>
let product: DemoProduct

beforeAll(async () => {
  ctx = await demoContext()
  dist = mkdtempSync(join(tmpdir(), 'dossier-sds-page-'))
  writeFileSync(join(dist, 'index.html'), SHELL)
  app = createApp({
    db: ctx.db.kysely,
    log: createLogger('silent'),
    appVersion: 'test',
    library: ctx.library,
    publicUrl: DEMO_PUBLIC_URL,
    distDir: dist,
  })
  product = ctx.products.find((p) => p.versions.length > 1 && p.sdsLangs.length > 1)!
})
afterAll(async () => {
  await ctx.close()
  rmSync(dist, { recursive: true, force: true })
})

const navigate = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { accept: 'text/html', ...headers } })
const sheetOf = async (product: DemoProduct, lang: number, query = '') =>
  (await app.request(`/api/v1/sdsRender/view/-${product.permalink}/${lang}${query}`)).text()

describe('the SDS page in the first answer', () => {
  it('puts the current sheet, as the SDS API answers it, into the shell', async () => {
    const lang = product.sdsLangs[0]!
    const res = await navigate(`/p/${product.permalink}/en/gh/${lang}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    const sheet = await sheetOf(product, lang)
    expect(sheet).toContain('<article')
    expect(html).toContain(
      `<main id="page-preview" class="page" data-dossier="${product.permalink}" data-lang="${lang}" data-version="${product.versions[0]}">${sheet}</main><div id="root"></div>`,
    )
    // The sheet makes the shell's "needs JavaScript" sentence untrue.
    expect(html).not.toContain('<noscript>')
  })

  it('shows the version the address names, in the language it names', async () => {
    const [current, older] = product.versions
    const lang = product.sdsLangs[1]!
    const html = await (await navigate(`/p/${product.permalink}/en/gh/${lang}?version=${older}`)).text()
    expect(html).toContain(`data-lang="${lang}" data-version="${older}">${await sheetOf(product, lang, `?version=${older}`)}</main>`)
    expect(html).not.toContain(`data-version="${current}"`)
  })

  it('answers 304 to a revalidation and compresses once per sheet', async () => {
    const path = `/p/${product.permalink}/en/gh/${product.sdsLangs[0]}`
    const first = await navigate(path, { 'accept-encoding': 'br' })
    expect(first.headers.get('content-encoding')).toBe('br')
    const etag = first.headers.get('etag')!
    expect((await navigate(path, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304)
  })

  it.each([
    ['a comparison', (p: DemoProduct) => `/p/${p.permalink}/en/gh/${p.sdsLangs[0]}?compare=${p.versions[1]}`],
    ['a sheet without its QR code', (p: DemoProduct) => `/p/${p.permalink}/en/gh/${p.sdsLangs[0]}?qrCode=0`],
    ['a language the product has no sheet in', (p: DemoProduct) => `/p/${p.permalink}/en/gh/99`],
    ['a version the product does not have', (p: DemoProduct) => `/p/${p.permalink}/en/gh/${p.sdsLangs[0]}?version=999999`],
    ['an unknown product', () => '/p/AAAAAAAAAAAAAAAAAAAA/en/gh/1'],
    ['the dossier home', (p: DemoProduct) => `/p/${p.permalink}/en/pd/1`],
  ])('leaves %s to the app: the plain shell', async (_, path) => {
    const html = await (await navigate(path(product))).text()
    expect(html).toBe(SHELL)
  })
})
