import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '#shared/api/product-detail'
import { PREVIEW_MESSAGES, SHOWN_STATEMENTS } from '#shared/dossier-home-preview'
import { INTERFACE_LANGUAGES } from '#shared/languages'
import type { createApp } from '../app.ts'
import { interfaceCatalog } from '../interface-catalogs.ts'
import { demoContext, demoShellApp, type DemoContext, type DemoProduct } from '#test-support/server/demo-context.ts'

/**
 * The first answer of a navigation to the dossier home carries its top (emergency strip, product
 * name and supplier, hazard card) from the product's own data, with the interface words of the
 * address's language, so a worker reads the hazards before (and without) the app's code.
 */
let ctx: DemoContext
let removeShell: () => void
let app: ReturnType<typeof createApp>
/** A classified product with more hazard statements than the card shows before folding. */
let many: DemoProduct

beforeAll(async () => {
  ctx = await demoContext()
  ;({ app, remove: removeShell } = demoShellApp(ctx))
  for (const p of ctx.products.filter((p) => p.sdsLangs.length > 0)) {
    if ((await detailOf(p, p.sdsLangs[0]!)).health_safety.rshp.data.filter((s) => s.rset !== 'P').length > SHOWN_STATEMENTS) {
      many = p
      break
    }
  }
})
afterAll(async () => {
  await ctx.close()
  removeShell()
})

const navigate = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { accept: 'text/html', ...headers } })
const detailOf = async (p: DemoProduct, lang: number) =>
  (await (await app.request(`/api/v1/products/-${p.permalink}/detail?lang=${lang}`)).json()) as ProductDetail
const previewOf = async (path: string) => {
  const html = await (await navigate(path)).text()
  return { html, preview: new JSDOM(html).window.document.getElementById('page-preview') }
}

describe('the dossier home in the first answer', () => {
  it('holds the name, supplier, signal word, pictograms and every hazard statement of the detail in that language', async () => {
    const lang = many.sdsLangs[0]!
    const detail = await detailOf(many, lang)
    const { html, preview } = await previewOf(`/p/${many.permalink}/en/pd/${lang}`)
    expect(preview).not.toBeNull()
    expect(preview!.dataset).toMatchObject({ kind: 'home', dossier: many.permalink, lang: String(lang) })
    expect(html).toMatch(/<\/main><div id="root"><\/div>/)
    // With the hazards in the page, the shell's "needs JavaScript" sentence is not true.
    expect(html).not.toContain('<noscript>')
    expect(preview!.querySelector('h1')!.textContent).toBe(detail.basic.text)
    expect(preview!.querySelector('.product-heading__supplier')!.textContent).toBe(detail.supplier.name)
    const card = preview!.querySelector('[data-hazard-card]')!
    expect(card.querySelector('.hazard-card__signal')?.textContent).toBe(detail.health_safety.signal_word?.text)
    expect([...card.querySelectorAll('.hazard-card__pictograms img')].map((img) => img.getAttribute('alt'))).toEqual(
      detail.health_safety.pictograms.data.map((p) => p.text),
    )
    const hazards = detail.health_safety.rshp.data.filter((s) => s.rset !== 'P')
    const shown = [...card.querySelectorAll('.hazard-card__statements li')].map((li) => li.textContent)
    expect(shown).toEqual(hazards.map((s) => `${s.rshp_id} ${s.text}`))
    // The statements after the first few fold away behind their count, as in the app.
    expect(card.querySelectorAll('details .hazard-card__statements li')).toHaveLength(hazards.length - SHOWN_STATEMENTS)
    expect(card.querySelector('summary')!.textContent).toBe(
      `${hazards.length - SHOWN_STATEMENTS} more hazard statement${hazards.length - SHOWN_STATEMENTS === 1 ? '' : 's'}`,
    )
  })

  it('offers a call to each emergency number of the sheet and to 112 (Directive (EU) 2018/1972 Art. 109)', async () => {
    const lang = many.sdsLangs[0]!
    const detail = await detailOf(many, lang)
    const { preview } = await previewOf(`/p/${many.permalink}/en/pd/${lang}`)
    const strip = preview!.querySelector('nav.emergency-strip')!
    expect(strip.getAttribute('aria-label')).toBe('Emergency help')
    const calls = [...strip.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'))
    expect(calls).toContain('tel:112')
    for (const line of detail.emergency ?? []) expect(calls).toContain(`tel:${line.number.replace(/(?!^\+)[^0-9]/g, '')}`)
    expect(strip.querySelector('.emergency-first-aid')!.getAttribute('href')).toBe(`/p/${many.permalink}/en/gh/${lang}#sds-section-4`)
  })

  it('speaks the interface language of the address, plurals included', async () => {
    const lang = many.sdsLangs[0]!
    const { preview } = await previewOf(`/p/${many.permalink}/de/pd/${lang}`)
    expect(preview!.querySelector('nav.emergency-strip')!.getAttribute('aria-label')).toBe('Notfallhilfe')
    expect(preview!.querySelector('.emergency-call .visually-hidden')!.textContent).toBe('Anrufen ')
    expect(preview!.querySelector('.hazard-card h2')!.textContent).toBe('Gefahren')
    expect(preview!.querySelector('summary')!.textContent).toMatch(/^\d+ weitere?r? Gefahrenhinweise?$/)
  })

  it('uses only interface texts every catalog translates', () => {
    for (const locale of INTERFACE_LANGUAGES)
      for (const message of Object.values(PREVIEW_MESSAGES))
        expect(interfaceCatalog(locale), `${locale}: ${message}`).toHaveProperty([message])
  })

  it('answers 304 to a revalidation', async () => {
    const path = `/p/${many.permalink}/en/pd/${many.sdsLangs[0]}`
    const etag = (await navigate(path)).headers.get('etag')!
    expect(etag).toMatch(/^"/)
    expect((await navigate(path, { 'if-none-match': etag })).status).toBe(304)
  })

  it('answers the plain shell for an unknown product or interface language', async () => {
    for (const path of ['/p/AAAAAAAAAAAAAAAA/en/pd/1', `/p/${many.permalink}/xx/pd/1`]) {
      const { html, preview } = await previewOf(path)
      expect(preview, path).toBeNull()
      expect(html).toContain('<noscript>')
    }
  })
})
