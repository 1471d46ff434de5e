import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test, WITHOUT_WEB_SHARE } from './support/fixtures.ts'

/** axe-core reports no violation on any page (WCAG 2.2 AA and axe's best practices). */
const { full, noSds } = PRODUCTS

async function expectNoViolations(page: Page) {
  // WCAG 2.2 A/AA, best practices and axe's experimental rules (label-content-name-mismatch,
  // focus hidden under the fixed bar and others the default set leaves out).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe-core violations').toEqual([])
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The server's preview (a dossier home or a sheet painted before any script runs) has a heading
  // too: check the page the app shows once it has taken over, not whichever moment of the take-over
  // axe happens to run in (while the app's page loader shows beside the preview, axe found content
  // outside any landmark on a loaded machine).
  await expect(page.locator('#page-preview')).toHaveCount(0, { timeout: 20_000 })
}

test('start page (where the installed app opens): scanning and the saved sheets first', async ({ page }) => {
  await open(page, '/p/')
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Scan a QR code' })).toBeVisible()
  await main.getByRole('link', { name: 'Saved sheets' }).focus()
  await expectNoViolations(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/p\/saved$/)
})

test('dossier home (pd)', async ({ page }) => {
  await open(page, `/p/${full.id}/en/pd/1`)
  await expectNoViolations(page)
})

test('dossier home without a valid SDS language (disabled tiles, warning banner)', async ({ page }) => {
  await open(page, `/p/${noSds.id}/en/pd/1`)
  await expectNoViolations(page)
})

test('detail page (pi)', async ({ page }) => {
  await open(page, `/p/${full.id}/en/pi/1`)
  await expectNoViolations(page)
})

// The other page types of a dossier, each in the four interface languages' longest (German) and
// with the phone's section bar open on the SDS page.
for (const [name, path] of [
  ['SDS page (gh)', `/p/${full.id}/de/gh/3`],
  ['SDS download screen (gh/…/download)', `/p/${full.id}/en/gh/1/download`],
  ['technical data sheet (th)', `/p/${full.id}/de/th/1`],
  ['label preview (ee)', `/p/${full.id}/de/ee/1`],
  ['safety instructions (mh)', `/p/${full.id}/de/mh/3`],
  ['saved sheets', '/p/saved'],
  ['sign-in', '/p/signin'],
] as const) {
  test(name, async ({ page }) => {
    await open(page, path)
    await expectNoViolations(page)
  })
}

test('the SDS section bar open (phones)', async ({ page }) => {
  await open(page, `/p/${full.id}/en/gh/1`)
  await page.locator('.sds-sections summary').click()
  await expect(page.getByRole('button', { name: /^4 First aid$/ })).toBeVisible()
  await expectNoViolations(page)
})

test('an error page (dossiererror)', async ({ page }) => {
  await open(page, '/p/dossiererror')
  await expectNoViolations(page)
})

test('the share popover open', async ({ page }) => {
  await page.addInitScript(WITHOUT_WEB_SHARE)
  await open(page, `/p/${full.id}/en/pd/1`)
  await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByRole('group', { name: 'Share this dossier' })).toBeVisible()
  await expectNoViolations(page)
})

test('the QR dialog open', async ({ page }) => {
  await open(page, `/p/${full.id}/en/pd/1`)
  await page.getByRole('main').getByRole('button', { name: 'QR code' }).click()
  await expect(page.getByRole('dialog', { name: 'Scan product QR code' })).toBeVisible()
  await expectNoViolations(page)
})
