import { savedDossier, waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { offlineDevice } from './support/offline-device.ts'
import { visit } from './support/visit.ts'

/**
 * The chosen interface language offline: a German reader opens a dossier once online (its catalog is
 * not precached), then reopens it in a new browser process with the server killed.
 */
const { full } = PRODUCTS
const OFFLINE_NOISE =
  /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script|Failed to load resource/

const device = offlineDevice(async (page, origin) => {
  await page.goto(`${origin}/p/${full.id}/de/pd/3`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect.poll(async () => (await savedDossier(page, full.id))?.languages ?? [], { timeout: 30_000 }).toEqual([3, 1])
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('dossier-assets')).keys()).map((r) => r.url).join(' ')), {
      timeout: 15_000,
    })
    .toMatch(/later-messages-de-/)
})

test('a dossier read in German reopens in German with the server killed', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${full.id}/de/gh/3`)
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.locator('.offline-notice')).toContainText('Sie sind offline')
    },
    { allow: OFFLINE_NOISE },
  )
})
