import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * Every page type fits every phone: at 320, 360 and 390 px and in every interface language the page
 * never scrolls sideways (wide tables scroll inside their own box) and the bottom bar's tabs are all
 * on screen. One navigation per page and language; the widths are set on the loaded page.
 */
const WIDTHS = [320, 360, 390] as const
const INTERFACE_LANGUAGES = ['en', 'sl', 'de', 'hr'] as const
const { full, noSds } = PRODUCTS
/** The methanol fuel: long German service names, three pictograms, transport tables. */
const FUEL = 'rlo7c_2JIOncAqjg'

const PAGES: { name: string; path: (il: string) => string; dossier: boolean }[] = [
  { name: 'start page', path: () => '/p/', dossier: false },
  { name: 'saved sheets', path: () => '/p/saved', dossier: false },
  { name: 'sign-in', path: () => '/p/signin', dossier: false },
  { name: 'dossier home (pd)', path: (il) => `/p/${FUEL}/${il}/pd/3`, dossier: true },
  { name: 'dossier home without an SDS', path: (il) => `/p/${noSds.id}/${il}/pd/1`, dossier: true },
  { name: 'detail (pi)', path: (il) => `/p/${FUEL}/${il}/pi/3`, dossier: true },
  { name: 'SDS (gh)', path: (il) => `/p/${full.id}/${il}/gh/3`, dossier: true },
  { name: 'SDS download (gh/…/download)', path: (il) => `/p/${full.id}/${il}/gh/1/download`, dossier: true },
  { name: 'TDS (th)', path: (il) => `/p/${full.id}/${il}/th/1`, dossier: true },
  { name: 'label (ee)', path: (il) => `/p/${full.id}/${il}/ee/1`, dossier: true },
  { name: 'safety instructions (mh)', path: (il) => `/p/${FUEL}/${il}/mh/3`, dossier: true },
  // The server's own page (no script, no bottom bar): the label elements as text.
  { name: 'digital label (dl)', path: (il) => `/p/${FUEL}/${il}/dl/3`, dossier: false },
]

/** What sticks out past the right edge: the deepest elements, for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect()
      if (box.right <= width + 0.5 || box.width === 0) continue
      // Inside a box that scrolls sideways on its own: allowed.
      if (
        el.closest('.sds-table-wrap, .table-scroll, [data-scroll-box]') &&
        !el.matches('.sds-table-wrap, .table-scroll, [data-scroll-box]')
      )
        continue
      if ([...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5)) continue
      out.push(`${el.tagName.toLowerCase()}.${el.className} (${Math.round(box.right)} px): ${el.textContent?.trim().slice(0, 40)}`)
    }
    return out.slice(0, 8)
  })
}

for (const target of PAGES) {
  test(`${target.name} fits 320, 360 and 390 px in en, sl, de and hr`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const il of INTERFACE_LANGUAGES) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(target.path(il))
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
      // The bottom bar is the app's: measure once the app has taken over the first answer's preview.
      await expect(page.locator('#page-preview')).toHaveCount(0, { timeout: 20_000 })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 })
        const where = `${target.path(il)} at ${width} px`
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: where, timeout: 2000 })
          .toBeLessThanOrEqual(0)
          .catch(async (error: unknown) => {
            throw new Error(`${where} scrolls sideways:\n  ${(await overflowing(page)).join('\n  ')}`, { cause: error })
          })
        if (target.dossier) {
          const items = await page
            .locator('.bottom-nav li')
            .evaluateAll((lis) =>
              lis.map((li) => li.getBoundingClientRect()).map((b) => ({ left: b.left, right: b.right, bottom: b.bottom })),
            )
          expect(items.length, where).toBeGreaterThanOrEqual(5)
          for (const item of items) {
            expect(item.left, `${where}: bottom bar tab on screen`).toBeGreaterThanOrEqual(0)
            expect(item.right, `${where}: bottom bar tab on screen`).toBeLessThanOrEqual(width)
            expect(item.bottom, `${where}: bottom bar tab on screen`).toBeLessThanOrEqual(844)
          }
        }
      }
    }
  })
}
