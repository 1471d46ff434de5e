import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS
const isConfigCall = (url: URL) => url.pathname === '/v2/assets/config/config.json'

test('a runtime configuration answered 500 shows the configuration error with its reference; the page still works', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/)
  await page.context().route(isConfigCall, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
  await page.goto(`/p/${full.id}/en/pi/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: 'The configuration could not be loaded.' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(alert.locator('code')).toHaveText('CONFIG_ERROR-500')
  // With no good configuration on this device, a missing flag counts as on.
  await expect(page.getByRole('checkbox', { name: 'Show changes' })).toBeVisible()
})

test('a good runtime configuration shows no error and its flags hold', async ({ page }) => {
  await page.context().route(isConfigCall, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ appVersion: '1', featureFlags: { showChanges: false } }),
    }),
  )
  await page.goto(`/p/${full.id}/en/pi/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'configuration' })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Show changes' })).toHaveCount(0)
})
