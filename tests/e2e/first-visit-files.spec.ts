import type { Request } from '@playwright/test'
import { waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS

interface Kept {
  /** Build files (`/p/assets/`, `/p/brand/`) the page loaded that no cache holds. */
  missing: string[]
  /** Loaded files that only the runtime cache holds (not precached): the ones this test is about. */
  keptAtRuntime: string[]
}

/**
 * On a first visit the page loads its files before the service worker controls it. Files left out
 * of the precache (the edition's logo, the online-only chunks) are kept only when they pass through
 * the worker: the page hands it their list when it takes control, and the worker fetches them.
 */
test('a first visit keeps every build file the page loaded, also those it loaded before the service worker took control', async ({
  page,
}) => {
  await page.goto(`/p/${full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)

  const kept = () =>
    page.evaluate(async (): Promise<Kept> => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/p/assets/') || path.startsWith('/p/brand/'))
      const inCache = async (name: string) =>
        new Set((await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname))
      const runtime = await inCache('dossier-assets')
      const precache = new Set<string>()
      for (const name of (await caches.keys()).filter((key) => key.includes('precache')))
        for (const path of await inCache(name)) precache.add(path)
      return {
        missing: loaded.filter((path) => !runtime.has(path) && !precache.has(path)),
        keptAtRuntime: loaded.filter((path) => runtime.has(path) && !precache.has(path)),
      }
    })
  await expect.poll(async () => (await kept()).missing, { timeout: 10_000 }).toEqual([])
  const { keptAtRuntime } = await kept()
  // The logo of the edition and at least one online-only chunk came before the worker was in control.
  expect(keptAtRuntime.some((path) => path.startsWith('/p/brand/'))).toBe(true)
  expect(keptAtRuntime.some((path) => path.startsWith('/p/assets/online-'))).toBe(true)
})

/**
 * The worker's install downloads the whole precache. Registered while the first page was still
 * loading, it competed with that page's own requests (its route code, the product detail: on a busy
 * machine the sheet waited seconds behind it); it now registers once the app shows its first page.
 */
test("the service worker's precache downloads start only after the app shows its first page", async ({ page, context }) => {
  const workerRequests: Request[] = []
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(request)
  })
  // When the app's first page is in place: the server's preview handed over, no page loader left.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root?.firstElementChild || root.querySelector('.full-page-loader') || document.getElementById('page-preview')) return
      ;(window as unknown as { firstPageAt: number }).firstPageAt = performance.timeOrigin + performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  // A slow network for the page's own call: the worker must wait for the page rather than take the connections.
  await page.route('**/api/v1/products/*/detail*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  await page.goto(`/p/${full.id}/en/gh/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  const firstPageAt = await page.evaluate(() => (window as unknown as { firstPageAt?: number }).firstPageAt)
  expect(firstPageAt, 'the app showed its page').toBeDefined()
  // Start times are the browser's own clock (ms since 1970), like the page's timeOrigin.
  const started = await Promise.all(
    workerRequests.map(async (request) => {
      await request.response().catch(() => null)
      return request.timing().startTime
    }),
  )
  expect(started.length, 'the worker fetched its precache').toBeGreaterThan(0)
  expect(Math.min(...started), 'no precache download before the first page').toBeGreaterThanOrEqual(firstPageAt!)
})
