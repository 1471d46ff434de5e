import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const BRAND = 'Chemora'
const { full, longName } = PRODUCTS

async function expectHead(page: Page, title: string, ogTitle: string) {
  await expect(page).toHaveTitle(title)
  const og = page.locator('head meta[property="og:title"]')
  await expect(og).toHaveCount(1)
  await expect(og).toHaveAttribute('content', ogTitle)
  const canonical = page.locator('head link[rel="canonical"]')
  await expect(canonical).toHaveCount(1)
  await expect(canonical).toHaveAttribute('href', page.url())
}

const tabs: [string, string][] = [
  ['pd', 'Info'],
  ['pi', 'Detail'],
  ['gh', 'Safety data sheet'],
  ['th', 'Technical data sheet'],
  ['ee', 'Label'],
  ['mh', 'Safety instructions'],
]

for (const [tab, label] of tabs) {
  test(`${tab}: title, og:title and canonical`, async ({ page }) => {
    await page.goto(`/p/${full.id}/en/${tab}/1`)
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await expectHead(page, `${full.name} :: ${label} :: ${BRAND}`, full.name)
  })
}

test('a long product name is cut to 44 characters plus ".." in the title and 58 plus ".." in og:title', async ({ page }) => {
  expect(longName.name.length).toBeGreaterThan(60)
  await page.goto(`/p/${longName.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: longName.name })).toBeVisible()
  await expectHead(page, `${longName.name.slice(0, 44)}.. :: Info :: ${BRAND}`, `${longName.name.slice(0, 58)}..`)
})

test('the head follows client-side navigation', async ({ page }) => {
  await page.goto(`/p/${full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await page.getByRole('navigation', { name: 'Dossier sections' }).getByRole('link', { name: 'Detail' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
  await expectHead(page, `${full.name} :: Detail :: ${BRAND}`, full.name)
})
