import { expect, test } from './support/fixtures.ts'

/**
 * The methanol fuel of the demo catalogue is dangerous goods (UN 1230, class 3 with subsidiary
 * risk 6.1, packing group II) and methanol has an EU limit value with a skin notation: its sheet
 * must say both, in every language the product has.
 */
const FUEL = { id: 'rlo7c_2JIOncAqjg', name: 'Tauern Glow Fuel Standard' }

const CASES = [
  { lang: 'en', option: 'English', limit: '260\u00a0mg/m³', skin: 'skin notation', shippingName: 'METHANOL' },
  { lang: 'sl', option: 'Slovenščina', limit: '260\u00a0mg/m³', skin: 'oznaka koža', shippingName: 'METANOL' },
  { lang: 'de', option: 'Deutsch', limit: '260\u00a0mg/m³', skin: 'Hautresorption', shippingName: 'METHANOL' },
]

for (const { lang, option, limit, skin, shippingName } of CASES) {
  test(`the methanol fuel's sheet shows UN 1230 in 14.1 and the limit values in 8.1 (${lang})`, async ({ page }) => {
    await page.goto(`/p/${FUEL.id}/en/gh/1`)
    await expect(page.getByRole('heading', { level: 1, name: FUEL.name })).toBeVisible()
    const sheet = page.locator('article.sds')
    await expect(sheet).toBeVisible()
    if (lang !== 'en') {
      // The document language is the action box's choice; the address names the interface language.
      await page.getByRole('button', { name: /^Language / }).click()
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
    }
    await expect(sheet).toHaveAttribute('lang', lang)

    const transport = sheet.locator('section[data-subsection="14.1"]')
    await expect(transport).toContainText('UN 1230')
    await expect(sheet.locator('section[data-subsection="14.2"]')).toContainText(shippingName)
    await expect(sheet.locator('section[data-subsection="14.3"]')).toContainText('3 (6.1)')
    await expect(sheet.locator('section[data-subsection="14.4"]')).toContainText('II')
    // The old default claimed the opposite for every product.
    await expect(sheet.locator('section[data-subsection="14.1"] .sds-text--empty')).toHaveCount(0)

    const limits = sheet.locator('section[data-subsection="8.1"] table.sds-table--limits')
    await expect(limits).toBeVisible()
    await expect(limits).toContainText('67-56-1')
    await expect(limits).toContainText(limit)
    await expect(limits).toContainText('200\u00a0ppm')
    await expect(limits).toContainText('IOELV 2006/15/EC')
    await expect(limits).toContainText(skin)
  })
}
