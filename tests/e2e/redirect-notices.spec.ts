import type { APIRequestContext, Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * Every redirect that shows something other than the address asked for says so, naming what was
 * asked and what is shown; an address that is shown as asked says nothing.
 */
const { full, noTds } = PRODUCTS
// The toast of a first save on this device ("saved for offline use") is not a notice of what was shown.
const notices = (page: Page) => page.locator('.toast').filter({ hasNotText: /offline/i })
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function versionsOf(request: APIRequestContext): Promise<{ id: number; text: string }[]> {
  const response = await request.get(`/api/v1/products/-${full.id}/detail`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { basic: { versions: { id: number; text: string }[] } }).basic.versions
}

const cases: [string, string, string, RegExp][] = [
  // Bulgarian is a document language without an interface translation.
  ['a bad interface language', `/p/${full.id}/bg/pd/1`, 'The interface is not available in Български: shown in English.', /\/en\/pd\/1$/],
  ['an unknown tab code', `/p/${full.id}/en/xx/2`, 'A product dossier has no page “xx”: here is its home.', /\/en\/pd\/1$/],
  [
    'a document language the sheet does not have',
    // Caustic soda's sheets are in English, Slovenian and German only.
    `/p/${noTds.id}/en/gh/9`,
    'The safety data sheet is not available in Čeština: shown in English. Also available: Slovenščina, Deutsch.',
    /\/en\/gh\/1$/,
  ],
  [
    'a language not created for the TDS',
    `/p/${full.id}/en/th/3`,
    // The notice goes on to name every other TDS language of the product.
    'The technical data sheet is not available in Deutsch: shown in English. Also available: Slovenščina, Français',
    /\/en\/th\/1$/,
  ],
  [
    'a language that is no language',
    `/p/${full.id}/en/mh/77`,
    'The safety instructions are not available in “77”: shown in English.',
    /\/en\/mh\/1$/,
  ],
  ['a disabled tab', `/p/${noTds.id}/en/th/1`, 'This product has no technical data sheet to show: here is its detail.', /\/en\/pi\/1$/],
]

for (const [name, from, text, to] of cases) {
  test(`${name} says so: ${from}`, async ({ page }) => {
    await page.goto(from)
    await expect(page).toHaveURL(to)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice(page, text)).toHaveText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  })
}

test('an unknown version says which version is shown', async ({ page, request }) => {
  const [current] = await versionsOf(request)
  await page.goto(`/p/${full.id}/en/gh/1?version=999999`)
  await expect(page.locator('article.sds')).toBeVisible({ timeout: 15_000 })
  await expect(notice(page, 'The requested version does not exist')).toContainText(
    `The requested version does not exist: shown is the current version, ${current!.text}.`,
  )
})

for (const page of ['gh', 'pi'])
  test(`a comparison with a version the product does not have says so (${page})`, async ({ page: tab }) => {
    await tab.goto(`/p/${full.id}/en/${page}/1?compare=999999`)
    await expect(tab.getByRole('heading', { level: 1, name: full.name })).toBeVisible({ timeout: 15_000 })
    await expect(notice(tab, 'There is no version')).toHaveText(/^There is no version 999999 to compare with: no changes are marked\./)
  })

test('an address shown as asked says nothing', async ({ page }) => {
  await page.goto(`/p/${full.id}/en/gh/2`)
  await expect(page.locator('article.sds')).toHaveAttribute('lang', 'sl')
  await page.goto(`/p/${full.id}/en/pi/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(notices(page)).toHaveCount(0)
})

test('switching the interface language keeps the version and the comparison', async ({ page, request }) => {
  const versions = await versionsOf(request)
  expect(versions).toHaveLength(3)
  const [, middle, oldest] = versions
  const search = `?version=${middle!.id}&compare=${oldest!.id}`
  await page.goto(`/p/${full.id}/en/gh/1${search}`)
  await expect(page.locator('article.sds')).toBeVisible()
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/de/gh/1\\${search}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})
