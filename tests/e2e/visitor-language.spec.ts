import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * A permalink alone (what a container's QR code prints) opens in the visitor's own languages: the
 * browser's (navigator.languages, the same list it sends as Accept-Language) where the portal has
 * them, remembered on the device for the next permalink.
 */
const { full, noTds } = PRODUCTS
const brushCleaner = { id: 'xdmwzQW2WhF0utt7', name: 'Solvo Brush Cleaner, dearomatised' }
const sheet = (page: Page) => page.locator('article.sds')
// The toast of a first save on this device ("saved for offline use") is not a notice of what was shown.
const notices = (page: Page) => page.locator('.toast').filter({ hasNotText: /offline/i })

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' })

  test('gets the German interface and the German sheet on its first visit of the acetone cleaner', async ({ page }) => {
    await page.goto(`/p/${full.id}`)
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/de/pd/3$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await page.getByRole('link', { name: 'Sicherheitsdatenblatt' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/de/gh/3$`))
    await expect(sheet(page)).toHaveAttribute('lang', 'de')
    await expect(notices(page)).toHaveCount(0)
  })

  test('is told when a product has no German sheet, and which languages it has', async ({ page }) => {
    // The brush cleaner has its sheets in English and Slovenian only.
    await page.goto(`/p/${brushCleaner.id}`)
    await expect(page).toHaveURL(new RegExp(`/p/${brushCleaner.id}/de/pd/1$`))
    await expect(page.getByRole('heading', { level: 1, name: brushCleaner.name })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Deutsch' })).toContainText(/Deutsch.*English.*Slovenščina/)
  })
})

test.describe('a Croatian phone that also reads Slovenian', () => {
  test.use({ locale: 'hr-HR' })

  test('gets the Croatian interface, and the remembered choice on the next permalink', async ({ page, context }) => {
    await context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['hr-HR', 'sl-SI', 'en'] }))
    await page.goto(`/p/${noTds.id}`)
    // Caustic soda has no Croatian sheet (English, Slovenian, German): the next language the phone asks for that it has.
    await expect(page).toHaveURL(new RegExp(`/p/${noTds.id}/hr/pd/2$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
    await expect(page.getByRole('status').filter({ hasText: 'Hrvatski' })).toBeVisible()

    // The visitor switches to English and reads the English sheet: the next permalink remembers both.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Hrvatski' }).click()
    // English is in the suggested group (the phone reads it) and in the full list: either link switches.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).first().click()
    await page.goto(`/p/${full.id}/en/gh/1`)
    await expect(sheet(page)).toHaveAttribute('lang', 'en')
    await page.goto(`/p/${brushCleaner.id}`)
    await expect(page).toHaveURL(new RegExp(`/p/${brushCleaner.id}/en/pd/1$`))
  })
})
