import type { Page } from '@playwright/test'
import { PRODUCTS, UNKNOWN_ID } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const NOINDEX = 'noindex, nofollow'

async function expectNoindex(page: Page) {
  const robots = page.locator('head meta[name="robots"]')
  await expect(robots).toHaveCount(1)
  await expect(robots).toHaveAttribute('content', NOINDEX)
}

const pages: [string, string[]][] = [
  ['dossiererror', ['Oops!', 'It seems this product dossier has been removed or is unavailable.', 'Go to Chemora application']],
  ['sdserror', ['The safety data sheet is not valid', 'You can ask the supplier for one.']],
  ['unhandlederror', ['Something wrong happened.']],
  ['fileerror', ['You do not have permissions to open this file.']],
]

for (const [route, texts] of pages) {
  test(`/p/${route} shows its texts and is not indexed`, async ({ page }) => {
    await page.goto(`/p/${route}`)
    await expect(page).toHaveURL(new RegExp(`/p/${route}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[0]!)
    for (const text of texts.slice(1)) await expect(page.getByText(text)).toBeVisible()
    await expectNoindex(page)
  })
}

test('a dossier page is indexable', async ({ page }) => {
  await page.goto(`/p/${PRODUCTS.full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the sdserror page reached through the guard links back to the dossier home of the same product', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404.*\/api\/v1\/products\//)
  await page.goto(`/p/${UNKNOWN_ID}/de/gh/2`)
  await expect(page).toHaveURL(/\/p\/sdserror\?/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', `/p/${UNKNOWN_ID}/de/pd/2`)
  await expectNoindex(page)
})

test('the sdserror link leads back to the product', async ({ page }) => {
  const { id, name } = PRODUCTS.full
  await page.goto(`/p/sdserror?id=${id}&il=en&lang=1`)
  await page.getByRole('main').getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/p/${id}/en/pd/1$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the fileerror page links back to the detail page', async ({ page }) => {
  const { id } = PRODUCTS.full
  await page.goto(`/p/fileerror?id=${id}&il=en&lang=2`)
  await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', `/p/${id}/en/pi/2`)
})
