import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInByApi, signInWithForm, USERS } from './support/accounts.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

const alert = (page: Page) => page.getByRole('main').getByRole('alert')

test('sign-in needs a username and a password (checked in the browser), and the page passes axe', async ({ page }) => {
  const tokenCalls: string[] = []
  page.on('request', (r) => r.url().includes('/api/oauth2/token') && tokenCalls.push(r.url()))
  await page.goto('/p/signin')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('This field is required.')).toHaveCount(2)
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Username').fill(USERS.signIn.username)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('This field is required.')).toHaveCount(1)
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  expect(tokenCalls).toEqual([])
})

test('wrong passwords: invalid username or password, then the locked-account warning, then the locked account', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs every refused sign-in as a failed resource.
  consoleGuard.allow(/status of 40[13].*\/api\/oauth2\/token/)
  const attempt = async () => {
    await page.getByLabel('Username').fill(USERS.lock.username)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
  }
  await page.goto('/p/signin')
  const messages: string[] = []
  for (let i = 0; i < 5; i++) {
    await attempt()
    await expect(alert(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    messages.push((await alert(page).textContent()) ?? '')
  }
  expect(messages).toEqual([
    'Invalid username or password.',
    'Invalid username or password.',
    'Invalid username or password. After further failed attempts the account will be locked.',
    'Invalid username or password. After further failed attempts the account will be locked.',
    'This account is locked after too many failed sign-ins. Please try again later.',
  ])
  // Locked means locked, whatever the password.
  await page.getByLabel('Username').fill(USERS.lock.username)
  await page.getByLabel('Password').fill(USERS.lock.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert(page)).toHaveText('This account is locked after too many failed sign-ins. Please try again later.')
  await expect(page).toHaveURL(/\/p\/signin/)
})

test('a server failure or no answer at sign-in shows the catalogue message with a reference to quote', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500.*\/api\/oauth2\/token/)
  await page.route('**/api/oauth2/token', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }))
  await page.goto('/p/signin')
  await page.getByLabel('Username').fill(USERS.signIn.username)
  await page.getByLabel('Password').fill('whatever it is')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert(page)).toHaveText('Authentication failed. Please try again. Reference: AUTHENTICATION_ERROR-500')

  await page.unroute('**/api/oauth2/token')
  await page.route('**/api/oauth2/token', (route) => route.abort('connectionrefused'))
  consoleGuard.allow(/ERR_CONNECTION_REFUSED/)
  await page.getByLabel('Password').fill('whatever it is')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert(page)).toHaveText(
    'The server cannot be reached. Check your connection and try again. Reference: CLIENT_SERVER_COMMUNICATION-network',
  )
})

test('signs in to the product list; the header links back to it from a dossier; signs out', async ({ page }) => {
  await signInWithForm(page, USERS.signIn)
  await expect(page).toHaveURL(/\/p\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: `Account: ${USERS.signIn.name}` })).toBeVisible()

  // A dossier page: the back link to the list, for signed-in users only.
  await page.goto(`/p/${PRODUCTS.full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await header.getByRole('link', { name: 'Product list' }).click()
  await expect(page).toHaveURL(/\/p\/products$/)

  await header.getByRole('button', { name: `Account: ${USERS.signIn.name}` }).click()
  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible()
  await expect(page).toHaveURL(/\/p\/signin$/)
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([])

  await page.goto(`/p/${PRODUCTS.full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Product list' })).toHaveCount(0)
  // The list needs a session again.
  await page.goto('/p/products')
  await expect(page).toHaveURL(/\/p\/signin\?redirect=/)
})

test('anonymous visitors: no back link, no session call, no account code loaded', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (/\/api\/v1\/app\/init|account-/.test(r.url())) calls.push(r.url())
  })
  await page.goto(`/p/${PRODUCTS.full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Product list' })).toHaveCount(0)
  expect(calls).toEqual([])
})

test('a session that can no longer be renewed ends with a message on the sign-in page', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/)
  await signInByApi(context, baseURL!, USERS.expiry)
  await page.goto('/p/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible()
  // The access and refresh cookies are gone (expired, or revoked elsewhere); the readable XSRF cookie is still there.
  await context.clearCookies({ name: 'token' })
  await context.clearCookies({ name: 'refresh_token' })
  await page.reload()
  await expect(page).toHaveURL(/\/p\/signin\?redirect=/)
  await expect(alert(page)).toHaveText('Your session has expired. Please sign in again.')
  // Signing in again returns to the list.
  await page.getByLabel('Username').fill(USERS.expiry.username)
  await page.getByLabel('Password').fill(USERS.expiry.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/p\/products/)
})

test('the signed-in label exports appear with a real session only', async ({ page, context, baseURL }) => {
  const label = `/p/${PRODUCTS.full.id}/en/ee/1`
  const niceLabel = page.getByRole('button', { name: 'NiceLabel export (Excel)' })
  const word = page.getByRole('button', { name: 'Save label content (Word)' })
  await page.goto(label)
  await expect(page.getByRole('button', { name: 'Save as single label (PDF)' })).toBeVisible()
  await expect(niceLabel).toHaveCount(0)

  await signInByApi(context, baseURL!, USERS.demo)
  await page.goto(label)
  await expect(niceLabel).toBeVisible()
  await expect(word).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Product list' })).toBeVisible()
})
