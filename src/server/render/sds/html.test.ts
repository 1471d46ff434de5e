import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderNoVersionHtml, renderSdsHtml } from './html.ts'
import { escapeHtml } from '../common/html.ts'
import { DOCUMENT_TEXTS, fixtureDocument, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

const fragment = (html: string) => JSDOM.fragment(html)
const QR = 'data:image/svg+xml;base64,PHN2Zy8+'

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

describe('renderSdsHtml', () => {
  it.each(['en', 'sl', 'de'])('renders 16 anchored sections with "n Title" headings and the subsections in %s', async (lang) => {
    const html = renderSdsHtml(await fixtureDocument(ctx, lang), { qrImage: QR })
    const dom = fragment(html)
    const article = dom.querySelector('article.sds')!
    expect(article.getAttribute('lang')).toBe(lang)
    const sections = [...dom.querySelectorAll('section.sds-section')]
    expect(sections.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => `sds-section-${i + 1}`))
    expect(sections.map((s) => s.getAttribute('data-section'))).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)))
    sections.forEach((s, i) => {
      expect(s.querySelector(':scope > h2')!.textContent).toBe(`${i + 1} ${DOCUMENT_TEXTS[`doc:section:${i + 1}`]![lang]}`)
    })
    for (const number of ['1.1', '2.2', '3.2', '8.1', '9.1', '9.2', '14.1', '15.2']) {
      const sub = dom.querySelector(`section[data-subsection="${number}"]`)!
      expect(sub.querySelector(':scope > h3')!.textContent).toBe(`${number} ${DOCUMENT_TEXTS[`doc:section:${number}`]![lang]}`)
    }
    expect(dom.querySelector('#sds-subsection-9-2-1 > h4')!.textContent).toBe(`9.2.1 ${DOCUMENT_TEXTS['doc:section:9.2.1']![lang]}`)
    expect(dom.querySelector('.sds-header__document')!.textContent).toBe(DOCUMENT_TEXTS['doc:title']![lang])
  })

  it('shows pictograms as images of the API with the hazard class as text alternative', async () => {
    const dom = fragment(renderSdsHtml(await fixtureDocument(ctx, 'de')))
    const images = [...dom.querySelectorAll('.sds-pictograms img')]
    expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['/api/v1/pictograms/GHS02.svg', 'Entzündbar'],
      ['/api/v1/pictograms/GHS07.svg', 'Gesundheitsschädlich oder reizend'],
    ])
  })

  it('uses no inline styles (the CSP forbids them) and has the QR code only when asked for', async () => {
    const withQr = renderSdsHtml(await fixtureDocument(ctx, 'en'), { qrImage: QR })
    expect(withQr).not.toMatch(/\sstyle=|<style/i)
    const qr = fragment(withQr).querySelector('.sds-qr img')!
    expect(qr.getAttribute('src')).toBe(QR)
    expect(qr.getAttribute('alt')).toBeTruthy()
    expect(fragment(withQr).querySelector('.sds-qr figcaption')!.textContent).toBe('Scan for the current version')
    const without = renderSdsHtml(await fixtureDocument(ctx, 'en', ctx.versions.current, false))
    expect(without).not.toContain('sds-qr')
  })

  it('puts every identifier in a no-wrap span, so no line splits a CAS, EC, index or REACH number', async () => {
    const dom = fragment(renderSdsHtml(await fixtureDocument(ctx, 'en')))
    const ids = [...dom.querySelectorAll('.sds-table--substances .sds-id')].map((span) => span.textContent)
    expect(ids).toEqual(['67-64-1', '200-662-2', '606-001-00-8', '01-2119471330-49', '67-63-0', '200-661-7', '603-117-00-0'])
  })

  it('escapes every text: a product name with markup comes out as text', async () => {
    const doc = await fixtureDocument(ctx, 'en')
    const evil = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'
    const html = renderSdsHtml({ ...doc, productName: evil, sections: doc.sections.map((s) => ({ ...s, title: `${s.title} "<b>"` })) })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;')
    const dom = fragment(html)
    expect(dom.querySelector('.sds-header__product')!.textContent).toBe(evil)
    expect(dom.querySelectorAll('script')).toHaveLength(0)
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;')
  })

  it('marks a product without version for the app, in the asked language', () => {
    const dom = fragment(renderNoVersionHtml('Ni veljavne različice varnostnega lista', 'sl'))
    const marker = dom.querySelector('div.sds-no-version')!
    expect(marker.getAttribute('data-no-version')).toBe('true')
    expect(marker.textContent).toBe('Ni veljavne različice varnostnega lista')
  })
})
