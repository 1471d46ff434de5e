import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { createApp } from '../app.ts'
import { demoContext, demoShellApp, SHELL, type DemoContext, type DemoProduct } from '#test-support/server/demo-context.ts'

/**
 * The first answer of a navigation to a document page (SDS, safety instructions, TDS) carries the
 * document, so it can be read before (and without) the app's code: the same bytes its API answers,
 * inside the shell.
 */
let ctx: DemoContext
let removeShell: () => void
let app: ReturnType<typeof createApp>
let product: DemoProduct
let withTds: DemoProduct
let withoutTds: DemoProduct
let withInstructions: DemoProduct

const offersTds = (p: DemoProduct) => p.file.tdsEnabled && p.file.documents.tds && p.file.tdsVersions.length > 0 && p.tdsLangs.length > 0
const offersInstructions = (p: DemoProduct) => p.file.documents.ipi && p.versions.length > 1 && p.sdsLangs.length > 0

beforeAll(async () => {
  ctx = await demoContext()
  ;({ app, remove: removeShell } = demoShellApp(ctx))
  product = ctx.products.find((p) => p.versions.length > 1 && p.sdsLangs.length > 1)!
  withTds = ctx.products.find(offersTds)!
  withoutTds = ctx.products.find((p) => !p.file.tdsEnabled || !p.file.documents.tds)!
  withInstructions = ctx.products.find(offersInstructions)!
})
afterAll(async () => {
  await ctx.close()
  removeShell()
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
      `<main id="page-preview" class="page" data-kind="sds" data-dossier="${product.permalink}" data-lang="${lang}" data-version="${product.versions[0]}">${sheet}</main><div id="root"></div>`,
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
    ['a page under the SDS page', (p: DemoProduct) => `/p/${p.permalink}/en/gh/${p.sdsLangs[0]}/download`],
  ])('leaves %s to the app: the plain shell', async (_, path) => {
    const html = await (await navigate(path(product))).text()
    expect(html).toBe(SHELL)
  })

  it('gives the dossier home no document: its own preview, which no document page adopts', async () => {
    const html = await (await navigate(`/p/${product.permalink}/en/pd/1`)).text()
    expect(html).toContain('<main id="page-preview" data-kind="home"')
    expect(html).not.toContain('<article')
  })
})

describe('the safety instructions in the first answer', () => {
  const instructionsOf = async (p: DemoProduct, lang: number, query = '') =>
    (await app.request(`/api/v1/sdsRender/ipi/-${p.permalink}/${lang}/P${query}`)).text()

  it('puts the current instructions, as their API answers them, into the shell', async () => {
    const lang = withInstructions.sdsLangs[0]!
    const res = await navigate(`/p/${withInstructions.permalink}/en/mh/${lang}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    const instructions = await instructionsOf(withInstructions, lang)
    expect(instructions).toContain('class="ipi')
    expect(html).toContain(
      `<main id="page-preview" class="page" data-kind="ipi" data-dossier="${withInstructions.permalink}" data-lang="${lang}" data-version="${withInstructions.versions[0]}">${instructions}</main><div id="root"></div>`,
    )
    expect(html).not.toContain('<noscript>')
  })

  it('shows the version the address names', async () => {
    const older = withInstructions.versions[1]!
    const lang = withInstructions.sdsLangs[0]!
    const html = await (await navigate(`/p/${withInstructions.permalink}/en/mh/${lang}?version=${older}`)).text()
    expect(html).toContain(`data-version="${older}">${await instructionsOf(withInstructions, lang, `?version=${older}`)}</main>`)
  })

  it.each([
    ['instructions without their QR code', (p: DemoProduct) => `/p/${p.permalink}/en/mh/${p.sdsLangs[0]}?qrCode=0`],
    ['a language the product has no sheet in', (p: DemoProduct) => `/p/${p.permalink}/en/mh/99`],
    ['a version the product does not have', (p: DemoProduct) => `/p/${p.permalink}/en/mh/${p.sdsLangs[0]}?version=999999`],
  ])('leaves %s to the app: the plain shell', async (_, path) => {
    expect(await (await navigate(path(withInstructions))).text()).toBe(SHELL)
  })

  it('gives an unknown product the plain shell', async () => {
    expect(await (await navigate('/p/AAAAAAAAAAAAAAAAAAAA/en/mh/1')).text()).toBe(SHELL)
  })
})

describe('the TDS in the first answer', () => {
  it('puts the newest TDS, the html of its API answer, into the shell', async () => {
    const lang = withTds.tdsLangs[0]!
    const res = await navigate(`/p/${withTds.permalink}/en/th/${lang}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const answer = (await (await app.request(`/api/v1/p/tds/view/${lang}/-${withTds.permalink}`)).json()) as { html: string }
    expect(answer.html).toContain('<article class="tds')
    expect(html).toContain(
      `<main id="page-preview" class="page" data-kind="tds" data-dossier="${withTds.permalink}" data-lang="${lang}" data-version="${withTds.file.tdsVersions[0]!.number}">${answer.html}</main><div id="root"></div>`,
    )
    expect(html).not.toContain('<noscript>')
  })

  it('answers 304 to a revalidation', async () => {
    const path = `/p/${withTds.permalink}/en/th/${withTds.tdsLangs[0]}`
    const etag = (await navigate(path)).headers.get('etag')!
    expect((await navigate(path, { 'if-none-match': etag })).status).toBe(304)
  })

  it('gives a language without a TDS, and a product without one, the plain shell', async () => {
    const missing = [1, 2, 3, 4, 5, 6].find((l) => !withTds.tdsLangs.includes(l))!
    expect(await (await navigate(`/p/${withTds.permalink}/en/th/${missing}`)).text()).toBe(SHELL)
    expect(await (await navigate(`/p/${withoutTds.permalink}/en/th/1`)).text()).toBe(SHELL)
  })
})
