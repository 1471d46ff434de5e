import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForServiceWorkerControl } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * The digital label (CLP Article 34b) is the server's own page: it reads whole without JavaScript
 * on a 390 px phone, needs no zoom (16 px text, nothing scrolls sideways), passes axe, and a phone
 * whose service worker runs the app still reaches it from the dossier home (the worker leaves it to
 * the server instead of answering with the app shell).
 */
const FORMALDEHYDE = { id: 'APlKLSLHAXDc0DRT', name: 'Fixol F37 Formaldehyde Solution 37 %' }
const PAGE = `/p/${FORMALDEHYDE.id}/en/dl/1`

async function expectLabelText(page: Page) {
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: FORMALDEHYDE.name })).toBeVisible()
  for (const text of [
    'UFI: E3PR-XK57-600C-V6CV',
    'Danger',
    'H350 May cause cancer.',
    'P405 Store locked up.',
    'Restricted to professional users',
    'Contents: 1 l',
    'Alpenchem d.o.o.',
  ])
    await expect(main.getByText(text, { exact: false }).first(), text).toBeVisible()
  await expect(main.getByRole('link', { name: '+386 1 555 01 20' })).toHaveAttribute('href', 'tel:+38615550120')
  await expect(main.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112')
  const pictogram = main.getByRole('img', { name: 'Corrosive' })
  await expect(pictogram).toBeVisible()
  expect(await pictogram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('every label element as text, 16 px, nothing wider than the phone', async ({ page }) => {
    const res = await page.goto(PAGE)
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectLabelText(page)
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontSize)).toBe('16px')
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.view)
  })
})

test('axe finds nothing on the digital label (WCAG 2.2 AA and best practices)', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('one tap from the dossier home, also under the service worker', async ({ page }) => {
  await page.goto(`/p/${FORMALDEHYDE.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: FORMALDEHYDE.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await page.getByRole('main').locator('ul.tiles').getByRole('link', { name: 'Digital label' }).click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expectLabelText(page)
  // The server's page, not the app shell: no app script on it.
  expect(await page.locator('script').count()).toBe(0)
})

test('a digital label opened once opens again without signal', async ({ page, context, consoleGuard }) => {
  // The browser's own fetch of the tab icon, which is not kept for offline use: nothing the page needs.
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED .*\/p\/icons\/icon\.svg/)
  await page.goto(`/p/${FORMALDEHYDE.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: FORMALDEHYDE.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await page.goto(PAGE)
  await expectLabelText(page)
  await context.setOffline(true)
  await page.reload()
  await expectLabelText(page)
  await context.setOffline(false)
})
