import type { Page } from '@playwright/test'
import { signInByApi, USERS } from './support/accounts.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full } = PRODUCTS
const isDetailCall = (url: URL) => url.pathname === `/api/v1/products/-${full.id}/detail`

/** The product detail answers 500 until `healthy()` is called. */
async function failingDetail(page: Page) {
  let failing = true
  await page
    .context()
    .route(isDetailCall, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Internal Server Error"}' })
        : route.fallback(),
    )
  return { healthy: () => (failing = false) }
}

for (const tab of ['pd', 'pi']) {
  test(`a server error on the product detail of ${tab} goes to the dossier error page, with a reference and a retry that works`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 500/)
    const detail = await failingDetail(page)
    await page.goto(`/p/${full.id}/en/${tab}/1`)
    await expect(page).toHaveURL(/\/p\/dossiererror\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible()
    await expect(page.getByText('The server could not complete the request.')).toBeVisible()
    await expect(page.getByRole('main').locator('code')).toHaveText('SERVER_SIDE-500')

    detail.healthy()
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/${tab}/1$`))
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  })
}

test('the dossier error page is translated in the interface language of the failed page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await failingDetail(page)
  await page.goto(`/p/${full.id}/de/pd/1`)
  await expect(page).toHaveURL(/\/p\/dossiererror\?/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('main').locator('code')).toHaveText('SERVER_SIDE-500')
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible()
})

test('an unknown product offers no retry (nothing will change by trying again)', async ({ page }) => {
  await page.goto('/p/dossiererror?id=999999&il=en&type=CLIENT_SIDE&code=404')
  await expect(page.getByRole('main').locator('code')).toHaveText('CLIENT_SIDE-404')
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0)
})

test('a retry address that leaves the app is not offered', async ({ page }) => {
  await page.goto('/p/dossiererror?type=SERVER_SIDE&code=500&retry=//evil.example/x')
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0)
})

test('the dossier error button leads to the product list through sign-in when signed out', async ({ page }) => {
  await page.goto('/p/dossiererror')
  await page.getByRole('link', { name: 'Go to Chemora application' }).click()
  await expect(page).toHaveURL(/\/p\/signin\?redirect=/)
  await page.getByLabel('Username').fill(USERS.list.username)
  await page.getByLabel('Password').fill(USERS.list.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/p\/products/)
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible()
})

test('the dossier error button leads straight to the product list when signed in', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, USERS.list)
  await page.goto('/p/dossiererror')
  await page.getByRole('link', { name: 'Go to Chemora application' }).click()
  await expect(page).toHaveURL(/\/p\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible()
})
