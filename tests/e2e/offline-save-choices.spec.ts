import { savedDossier, waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { offlineDevice } from './support/offline-device.ts'
import { visit } from './support/visit.ts'

/**
 * The reader's choices about saving: the languages saved beside the one opened (a setting on the
 * saved sheets page), and the install offer on the dossier home once a dossier is saved. Then the
 * server process is killed and the chosen language opens from the device.
 */
const { full } = PRODUCTS
const OFFLINE_NOISE =
  /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script|Failed to load resource/

const device = offlineDevice(async (page, origin) => {
  await page.goto(`${origin}/p/saved`)
  const setting = page.getByRole('region', { name: 'Languages to save' })
  // Until the reader chooses: English beside the language opened.
  await expect(setting.getByRole('checkbox', { name: 'English' })).toBeChecked()
  await expect(setting.getByRole('checkbox', { name: 'Deutsch' })).not.toBeChecked()
  await setting.getByRole('checkbox', { name: 'Deutsch' }).check()

  await page.goto(`${origin}/p/${full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  // The browser's install offer, as Chromium fires it for an installable site.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    })
    window.dispatchEvent(offer)
  })
  const install = page.locator('.offline-card').filter({ has: page.getByRole('heading', { name: 'Install the app' }) })
  // Not before the dossier is saved: installing makes sense for a reader who keeps sheets on the device.
  await expect(install).toHaveCount(0)
  await waitForServiceWorkerControl(page)
  await expect.poll(async () => (await savedDossier(page, full.id))?.languages ?? [], { timeout: 30_000 }).toEqual([1, 3])
  await expect(install.getByRole('button', { name: 'Install' })).toBeVisible()
})

test('the language chosen on the saved sheets page was saved and opens with the server killed', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${full.id}/en/gh/3`)
      await expect(page.locator('section.sds-section[data-section]')).toHaveCount(16)
      await expect(page.getByText('not saved on this device')).toHaveCount(0)
    },
    { allow: OFFLINE_NOISE },
  )
})
