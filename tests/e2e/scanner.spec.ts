import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { createProfile, savedDossier, waitForServiceWorkerControl, type Profile } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { fakeCameraArgs, writeQrVideo } from './support/fake-camera.ts'
import { expect, test } from './support/fixtures.ts'
import { visit } from './support/visit.ts'
import { startE2eServer, type E2eServer } from './support/server.ts'

/**
 * Issue 8, the in-app scanner through the camera: Chromium films a Y4M file of a QR code instead of
 * a camera (support/fake-camera.ts). Linux Chromium has no BarcodeDetector, so these scans go
 * through the lazily loaded decoder (jsQR); its recognition of addresses has unit tests
 * (src/features/scan/permalink-url.test.ts).
 */
const { full, noTds, longName } = PRODUCTS
const OFFLINE_NOISE = /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script/

let videos: string
const profiles: Profile[] = []

test.beforeAll(async () => {
  videos = await mkdtemp(join(tmpdir(), 'dossier-e2e-camera-'))
})

test.afterAll(async () => {
  await Promise.all(profiles.map((profile) => profile.remove()))
  await rm(videos, { recursive: true, force: true })
})

async function newProfile(): Promise<Profile> {
  const profile = await createProfile()
  profiles.push(profile)
  return profile
}

/** The start page (where the installed app opens) with its labelled Scan button. */
async function scanFromStartPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/p/`)
  await page.getByRole('main').getByRole('button', { name: 'Scan a QR code' }).click()
  await expect(page.getByRole('dialog', { name: 'Scan a QR code' })).toBeVisible()
}

test('scanning the QR code of a dossier opens it in the app', async ({ baseURL }) => {
  const video = await writeQrVideo(videos, 'dossier', `${baseURL}/p/${full.id}`)
  await visit(
    await newProfile(),
    async (page) => {
      await scanFromStartPage(page, baseURL!)
      await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pd/1$`), { timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
    },
    { args: fakeCameraArgs(video) },
  )
})

test('a code that is not a dossier of this portal is named, and the scanner stays open', async ({ baseURL }) => {
  const elsewhere = 'https://example.com/catalogue/acetone'
  const video = await writeQrVideo(videos, 'other-site', elsewhere)
  await visit(
    await newProfile(),
    async (page) => {
      await scanFromStartPage(page, baseURL!)
      const dialog = page.getByRole('dialog', { name: 'Scan a QR code' })
      await expect(dialog.getByRole('alert')).toHaveText(
        `This code leads to another website, not to a product dossier of this portal: ${elsewhere}`,
        { timeout: 15_000 },
      )
      await expect(page).toHaveURL(`${baseURL}/p/`)
      // The camera keeps running for the next code; Escape closes the scanner.
      await expect(dialog.getByRole('status')).toHaveText("Point the camera at the QR code on the product's container.")
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    },
    { args: fakeCameraArgs(video) },
  )
})

test.describe('without a network', () => {
  let server: E2eServer

  test.afterAll(async () => {
    await server?.stop()
  })

  test('scanning a saved dossier opens its safety data sheet with the server gone', async () => {
    test.setTimeout(90_000)
    server = await startE2eServer()
    const profile = await newProfile()
    const sheet = `${server.origin}/p/${noTds.id}/en/gh/1`

    // Online once: opening the SDS saves the dossier, and the first save keeps the decoder on the device.
    await visit(profile, async (page) => {
      await page.goto(sheet)
      await expect(page.locator('article.sds')).toBeVisible()
      await waitForServiceWorkerControl(page)
      await expect.poll(async () => (await savedDossier(page, noTds.id))?.kinds ?? [], { timeout: 20_000 }).toContain('sds-html')
      await expect.poll(() => cachedFileNames(page), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/later-jsQR-/))
    })

    await server.kill()
    const video = await writeQrVideo(videos, 'saved-sheet', sheet)
    await visit(
      profile,
      async (page) => {
        await scanFromStartPage(page, server.origin)
        await expect(page).toHaveURL(sheet, { timeout: 15_000 })
        await expect(page.locator('article.sds')).toContainText(noTds.name)
        await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
      },
      { allow: OFFLINE_NOISE, args: fakeCameraArgs(video) },
    )
  })
})

/** Names of the files in the service worker's caches. */
function cachedFileNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names: string[] = []
    for (const cacheName of await caches.keys()) {
      for (const request of await (await caches.open(cacheName)).keys()) names.push(new URL(request.url).pathname)
    }
    return names
  })
}

test('a typed product code opens its dossier; a code products share lists them; an unknown code is named', async ({ page }) => {
  await page.goto('/p/')
  await page.getByRole('main').getByRole('button', { name: 'Scan a QR code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Scan a QR code' })
  const type = async (text: string) => {
    await dialog.getByRole('textbox', { name: 'Or type the address under the QR code, its permalink code or the product code' }).fill(text)
    await dialog.getByRole('button', { name: 'Open' }).click()
  }
  await type('NO-SUCH-CODE')
  await expect(dialog.getByRole('alert').filter({ hasText: 'code NO-SUCH-CODE' })).toHaveText(
    'No product of this portal has the code NO-SUCH-CODE.',
  )
  // The long-named product is the same product under another permalink: it shares the article codes.
  await type('SAC-1L')
  const choices = dialog.getByRole('navigation', { name: 'Products with the code SAC-1L' })
  await expect(choices).toContainText('Several products have the code SAC-1L:')
  await expect(choices.getByRole('link')).toHaveText([full.name, longName.name])
  await choices.getByRole('link', { name: longName.name }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${longName.id}/en/pd/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: longName.name })).toBeVisible()
  // The product's own code, in small letters.
  await page.goto('/p/')
  await page.getByRole('main').getByRole('button', { name: 'Scan a QR code' }).click()
  await type('sac-100')
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pd/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
})
