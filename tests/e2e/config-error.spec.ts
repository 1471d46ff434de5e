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

test('a failed load keeps the last good configuration of the device, and says the configuration failed', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  let failing = false
  const loads: number[] = []
  await page.context().route(isConfigCall, (route) => {
    loads.push(Date.now())
    return failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ appVersion: '1', featureFlags: { showChanges: false } }),
        })
  })
  await page.goto(`/p/${full.id}/en/pi/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Show changes' })).toHaveCount(0)
  // The query cache is written to the device about a second after a change.
  await page.waitForTimeout(1_500)

  failing = true
  const before = loads.length
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: 'The configuration could not be loaded.' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(alert.locator('code')).toHaveText('CONFIG_ERROR-500')
  // The new page load asked again, and the flag of the last good configuration still holds.
  expect(loads.length).toBeGreaterThan(before)
  await expect(page.getByRole('checkbox', { name: 'Show changes' })).toHaveCount(0)
})
