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
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('button', { name: 'English' }).click()
  await footer.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/de/pi/2$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
})

test('the language picker lists all 14 interface languages in groups and finds one by any of its names', async ({ page }) => {
  await page.goto(`/p/${full.id}/de/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  // The interface is German before the picker opens (its group names are in the interface language).
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const footer = page.getByRole('contentinfo')
  const toggle = footer.getByRole('button', { name: 'Deutsch' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The current language heads the suggested group; the full list has every interface language once.
  await expect(footer.getByRole('region', { name: 'Vorgeschlagen' }).getByRole('link').first()).toHaveText('Deutsch')
  await expect(footer.getByRole('region', { name: 'Sprachen' }).getByRole('link')).toHaveCount(14)
  // Typing the language's name in the interface language (CLDR: "Französisch") finds français.
  await footer.getByRole('searchbox', { name: 'Suchen' }).fill('französ')
  await expect(footer.getByRole('region', { name: 'Sprachen' }).getByRole('link')).toHaveText(['Français'])
  await footer.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/fr/pd/1$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(headerTitle(page)).toHaveText('Dossier produit')
  await footer.getByRole('button', { name: 'Français' }).click()
  await footer.getByRole('searchbox').fill('xyz')
  await expect(footer.getByRole('status')).toHaveText('Aucun résultat')
})

test('a German first visit downloads the German interface catalog only, not the other twelve', async ({ page }) => {
  const catalogs: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.startsWith('later-messages-')) catalogs.push(file)
  })
  await page.goto(`/p/${full.id}/de/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(headerTitle(page)).not.toHaveText(ENGLISH_TITLE)
  expect(catalogs).toEqual([expect.stringMatching(/^later-messages-de-[\w-]+\.js$/)])
})
