import type { Locator, Page } from '@playwright/test'
import { savedDossier, waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test, WITHOUT_WEB_SHARE } from './support/fixtures.ts'
import { offlineDevice } from './support/offline-device.ts'
import { visit } from './support/visit.ts'

/**
 * The whole dossier offline, the hard way (the server process killed): opened once online in German
 * (document language 3), the device saves every tab in German and in English; then the server
 * process is killed and every visit is a new browser process on the same profile.
 */
const { full } = PRODUCTS
// With the server gone every request fails; the offline label editor's code cannot load either.
const OFFLINE_NOISE =
  /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script|Failed to load resource|dynamically imported module/

test.describe.configure({ mode: 'serial' })

const device = offlineDevice(async (page, origin) => {
  // Only the dossier home is opened: nothing else is read before the server goes.
  await page.goto(`${origin}/p/${full.id}/en/pd/3`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect.poll(async () => (await savedDossier(page, full.id))?.languages ?? [], { timeout: 30_000 }).toEqual([3, 1])
  // The TDS exists in English (and Slovenian), not in German: English is saved beside the language opened.
  expect((await savedDossier(page, full.id))!.kinds).toEqual(
    expect.arrayContaining(['detail', 'sds-html', 'sds-pdf', 'ipi-html', 'tds-html', 'tds-pdf', 'label-png']),
  )
  // Saving is visible: the first save says what was saved, and every dossier page then names what is on the device.
  await expect(page.getByText(/^Saved for offline use: Deutsch, English\. It opens on this device without a connection/)).toBeVisible()
  await expect(page.locator('.saving-status')).toHaveText(/^Saved on this device: Deutsch, English · [\d.,]+ [kM]B$/)
  // The code left out of the precache that a saved dossier needs offline (the label page, the scanner,
  // the status line, the share popover) is kept by the service worker once a dossier is saved.
  const kept = () => page.evaluate(async () => (await (await caches.open('dossier-assets')).keys()).map((r) => r.url).join(' '))
  for (const chunk of [/later-label-preview-route/, /later-scan-dialog/, /online-saving-status/, /online-share-popover-panel/])
    await expect.poll(kept, { timeout: 15_000 }).toMatch(chunk)
})

test('every tab of the saved dossier opens with the server killed, in both saved languages', async () => {
  test.setTimeout(180_000)
  const pages: [string, (page: Page) => Promise<void>][] = [
    // The dossier home: the hazard card, a tile per document, and what is saved on this device.
    [
      'pd/3',
      async (page) => {
        await expect(page.locator('.hazard-card')).toBeVisible()
        for (const name of ['Safety data sheet', 'Technical data sheet', 'Safety instructions', 'Label'])
          await expect(page.locator('.tiles').getByRole('link', { name, exact: true })).toBeVisible()
        await expect(page.locator('.offline-card')).toContainText(/Saved on this device: Deutsch, English\. Saved copy from /)
      },
    ],
    ['gh/3', (page) => expect(page.locator('section.sds-section[data-section]')).toHaveCount(16)],
    ['gh/1', (page) => expect(page.locator('section.sds-section[data-section]')).toHaveCount(16)],
    // The TDS exists in English, not in German: its tab opens the saved English sheet, from either language.
    ['th/1', (page) => expect(page.locator('article.tds .tds-header__document')).toHaveText('Technical data sheet')],
    ['th/3', (page) => expect(page.locator('article.tds .tds-header__document')).toHaveText('Technical data sheet')],
    ['mh/3', (page) => expect(page.getByRole('heading', { level: 2, name: 'Erste Hilfe' })).toBeVisible()],
    ['mh/1', (page) => expect(page.getByRole('heading', { level: 2, name: 'First aid' })).toBeVisible()],
    // The label preview: the saved image of the default label.
    [
      'ee/3',
      async (page) => {
        const image = page.getByTestId('label-image')
        await expect(image).toBeVisible()
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      },
    ],
    ['pi/3', (page) => expect(page.getByRole('heading', { level: 2, name: 'Basic information' })).toBeVisible()],
    ['pi/1', (page) => expect(page.getByRole('heading', { level: 2, name: 'Basic information' })).toBeVisible()],
  ]
  for (const [path, check] of pages) {
    await visit(
      device.profile,
      async (page) => {
        await page.goto(`${device.origin}/p/${full.id}/en/${path}`)
        // A new browser process starting its worker cold: seconds on a busy machine (speed is the bench's, tests/bench/offline.ts).
        await expect(page.getByRole('heading', { level: 1, name: full.name }), path).toBeVisible({ timeout: 20_000 })
        await check(page)
        await expect(page.getByText('not saved on this device')).toHaveCount(0)
        // The status line names what is on the device on every page, also when the app started offline.
        await expect(page.locator('.saving-status'), path).toHaveText(/^Saved on this device: Deutsch, English · [\d.,]+ [kM]B$/)
      },
      { allow: OFFLINE_NOISE },
    )
  }
})

test('the share action of the saved dossier opens with the server killed, and copies its link', async () => {
  await visit(
    device.profile,
    async (page) => {
      // A browser without a share sheet of its own: the portal's popover is what shares.
      await page.addInitScript(WITHOUT_WEB_SHARE)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: device.origin })
      await page.goto(`${device.origin}/p/${full.id}/en/pd/3`)
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      await page.locator('.tiles').getByRole('button', { name: 'Share' }).click()
      const group = page.getByRole('group', { name: 'Share this dossier' })
      await group.getByRole('button', { name: 'Copy link' }).click()
      await expect(group.getByRole('status')).toHaveText('Link copied')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${device.origin}/p/${full.id}/en/gh/3`)
      await expect(page.getByText('Something wrong happened')).toHaveCount(0)
    },
    { allow: OFFLINE_NOISE },
  )
})

test('a language that is not saved names what is missing and links the saved pages', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${full.id}/en/gh/2`)
      await expect(page.getByRole('heading', { level: 1, name: 'This part is not saved on this device' })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(
        `${full.name} is saved on this device, but not its Safety data sheet in Slovenščina.`,
      )
      await expect(page.getByText('this phone has not opened this product dossier before')).toHaveCount(0)
      const german = page.getByRole('list', { name: 'Deutsch' })
      for (const name of ['Info', 'Safety data sheet', 'Safety instructions', 'Label'])
        await expect(german.getByRole('link', { name, exact: true })).toBeVisible()
      await expect(page.getByRole('list', { name: 'English' }).getByRole('link', { name: 'Technical data sheet' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Saved sheets' })).toBeVisible()
      await german.getByRole('link', { name: 'Safety data sheet', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/gh/3$`))
      await expect(page.locator('section.sds-section[data-section]')).toHaveCount(16)
    },
    { allow: OFFLINE_NOISE },
  )
})

test('label edit offline says it needs a connection and shows the saved label', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/${full.id}/en/ed/3`)
      await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/ee/3`))
      await expect(page.getByText('Editing the label needs a connection. This is the saved label.')).toBeVisible()
      await expect(page.getByTestId('label-image')).toBeVisible()
      await expect(page.getByText('Something wrong happened')).toHaveCount(0)
    },
    { allow: OFFLINE_NOISE },
  )
})

test('a dossier never saved here offers the saved sheets', async () => {
  await visit(
    device.profile,
    async (page) => {
      await page.goto(`${device.origin}/p/NeverSavedHere00/en/pd/1`)
      await expect(page.getByRole('heading', { level: 1, name: 'This dossier is not saved on this device' })).toBeVisible()
      await page.getByRole('link', { name: 'Saved sheets' }).click()
      await expect(page.getByRole('link', { name: full.name })).toBeVisible()
    },
    { allow: OFFLINE_NOISE },
  )
})

test('the offline notice names the version and warns when the saved copy was not checked for long (fake clock)', async () => {
  const DAY = 24 * 60 * 60 * 1000
  const cases: [number, RegExp | null][] = [
    [0, null],
    [40, /a newer version of this sheet may exist/],
    [200, /more than six months ago: this sheet may be out of date/],
  ]
  for (const [days, warning] of cases) {
    await visit(
      device.profile,
      async (page) => {
        if (days > 0) await page.clock.setFixedTime(Date.now() + days * DAY)
        await page.goto(`${device.origin}/p/${full.id}/en/gh/3`)
        const notice = page.locator('.offline-notice')
        await expect(notice, `${days} days`).toContainText(/You are offline\. Saved copy from .+ Version 3\.0 of .+\./)
        if (warning) {
          await expect(notice.getByRole('alert')).toContainText(warning)
        } else {
          await expect(notice.getByRole('status')).toBeVisible()
          await expect(notice).not.toContainText('Last checked for updates')
        }
      },
      { allow: OFFLINE_NOISE },
    )
  }
})

/** The start page's scanner, as the installed app opens it. */
async function openScanner(page: Page) {
  await page.goto(`${device.origin}/p/`)
  await page.getByRole('main').getByRole('button', { name: 'Scan a QR code' }).click()
  return page.getByRole('dialog', { name: 'Scan a QR code' })
}

async function expectDossierHome(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pd/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
}

const TYPED_FIELD = 'Or type the address under the QR code, its permalink code or the product code'

async function typeInScanner(dialog: Locator, text: string) {
  await dialog.getByRole('textbox', { name: TYPED_FIELD }).fill(text)
  await dialog.getByRole('button', { name: 'Open' }).click()
}

test('without a camera, the scanner opens a saved dossier from its typed permalink code, then lists it among the recent scans', async () => {
  await visit(
    device.profile,
    async (page) => {
      const dialog = await openScanner(page)
      // No camera in this browser (or access refused): the scanner says so and offers the other ways.
      await expect(dialog.getByRole('alert')).toContainText(/camera/i)
      await expect(dialog.getByRole('navigation', { name: 'Saved on this device' }).getByRole('link', { name: full.name })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Saved sheets' })).toBeVisible()
      await typeInScanner(dialog, 'other.example.org/p/uIw9ByCUgkide7d8')
      await expect(dialog.getByRole('alert').filter({ hasText: 'This is not the address' })).toBeVisible()
      await typeInScanner(dialog, full.id)
      await expectDossierHome(page)
    },
    { allow: OFFLINE_NOISE },
  )
  // The next time (a new browser process), the dossier is one tap away among the recent scans.
  await visit(
    device.profile,
    async (page) => {
      const dialog = await openScanner(page)
      await dialog.getByRole('navigation', { name: 'Recent scans' }).getByRole('link', { name: full.name }).click()
      await expectDossierHome(page)
    },
    { allow: OFFLINE_NOISE },
  )
})

test('with the server killed, a typed product code finds the saved dossier with it, and an unknown code names the saved sheets', async () => {
  await visit(
    device.profile,
    async (page) => {
      const dialog = await openScanner(page)
      await typeInScanner(dialog, 'NO-SUCH-CODE')
      const notFound = dialog.getByRole('alert').filter({ hasText: 'No dossier saved on this device has the code NO-SUCH-CODE.' })
      await expect(notFound).toContainText('Without a connection, only dossiers on the saved sheets can be found by their code.')
      await notFound.getByRole('link', { name: 'saved sheets', exact: true }).click()
      await expect(page).toHaveURL(/\/p\/saved$/)
      await expect(page.getByRole('link', { name: full.name })).toBeVisible()
    },
    { allow: OFFLINE_NOISE },
  )
  // The code on the container's label, as a person types it: an article code, in small letters.
  for (const code of ['SAC-100', 'sac-1l ']) {
    await visit(
      device.profile,
      async (page) => {
        const dialog = await openScanner(page)
        await typeInScanner(dialog, code)
        await expectDossierHome(page)
        await expect(page.getByRole('dialog')).toBeHidden()
      },
      { allow: OFFLINE_NOISE },
    )
  }
})
