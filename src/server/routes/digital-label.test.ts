import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docLanguageById } from '#shared/languages'
import { labelPrecautions } from '../render/label/statement-rules.ts'
import { demoContext, type DemoContext } from '#test-support/server/demo-context.ts'

/**
 * The digital label page (CLP Article 34b) of every demo product in every label language: complete
 * HTML under 20 KB holding every label element the dossier file gives, in the printed label's order,
 * apart from the product's other texts; and the refusals of the label calls for what has no label.
 */
let demo: DemoContext
beforeAll(async () => {
  demo = await demoContext()
}, 120_000)
afterAll(async () => {
  await demo.close()
})

const page = (permalink: string, lang: number | string, il = 'en') => `/p/${permalink}/${il}/dl/${lang}`
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
const FORMALDEHYDE = 'APlKLSLHAXDc0DRT'
const WALL_PAINT = '5_ImB6Y_9Waba_4l'

describe('the digital label page', () => {
  it('holds every label element of every demo product in each of its label languages, under 20 KB', async () => {
    let pages = 0
    for (const product of demo.products) {
      const file = product.file
      if (!file.documents.label || product.sdsLangs.length === 0) continue
      const onLabel = file.hazards.statements.filter((s) => s.onLabel).map((s) => s.code)
      const codes = [...onLabel.filter((c) => !c.startsWith('P')), ...labelPrecautions(onLabel.filter((c) => c.startsWith('P')))]
      const ufis = [...new Set(file.synonyms.map((s) => s.ufi).filter(Boolean))]
      for (const langId of product.sdsLangs) {
        const code = docLanguageById(langId)!.code
        const where = `${product.permalink} ${code}`
        const res = await demo.app.request(page(product.permalink, langId))
        expect(res.status, where).toBe(200)
        expect(res.headers.get('content-type'), where).toBe('text/html; charset=utf-8')
        const bytes = Buffer.from(await res.arrayBuffer())
        expect(bytes.byteLength, where).toBeLessThan(20 * 1024)
        const html = bytes.toString('utf8')
        expect(html, where).toContain(`<html lang="${code}">`)
        const [label = '', rest = ''] = html.split('</article>')
        const text = decode(label)
        const expected = [
          file.name,
          ...ufis,
          file.supplier.name,
          file.supplier.address,
          file.supplier.phone,
          ...(file.packaging?.nominalQuantity ? [file.packaging.nominalQuantity] : []),
          ...codes,
        ]
        for (const e of expected) expect(text, `${where}: ${e}`).toContain(e)
        // Pictograms as images named in the page's language; the signal word in it too.
        for (const p of file.hazards.pictograms ?? []) {
          const name = demo.library.text(`pictogram:${p}`, code) ?? demo.library.text(`pictogram:${p}`, 'en')
          expect(label, `${where}: ${p}`).toContain(`src="/api/v1/pictograms/${p}.svg" alt="${name}"`)
        }
        if (file.hazards.signalWord) expect(text, where).toContain(demo.library.text(`signal:${file.hazards.signalWord}`, code)!)
        // The supplier's telephone and the emergency numbers can be called with one tap.
        expect(label, where).toContain(`href="tel:${file.supplier.phone.replace(/(?!^\+)[^0-9]/g, '')}"`)
        expect(rest, where).toContain('href="tel:112"')
        // The printed label's order: identifier, UFI, pictograms, signal word, H, P, supplemental, supplier, quantity.
        const at = (needle: string) => text.indexOf(needle)
        const order = [file.name, ...ufis.slice(0, 1), ...codes.filter((c) => c.startsWith('H')).slice(0, 1)]
        const firstP = codes.find((c) => c.startsWith('P'))
        if (firstP) order.push(firstP)
        order.push(file.supplier.name)
        for (let i = 1; i < order.length; i++)
          expect(at(order[i]!), `${where}: ${order[i]} after ${order[i - 1]}`).toBeGreaterThan(at(order[i - 1]!))
        // Product description and use texts are outside the label's article.
        const description = file.description?.[code as keyof typeof file.description]
        if (description) {
          expect(text, where).not.toContain(description.slice(0, 40))
          expect(decode(rest), where).toContain(description.slice(0, 40))
        }
        pages++
      }
    }
    expect(pages).toBeGreaterThan(30)
  }, 120_000)

  it('puts the hazard group first and the Article 28(3) and professional-use content of the formaldehyde label in it', async () => {
    const html = await (await demo.app.request(page(FORMALDEHYDE, 1))).text()
    const text = decode(html)
    expect(text).toMatch(/Signal word: Danger/)
    expect(text.indexOf('Danger')).toBeLessThan(text.indexOf('H350'))
    expect(text).toContain('Contains: formaldehyde, methanol')
    expect(text).toContain('P405 Store locked up.')
    expect(text.indexOf('Restricted to professional users')).toBeGreaterThan(text.indexOf('P405'))
    expect(text).toContain('Contents: 1 l')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toMatch(/<script/i)
  })

  it('answers with a strong ETag, 304 when it matches, and a CSP that allows exactly its own stylesheet', async () => {
    const first = await demo.app.request(page(FORMALDEHYDE, 1))
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('x-robots-tag')).toBe('noindex')
    const style = /<style>(.*?)<\/style>/s.exec(await first.text())![1]!
    const hash = createHash('sha256').update(style).digest('base64')
    expect(first.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`)
    expect(first.headers.get('content-security-policy')).toContain("script-src 'none'")
    const again = await demo.app.request(page(FORMALDEHYDE, 1), { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('refuses like the label calls: 404 for an unknown product or a language without a label, 409 without any label language', async () => {
    const json = async (path: string, status: number) => {
      const res = await demo.app.request(path)
      expect(res.status, path).toBe(status)
      expect(res.headers.get('content-type'), path).toBe('application/problem+json')
    }
    await json(page('unknownProduct0000', 1), 404)
    await json(page('no', 1), 404)
    await json(page(WALL_PAINT, 1), 409)
    // Formaldehyde has no Bulgarian label; 999 is no language; 'xx' is no interface language.
    await json(page(FORMALDEHYDE, 7), 404)
    await json(page(FORMALDEHYDE, 999), 404)
    await json(page(FORMALDEHYDE, 1, 'xx'), 404)
    // A browser (a scanned code) gets the refusal as a page.
    const res = await demo.app.request(page('unknownProduct0000', 1), { headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<h1>Product dossier not found</h1>')
  })
})

describe('indexing', () => {
  it('serves robots.txt that lets crawlers see the pages (and their noindex) but not the API', async () => {
    const res = await demo.app.request('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /api/')
    expect(text).not.toMatch(/Disallow: \/p/)
    expect((await demo.app.request('/api/v1/pictograms/GHS02.svg')).headers.get('x-robots-tag')).toBe('noindex')
  })
})
