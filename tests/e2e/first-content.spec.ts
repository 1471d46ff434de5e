import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { byThePage, expect, test } from './support/fixtures.ts'
import { startSlowHtmlProxy } from './support/slow-html.ts'

/**
 * A document page's document (the SDS, the safety instructions, the TDS) is in the first HTML
 * answer of a navigation: it can be read before the app's code has loaded, and without JavaScript
 * at all. The app then adopts that very document (no second download) and replaces it in one
 * frame, so nothing on the page moves.
 */
const { full } = PRODUCTS

interface DocumentPage {
  name: string
  path: string
  /** The document's API call, which the app must not make a second time. */
  api: string
  /** The document as the app shows it. */
  article: string
  /** A section title of the document, as the first answer has it. */
  section: RegExp
  sectionName: RegExp
  sections: number
  /** Markup in the middle of the document's first screen, where a slow network may pause. */
  middle: string
  /** A landmark only the app's own page has, around the document. */
  appOnly: (page: Page) => ReturnType<Page['getByRole']>
}

const PAGES: DocumentPage[] = [
  {
    name: 'SDS',
    path: `/p/${full.id}/en/gh/1`,
    api: '/sdsRender/view/',
    article: 'article.sds',
    section: /<h2 class="sds-section__title"><span class="sds-section__number">2<\/span> [^<]*Hazards identification/i,
    sectionName: /Hazards identification/i,
    sections: 16,
    // Inside the QR code's figure: before its caption, the figure is narrower and the code sits elsewhere.
    middle: '<figcaption class="sds-qr__caption">',
    appOnly: (page) => page.getByRole('navigation', { name: 'Sections of the safety data sheet' }),
  },
  {
    name: 'safety instructions',
    path: `/p/${full.id}/en/mh/1`,
    api: '/sdsRender/ipi/',
    article: 'article.ipi',
    section: /<h2 class="ipi-section__title">Hazards to humans and the environment<\/h2>/,
    sectionName: /Hazards to humans and the environment/,
    sections: 5,
    // Inside the QR code's figure: before its caption, the figure is narrower and the code sits elsewhere.
    middle: '<figcaption class="ipi-qr__caption">',
    appOnly: (page) => page.getByRole('button', { name: /^QR code / }),
  },
  {
    name: 'TDS',
    path: `/p/${full.id}/en/th/1`,
    api: '/p/tds/view/',
    article: 'article.tds',
    section: /<h2 class="tds-section__title">Product description<\/h2>/,
    sectionName: /Product description/,
    sections: 7,
    middle: '<h2 class="tds-section__title">',
    appOnly: (page) => page.getByRole('button', { name: 'Download PDF (A4)' }),
  },
]

/** Records every layout shift the reader did not cause, from the page's first frame on. */
const layoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })

/** The page's layout shift score so far (0: nothing moved on its own). */
const shiftedSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))

/**
 * Notes whether the page's first frame already had the app's root element, which the server puts
 * right after the preview: then the preview was painted whole, never half of it.
 */
const firstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameHadRoot: boolean }).firstFrameHadRoot = document.getElementById('root') !== null
    })
  })

/**
 * A slow network delivers a long page in parts, and the browser paints what it has parsed so far.
 * Half a preview moves when the rest arrives: a QR code's figure widens with its caption, and the
 * code in it jumps sideways. The page holds its first frame until the preview is complete.
 */
const arrivesInParts = (path: string, middle: string, ready: (page: Page) => Promise<void>) =>
  test('a page that arrives in parts is painted whole: never half a preview, nothing moves', async ({ page, baseURL }) => {
    const proxy = await startSlowHtmlProxy(baseURL!, { path, splitBefore: middle, pauseMs: 1500 })
    try {
      await layoutShifts(page)
      await firstFrame(page)
      await page.goto(`${proxy.origin}${path}`)
      await ready(page)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { firstFrameHadRoot?: boolean }).firstFrameHadRoot)).toBe(true)
      expect(await shiftedSoFar(page)).toBe(0)
    } finally {
      // The app keeps loading code after the page is ready: its context goes before the proxy does.
      await page.context().close()
      await proxy.close()
    }
  })

for (const doc of PAGES) {
  test.describe(`the ${doc.name} page`, () => {
    test('the first answer of a navigation holds the document', async ({ page }) => {
      const response = await page.goto(doc.path)
      const html = await response!.text()
      expect(html).toContain('<main id="page-preview"')
      expect(html).toMatch(doc.section)
      expect(html).toContain(full.name)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the document can be read: every section, no loader over it', async ({ page }) => {
        await page.goto(doc.path)
        await expect(page.getByRole('heading', { name: doc.sectionName })).toBeVisible()
        await expect(page.locator(`${doc.article} h2[class$="-section__title"]`)).toHaveCount(doc.sections)
        await expect(page.locator('#boot-loader')).toBeHidden()
        await expect(page.getByText('needs JavaScript')).toHaveCount(0)
      })
    })

    test('the app takes the document over without downloading it again and without moving it', async ({ page }) => {
      await layoutShifts(page)
      const documentCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes(doc.api) && !request.url().includes('/pdf') && byThePage(request)) documentCalls.push(request.url())
      })
      await page.goto(doc.path)
      // The app's own page, with the document in it; the preview is gone. The reader already has the
      // document (the preview), so how soon the app takes over is the bench's business, not this
      // test's: on a loaded 2-core CI machine the app's start took more than the default 5 s.
      await expect(page.locator(`#root ${doc.article}`)).toBeVisible({ timeout: 20_000 })
      await expect(page.locator('#page-preview')).toHaveCount(0)
      await expect(doc.appOnly(page)).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(documentCalls).toEqual([])
      expect(await shiftedSoFar(page)).toBe(0)
    })

    arrivesInParts(doc.path, doc.middle, (page) => expect(page.locator(`#root ${doc.article}`)).toBeVisible({ timeout: 20_000 }))
  })
}

/**
 * The dossier home's first answer carries its top: the emergency strip, the product's name and
 * supplier and the hazard card, in the address's interface language. The app's own page replaces
 * it in one frame, with the same markup, so nothing moves.
 */
test.describe('the dossier home', () => {
  const path = `/p/${full.id}/en/pd/1`

  test('the first answer of a navigation holds the hazard card', async ({ page }) => {
    const response = await page.goto(path)
    const html = await response!.text()
    expect(html).toContain('<main id="page-preview" data-kind="home"')
    expect(html).toContain(full.name)
    expect(html).toMatch(/<p class="hazard-card__signal" lang="en">Danger<\/p>/)
    expect(html).toMatch(/<span class="hazard-card__code">H225<\/span> Highly flammable liquid and vapour\./)
    expect(html).toMatch(/<span class="hazard-card__code">EUH066<\/span>/)
    expect(html).toContain('href="tel:112"')
  })

  test('the first answer speaks the interface language of the address', async ({ page }) => {
    const html = await (await page.goto(`/p/${full.id}/de/pd/1`))!.text()
    expect(html).toContain('aria-label="Notfallhilfe"')
    expect(html).toContain('1 weiterer Gefahrenhinweis')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the hazard card and the call buttons can be read, no loader over them', async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      const card = page.getByRole('region', { name: 'Hazards' })
      await expect(card.getByText('Danger', { exact: true })).toBeVisible()
      await expect(card.getByRole('img', { name: 'Flammable' })).toBeVisible()
      await expect(card.getByText('Highly flammable liquid and vapour.')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Emergency help' }).getByRole('link', { name: /^Call 112/ })).toBeVisible()
      await expect(page.locator('#boot-loader')).toBeHidden()
      await expect(page.getByText('needs JavaScript')).toHaveCount(0)
    })
  })

  test('the app takes the page over without moving it', async ({ page }) => {
    await layoutShifts(page)
    await page.goto(path)
    // The app's own page, with its tiles; the preview is gone.
    await expect(page.locator('#root [data-hazard-card]')).toBeVisible()
    await expect(page.locator('#root .tiles')).toBeVisible()
    await expect(page.locator('#page-preview')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(await shiftedSoFar(page)).toBe(0)
  })

  arrivesInParts(path, '<section class="hazard-card', (page) => expect(page.locator('#root .tiles')).toBeVisible())
})
