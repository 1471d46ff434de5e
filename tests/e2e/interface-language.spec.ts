import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS
const ENGLISH_TITLE = 'Product dossier'
const headerTitle = (page: Page) => page.getByRole('banner').getByRole('paragraph').first()

test('English is the default interface language', async ({ page }) => {
  await page.goto(`/p/${full.id}/en/pd/1`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(headerTitle(page)).toHaveText(ENGLISH_TITLE)
})

for (const il of ['sl', 'de'] as const) {
  test(`/p/{id}/${il}/pd/1 shows the interface in ${il}`, async ({ page }) => {
    await page.goto(`/p/${full.id}/${il}/pd/1`)
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', il)
    await expect(headerTitle(page)).not.toHaveText('')
    await expect(headerTitle(page), `the header title is translated into ${il}`).not.toHaveText(ENGLISH_TITLE)
    // Links inside the dossier keep the interface language.
    await expect(page.getByRole('navigation').last().getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/p/${full.id}/${il}/`))
  })
}

test('the footer switches the interface language in place', async ({ page }) => {
  await page.goto(`/p/${full.id}/en/pi/2`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/de/pi/2$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
})
