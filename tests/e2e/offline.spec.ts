import { persistedCacheContains, waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS, UNKNOWN_ID } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { offlineDevice } from './support/offline-device.ts'
import { visit } from './support/visit.ts'

/**
 * A phone that opened a dossier once opens it again with no network. Measured the hard
 * way: a new browser process on the same profile, and the server process killed, not only setOffline.
 * These tests run their own server, so killing it disturbs no other test.
 */
const { full } = PRODUCTS
// With the server gone every request fails: the console reports each one, and nothing else is expected.
const OFFLINE_NOISE = /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script/

test.describe.configure({ mode: 'serial' })

const device = offlineDevice(
  async (page, origin) => {
    await page.goto(`${origin}/p/${full.id}/en/pd/1`)
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await waitForServiceWorkerControl(page)
    await expect.poll(() => persistedCacheContains(page, full.name), { timeout: 10_000 }).toBe(true)
  },
  { timeout: 60_000 },
)

test('a dossier opened once reopens in a new browser with the server killed', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${full.id}/en/pd/1`)
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      const tiles = page.getByRole('main').locator('ul.tiles')
      for (const name of ['Detail', 'Safety data sheet', 'Technical data sheet', 'Label', 'Safety instructions']) {
        await expect(tiles.getByRole('link', { name, exact: true })).toBeVisible()
      }
      // Navigating inside the saved dossier works offline too.
      await page.getByRole('navigation', { name: 'Dossier sections' }).getByRole('link', { name: 'Detail' }).click()
      await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    },
    { allow: OFFLINE_NOISE },
  )
})

test('a permalink never opened on this device says so when offline', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${UNKNOWN_ID}/en/pd/1`)
      await expect(page.getByRole('heading', { level: 1, name: 'This dossier is not saved on this device' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    { allow: OFFLINE_NOISE },
  )
})
