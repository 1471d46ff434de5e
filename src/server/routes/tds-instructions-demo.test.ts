import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docLanguageById } from '#shared/languages'
import { pageSize, poppler, DOCUMENT_TEXTS } from '#test-support/server/sds.ts'
import { demoContext, expectProblem, type DemoContext, type DemoProduct } from '#test-support/server/demo-context.ts'

/**
 * Every TDS and every set of safety instructions of the demo catalogue, whatever the products hold:
 * each product that offers them, in each of its valid languages, with the sections its data calls
 * for, as HTML and as PDF (A4; the instructions also as an A2 poster).
 */
let ctx: DemoContext
beforeAll(async () => {
  ctx = await demoContext()
})
afterAll(() => ctx.close())

const words = (text: string) => text.replace(/\s+/g, ' ')
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer())
const offersTds = (p: DemoProduct) => p.file.tdsEnabled && p.file.documents.tds && p.file.tdsVersions.length > 0
const offersInstructions = (p: DemoProduct) => p.file.documents.ipi && p.sdsLangs.length > 0

function expectedTdsSections(p: DemoProduct, lang: string): string[] {
  const { recommendations, parameters, synonyms } = p.file
  const has = (text: Partial<Record<string, string>> | undefined) => Boolean(text?.[lang])
  return [
    'description',
    ...(has(recommendations.use) ? ['use'] : []),
    ...(has(recommendations.levels) ? ['levels'] : []),
    ...(has(recommendations.specialFeatures) ? ['features'] : []),
    ...(parameters.length > 0 ? ['parameters'] : []),
    'handling',
    ...(synonyms.some((s) => s.articles.length > 0) ? ['packaging'] : []),
  ]
}

const TDS_TITLES: Record<string, string> = {
  description: 'doc:tds:description',
  use: 'doc:tds:use',
  levels: 'doc:tds:levels',
  features: 'doc:tds:features',
  parameters: 'doc:tds:parameters',
  handling: 'doc:tds:handling',
  packaging: 'doc:tds:packaging',
}

describe('TDS of the demo catalogue', () => {
  it('has products with and without a TDS', () => {
    expect(ctx.products.filter(offersTds).length).toBeGreaterThan(2)
    expect(ctx.products.filter((p) => !offersTds(p)).length).toBeGreaterThan(0)
  })

  it('renders every product that offers one, in each valid TDS language, with the sections its data has', async () => {
    for (const p of ctx.products.filter(offersTds)) {
      expect(p.tdsLangs.length, p.permalink).toBeGreaterThan(0)
      for (const langId of p.tdsLangs) {
        const lang = docLanguageById(langId)!.code
        const path = `/api/v1/p/tds/view/${langId}/-${p.permalink}`
        const res = await ctx.app.request(path)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
        const { html } = (await res.json()) as { html: string }
        const dom = JSDOM.fragment(html)
        const article = dom.querySelector('article.tds')!
        expect(article.getAttribute('lang'), path).toBe(lang)
        expect(article.getAttribute('data-tds-version'), path).toBe(p.file.tdsVersions[0]!.number)
        const sections = [...dom.querySelectorAll('section.tds-section')]
        expect(
          sections.map((s) => s.getAttribute('data-section')),
          path,
        ).toEqual(expectedTdsSections(p, lang))
        expect(sections.map((s) => s.querySelector('h2')!.textContent)).toEqual(
          expectedTdsSections(p, lang).map((id) => DOCUMENT_TEXTS[TDS_TITLES[id]!]![lang]),
        )
        const text = dom.textContent!
        expect(text, path).toContain(p.file.description[lang as 'en']!)
        for (const category of p.file.parameters) {
          for (const item of category.items) expect(text, path).toContain(item.value[lang as 'en']!)
        }
        for (const article of p.file.synonyms.flatMap((s) => s.articles)) expect(text, path).toContain(article.code)

        const pdf = await ctx.app.request(`/api/v1/p/tds/pdf/${langId}/-${p.permalink}`)
        expect(pdf.status, path).toBe(200)
        expect(pdf.headers.get('content-type')).toBe('application/pdf')
        const file = await bytes(pdf)
        expect(pageSize(file)).toEqual({ width: 595.28, height: 841.89, paper: 'A4' })
        const pdfText = words(poppler('pdftotext', file))
        expect(pdfText, path).toContain(DOCUMENT_TEXTS['doc:tds:title']![lang])
        expect(pdfText, path).toContain(p.file.name)
        for (const id of expectedTdsSections(p, lang)) expect(pdfText, path).toContain(DOCUMENT_TEXTS[TDS_TITLES[id]!]![lang])
      }
    }
  }, 240_000) // the acetone cleaner's TDS alone is rendered in 26 languages

  it('answers 404 for products without a TDS, and 400 for languages whose TDS is not valid', async () => {
    for (const p of ctx.products) {
      if (!offersTds(p)) {
        await expectProblem(await ctx.app.request(`/api/v1/p/tds/view/1/-${p.permalink}`), 404)
        await expectProblem(await ctx.app.request(`/api/v1/tds/pdf/1/${p.permalink}`), 404)
        continue
      }
      const invalid = [1, 2, 3, 4].find((l) => !p.tdsLangs.includes(l))!
      await expectProblem(await ctx.app.request(`/api/v1/p/tds/view/${invalid}/-${p.permalink}`), 400, 'lang')
      await expectProblem(await ctx.app.request(`/api/v1/p/tds/pdf/${invalid}/-${p.permalink}`), 400, 'lang')
    }
  })
})

describe('safety instructions of the demo catalogue', () => {
  it('renders every product with a valid SDS language, in each of them, as HTML, A4 and A2 PDF', async () => {
    const withInstructions = ctx.products.filter(offersInstructions)
    expect(withInstructions.length).toBeGreaterThan(5)
    for (const p of withInstructions) {
      for (const langId of p.sdsLangs) {
        const lang = docLanguageById(langId)!.code
        const path = `/api/v1/sdsRender/ipi/-${p.permalink}/${langId}/P`
        const res = await ctx.app.request(path)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
        const dom = JSDOM.fragment(await res.text())
        expect(dom.querySelector('article.ipi')!.getAttribute('lang')).toBe(lang)
        expect(dom.querySelector('article.ipi')!.getAttribute('data-version-id')).toBe(String(p.versions[0]))
        expect(
          [...dom.querySelectorAll('section.ipi-section')].map((s) => s.getAttribute('data-section')),
          path,
        ).toEqual(['hazards', 'protection', 'emergency', 'first-aid', 'disposal'])
        expect(
          [...dom.querySelectorAll('.ipi-pictogram')].map((li) => li.getAttribute('data-code')),
          path,
        ).toEqual(p.file.hazards.pictograms)
        expect(dom.querySelector('.ipi-signal-word') !== null, path).toBe(p.file.hazards.signalWord !== null)
        const codes = [...dom.querySelectorAll('.ipi-statement__code')].map((c) => c.textContent)
        expect(codes.sort(), path).toEqual(p.file.hazards.statements.map((s) => s.code).sort())
        if (p.file.emergencyPhone) expect(dom.querySelector('#ipi-section-emergency')!.textContent, path).toContain(p.file.emergencyPhone)

        for (const format of ['A4', 'A2'] as const) {
          const pdf = await ctx.app.request(`/api/v1/sdsRender/ipi/-${p.permalink}/${langId}/pdf?format=${format}`)
          expect(pdf.status, `${path} ${format}`).toBe(200)
          const file = await bytes(pdf)
          const size = pageSize(file)
          expect(size.paper, `${path} ${format}`).toBe(format)
          expect([Math.round(size.width), Math.round(size.height)]).toEqual(format === 'A4' ? [595, 842] : [1191, 1684])
          const text = words(poppler('pdftotext', file))
          expect(text, path).toContain(DOCUMENT_TEXTS['doc:ipi:title']![lang]!.toUpperCase())
          expect(text, path).toContain(DOCUMENT_TEXTS['doc:ipi:firstAid']![lang]!.toUpperCase())
          expect(text, path).toContain(p.file.name)
        }
      }
    }
  }, 240_000) // the acetone cleaner alone has 26 languages × HTML, A4 and A2

  it('answers 400 for languages that are not valid SDS languages of a product', async () => {
    for (const p of ctx.products.filter((x) => x.file.documents.ipi)) {
      const invalid = [1, 2, 3, 4].find((l) => !p.sdsLangs.includes(l))
      if (invalid === undefined) continue
      await expectProblem(await ctx.app.request(`/api/v1/sdsRender/ipi/-${p.permalink}/${invalid}/P`), 400, 'lang')
      await expectProblem(await ctx.app.request(`/api/v1/sdsRender/ipi/-${p.permalink}/${invalid}/pdf`), 400, 'lang')
    }
  })
})
