import type { Locator, Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full, noTds, noSds } = PRODUCTS
const NOT_AVAILABLE = 'Content is not available'

// The hazard card and the emergency strip come first in main: the tiles are their own list.
const tiles = (page: Page) => page.getByRole('main').locator('ul.tiles')
const enabledTile = (page: Page, name: string) => tiles(page).getByRole('link', { name, exact: true })
const disabledTile = (page: Page, label: string) => tiles(page).locator('[aria-disabled="true"]').filter({ hasText: label })
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Dossier sections' })

/**
 * Opens a page and waits for the app's own page: the dossier home's first answer already shows the
 * heading (the server's preview, without the tiles), so the heading must be the one in the app's root.
 */
async function open(page: Page, id: string, name: string, path = 'en/pd/1') {
  await page.goto(`/p/${id}/${path}`)
  await expect(page.locator('#root').getByRole('heading', { level: 1, name })).toBeVisible()
}

const color = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color)

test.describe('dossier home tiles', () => {
  test('every document tile of a complete product is a link to its tab', async ({ page }) => {
    await open(page, full.id, full.name)
    const expected: [string, string][] = [
      ['Detail', 'pi/1'],
      ['Safety data sheet', 'gh/1'],
      ['Technical data sheet', 'th/1'],
      ['Label', 'ee/1'],
      ['Safety instructions', 'mh/1'],
    ]
    for (const [name, path] of expected) {
      await expect(enabledTile(page, name)).toHaveAttribute('href', `/p/${full.id}/en/${path}`)
    }
    await expect(tiles(page).locator('[aria-disabled="true"]')).toHaveCount(0)
    await expect(tiles(page).getByRole('button', { name: 'Share' })).toBeVisible()
    await expect(tiles(page).getByRole('button', { name: 'QR code' })).toBeVisible()
    await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0)
  })

  test('a tile link opens its tab', async ({ page }) => {
    await open(page, full.id, full.name)
    await enabledTile(page, 'Safety data sheet').click()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/gh/1$`))
    await expect(page.getByRole('navigation', { name: 'Sections of the safety data sheet' })).toBeVisible()
  })

  test('the TDS tile is absent when the product has no TDS', async ({ page }) => {
    await open(page, noTds.id, noTds.name)
    await expect(tiles(page).getByText('Technical data sheet')).toHaveCount(0)
    await expect(bottomNav(page).getByText('Technical data sheet')).toHaveCount(0)
    await expect(enabledTile(page, 'Safety data sheet')).toHaveAttribute('href', `/p/${noTds.id}/en/gh/1`)
  })

  test('without a valid SDS language, SDS and safety instructions are disabled and a banner warns', async ({ page }) => {
    await open(page, noSds.id, noSds.name)
    await expect(page.getByRole('alert')).toContainText('not available in any language')
    for (const label of ['Safety data sheet', 'Safety instructions']) {
      await expect(disabledTile(page, label)).toContainText(NOT_AVAILABLE)
      await expect(tiles(page).getByRole('link', { name: label, exact: true })).toHaveCount(0)
    }
    // TDS languages 1 and 3 are valid: the TDS stays available.
    await expect(enabledTile(page, 'Technical data sheet')).toHaveAttribute('href', `/p/${noSds.id}/en/th/1`)
    await expect(enabledTile(page, 'Detail')).toHaveAttribute('href', `/p/${noSds.id}/en/pi/1`)
  })

  // An enabled tile must not lead to a page the guard refuses: that would be a link to somewhere else.
  for (const product of [full, noTds, noSds]) {
    test(`every enabled tile of ${product.id} opens the tab it names`, async ({ page }) => {
      await open(page, product.id, product.name)
      const hrefs = await tiles(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        await page.goto(href)
        await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
        expect(new URL(page.url()).pathname, `the tile link ${href}`).toBe(href)
      }
    })
  }
})

test.describe('bottom navigation', () => {
  test('highlights the active tab', async ({ page }) => {
    await open(page, full.id, full.name)
    const nav = bottomNav(page)
    await expect(nav.getByRole('link', { name: 'Info' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    for (const name of ['Detail', 'Safety data sheet', 'Technical data sheet', 'Label', 'Safety instructions']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current', 'page')
    }
    expect(await color(nav.getByRole('link', { name: 'Info' }))).not.toBe(await color(nav.getByRole('link', { name: 'Detail' })))

    await nav.getByRole('link', { name: 'Detail' }).click()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
    await expect(nav.getByRole('link', { name: 'Detail' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Info' })).not.toHaveAttribute('aria-current', 'page')
  })

  test('greys out disabled tabs', async ({ page }) => {
    await open(page, noSds.id, noSds.name)
    const nav = bottomNav(page)
    for (const label of ['Safety data sheet', 'Safety instructions']) {
      const item = nav.locator('[aria-disabled="true"]').filter({ hasText: label })
      await expect(item).toBeVisible()
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0)
      expect(await color(item), `${label} is greyed out`).not.toBe(await color(nav.getByRole('link', { name: 'Detail' })))
    }
    await expect(nav.getByRole('link', { name: 'Technical data sheet' })).toBeVisible()
  })
})

test.describe('save/share screen under gh', () => {
  test('gh/download offers sharing and the PDF, and links to the other tabs', async ({ page }) => {
    await open(page, full.id, full.name, 'en/gh/1/download')
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Share product' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Download PDF' })).toBeVisible()
    for (const [name, tab] of [
      ['Info', 'pd'],
      ['Detail', 'pi'],
      ['Safety data sheet', 'gh'],
      ['Label', 'ee'],
      ['Safety instructions', 'mh'],
    ]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/p/${full.id}/en/${tab}/1`)
    }
    await expect(bottomNav(page).getByRole('link', { name: 'Safety data sheet' })).toHaveAttribute('aria-current', 'page')
  })

  test('any other sub-path of gh shows the same screen', async ({ page }) => {
    await open(page, full.id, full.name, 'en/gh/2/anything/else')
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/gh/2/anything/else$`))
    await expect(page.getByRole('main').getByRole('button', { name: 'Share product' })).toBeVisible()
  })

  test('the guard covers the sub-paths too', async ({ page }) => {
    await open(page, noSds.id, noSds.name, 'en/gh/1/download')
    await expect(page).toHaveURL(new RegExp(`/p/${noSds.id}/en/pi/1$`))
  })
})
