import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS
const qrTile = (page: Page) => page.getByRole('main').getByRole('button', { name: 'QR code' })
const qrDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan product QR code' })

test.beforeEach(async ({ page }) => {
  await page.goto(`/p/${full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
})

test('the QR tile opens a modal with the product QR image; Escape closes it and focus returns', async ({ page }) => {
  await qrTile(page).click()
  const dialog = qrDialog(page)
  await expect(dialog).toBeVisible()
  const image = dialog.getByRole('img')
  await expect(image).toBeVisible()
  const src = (await image.getAttribute('src')) ?? ''
  expect(src).toMatch(/^data:image\/svg\+xml[;,]/)
  const svg = src.includes(';base64,') ? Buffer.from(src.split(',')[1]!, 'base64').toString() : decodeURIComponent(src.split(',')[1]!)
  expect(svg).toContain('<svg')
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(qrTile(page)).toBeFocused()
})

test('the close button closes the QR modal; Tab stays inside while it is open', async ({ page }) => {
  await qrTile(page).click()
  const dialog = qrDialog(page)
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(qrTile(page)).toBeFocused()
})
