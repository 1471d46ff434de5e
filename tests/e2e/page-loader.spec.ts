import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS
const DETAIL_DELAY_MS = 3000

type Watch = { loaderAt: number }

/** Records, from inside the page, when a loader is first on screen (ms since the navigation started). */
const watchLoader = () => {
  const state: Watch = { loaderAt: -1 }
  ;(window as unknown as { loaderWatch: Watch }).loaderWatch = state
  const check = () => {
    const shown = [...document.querySelectorAll('.full-page-loader')].some((el) => getComputedStyle(el).display !== 'none')
    if (shown && getComputedStyle(document.body).display !== 'none' && document.styleSheets.length > 0) state.loaderAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

test('a cold open with a slow product detail shows the loader in its first frames, then the page', async ({ page }) => {
  await page.addInitScript(watchLoader)
  await page.context().route(
    (url) => url.pathname === `/api/v1/products/-${full.id}/detail`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DETAIL_DELAY_MS))
      await route.fallback()
    },
  )
  const document = page.waitForResponse((r) => r.request().isNavigationRequest())
  const started = Date.now()
  await page.goto(`/p/${full.id}/en/pi/1`, { waitUntil: 'commit' })
  // The loader is in the document itself: it needs no script to show.
  expect(await (await document).text()).toContain('id="boot-loader"')

  const handle = await page.waitForFunction(() => (window as unknown as { loaderWatch: Watch }).loaderWatch.loaderAt, null, {
    polling: 'raf',
  })
  const loaderAt = (await handle.jsonValue()) as number
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? 0)
  console.log(`loader on screen ${loaderAt.toFixed(0)} ms after navigation; first paint ${firstPaint.toFixed(0)} ms`)
  // The first frames show the loader: never a blank page while the detail is on its way.
  expect(firstPaint).toBeGreaterThan(0)
  expect(loaderAt - firstPaint).toBeLessThan(100)
  expect(Date.now() - started).toBeLessThan(DETAIL_DELAY_MS)
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached()
  await expect(page.locator('.full-page-loader:visible')).not.toHaveCount(0)

  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible({ timeout: DETAIL_DELAY_MS + 10_000 })
  await expect(page.locator('#boot-loader')).toHaveCount(0)
  await expect(page.locator('.full-page-loader')).toHaveCount(0)
})
