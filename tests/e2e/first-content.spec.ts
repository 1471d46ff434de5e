import { PRODUCTS } from './support/catalogue.ts'
import { byThePage, expect, test } from './support/fixtures.ts'

/**
 * The SDS page's sheet is in the first HTML answer of a navigation: it can be read before the app's
 * code has loaded, and without JavaScript at all. The app then adopts that very sheet (no second
 * download) and replaces it in one frame, so nothing on the page moves.
 */
const { full } = PRODUCTS
const SDS = `/p/${full.id}/en/gh/1`

test('the first answer of a navigation to the SDS page holds the sheet', async ({ page }) => {
  const response = await page.goto(SDS)
  const html = await response!.text()
  expect(html).toContain('<main id="page-preview"')
  expect(html).toMatch(/<h2 class="sds-section__title"><span class="sds-section__number">2<\/span> [^<]*Hazards identification/i)
  expect(html).toContain(full.name)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sheet can be read: every section, no loader over it', async ({ page }) => {
    await page.goto(SDS)
    await expect(page.getByRole('heading', { name: /Hazards identification/i })).toBeVisible()
    await expect(page.locator('article.sds h2.sds-section__title')).toHaveCount(16)
    await expect(page.locator('#boot-loader')).toBeHidden()
    await expect(page.getByText('needs JavaScript')).toHaveCount(0)
  })
})

test('the app takes the sheet over without downloading it again and without moving it', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const sheetCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/sdsRender/view/') && byThePage(request)) sheetCalls.push(request.url())
  })
  await page.goto(SDS)
  // The app's own page, with the sheet in it; the preview is gone.
  await expect(page.locator('#root article.sds')).toBeVisible()
  await expect(page.locator('#page-preview')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Sections of the safety data sheet' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(sheetCalls).toEqual([])
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
})
