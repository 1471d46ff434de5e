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
