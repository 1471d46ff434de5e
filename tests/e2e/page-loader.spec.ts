import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS

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
  // The product detail is held back until the test has seen the loader: a slow server, without a race.
  let answerDetail!: () => void
  const detailHeld = new Promise<void>((resolve) => (answerDetail = resolve))
  await page.context().route(
    (url) => url.pathname === `/api/v1/products/-${full.id}/detail`,
    async (route) => {
      await detailHeld
      await route.fallback()
    },
  )
  const document = page.waitForResponse((r) => r.request().isNavigationRequest())
  await page.goto(`/p/${full.id}/en/pi/1`, { waitUntil: 'commit' })
  // The loader is in the document itself: it needs no script to show.
  expect(await (await document).text()).toContain('id="boot-loader"')

  // Waits for the loader to be seen (loaderAt stays -1 until then) and for the first paint to be recorded.
  const handle = await page.waitForFunction(
    () => {
      const loaderAt = (window as unknown as { loaderWatch: Watch }).loaderWatch.loaderAt
      const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime
      return loaderAt >= 0 && firstPaint !== undefined && { loaderAt, firstPaint }
    },
    null,
    { polling: 'raf' },
  )
  const { loaderAt, firstPaint } = (await handle.jsonValue()) as { loaderAt: number; firstPaint: number }
  console.log(`loader on screen ${loaderAt.toFixed(0)} ms after navigation; first paint ${firstPaint.toFixed(0)} ms`)
  // The first frames show the loader: never a blank page while the detail is on its way.
  expect(firstPaint).toBeGreaterThan(0)
  expect(loaderAt - firstPaint).toBeLessThan(100)
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached()
  await expect(page.locator('.full-page-loader:visible')).not.toHaveCount(0)

  await expect(page.getByRole('heading', { level: 1, name: full.name })).toHaveCount(0)

  answerDetail()
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(page.locator('#boot-loader')).toHaveCount(0)
  await expect(page.locator('.full-page-loader')).toHaveCount(0)
})
