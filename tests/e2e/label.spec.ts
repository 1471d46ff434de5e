import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInByApi, USERS } from './support/accounts.ts'
import { LABEL_PRODUCTS } from './support/label-catalogue.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * The label pages: preview (ee) and edit (ed) against the real server, which
 * draws the label. The products come from support/label-catalogue.ts.
 */
const { general, professional } = LABEL_PRODUCTS
const ee = (id: string, search = '') => `/p/${id}/en/ee/1${search}`
const ed = (id: string, search = '') => `/p/${id}/en/ed/1${search}`
const labelImage = (page: Page) => page.getByRole('main').getByRole('img', { name: /^Label of / })
const STAMP = /\d\d_\d\d_\d{4} \d\d_\d\d/

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe-core violations').toEqual([])
}

/** The preview's address and a checksum of its pixels (the page's CSP allows no fetch of blob: URLs). */
async function imageBytes(page: Page): Promise<{ src: string; size: number; sum: number }> {
  const img = labelImage(page)
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
  return img.evaluate((i: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = i.naturalWidth
    canvas.height = i.naturalHeight
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(i, 0, 0)
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data
    let sum = 0
    for (let k = 0; k < data.length; k += 7) sum = (sum * 31 + data[k]!) >>> 0
    return { src: i.src, size: i.naturalWidth * i.naturalHeight, sum }
  })
}

/**
 * The preview is drawn by the server's render pool, which the other test worker may be keeping busy
 * with PDFs at that moment: about 2 s on a quiet machine, over 5 s once in a loaded CI run. How fast a
 * label is drawn is measured by the label bench, not here.
 */
async function waitForPreview(page: Page) {
  await expect(page.getByRole('main').locator('figure[aria-busy="false"]')).toHaveCount(1, { timeout: 15_000 })
}

/** Signed in as far as the label page can tell: the readable XSRF cookie and app/init naming a user. */
async function signedIn(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'e2e-xsrf-token-0123456789', url: baseURL }])
  await page.route('**/api/v1/app/init', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user_settings: { id: 7, name: 'E2E User' } }) }),
  )
}

test('the preview shows the label with a text alternative, a link to edit, the general-use warnings and the PDF downloads', async ({
  page,
}) => {
  await page.goto(ee(general.id))
  await expect(page.getByRole('heading', { level: 1, name: general.name })).toBeVisible()
  const img = labelImage(page)
  await expect(img).toBeVisible()
  await expect(img).toHaveAttribute('alt', /E2E Label Cleaner, 100 x 150 mm: .*Danger.*H301 Toxic if swallowed\./)
  const warnings = page.getByRole('region', { name: 'Requirements for supply to the general public' })
  await expect(warnings.getByText('Container of whatever capacity must carry a tactile warning of danger.')).toBeVisible()
  await expect(warnings.getByText('Container must be fitted with child-resistant fastening.')).toBeVisible()
  await expect(page.getByText('Restricted to professional users')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit label' })).toHaveAttribute('href', `/p/${general.id}/en/ed/1`)
  await expect(page.getByRole('button', { name: 'Save as single label (PDF)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save as multiple label (PDF)' })).toBeVisible()
  // Signed-out visitors get no spreadsheet or Word export.
  await expect(page.getByRole('button', { name: 'NiceLabel export (Excel)' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save label content (Word)' })).toHaveCount(0)
})

test('H350 on the label restricts the product to professional users, without general-use warnings', async ({ page }) => {
  await page.goto(ee(professional.id))
  await expect(page.getByRole('region', { name: 'Restricted to professional users' })).toBeVisible()
  await expect(page.getByText('Container of whatever capacity must carry a tactile warning of danger.')).toHaveCount(0)
  await expect(page.getByText('Container must be fitted with child-resistant fastening.')).toHaveCount(0)
})

test('the PDF downloads arrive with the names the server gives them', async ({ page }) => {
  await page.goto(ee(general.id, '?dim=3&vseb=5%20l'))
  await waitForPreview(page)
  const single = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save as single label (PDF)' }).click()
  const first = await single
  expect(first.suggestedFilename()).toMatch(new RegExp(`^E2E Label Cleaner_105x148mm_5 l_${STAMP.source}\\.pdf$`))
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded / })).toBeVisible()

  const multiple = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save as multiple label (PDF)' }).click()
  const second = await multiple
  // The sheet of labels is named apart from the single label: four 105 x 148 mm labels on A4.
  expect(second.suggestedFilename()).toMatch(new RegExp(`^E2E Label Cleaner_A4-4x105x148mm_5 l_${STAMP.source}\\.pdf$`))
  const path = await second.path()
  expect(path).toBeTruthy()
})

test('signed-in users also export for NiceLabel and save the label content as Word', async ({ page, context, baseURL }) => {
  // A real session: the server gives the Word label only to members of a workgroup that has the product.
  await signInByApi(context, baseURL!, USERS.demo)
  await page.goto(ee(general.id))
  await waitForPreview(page)
  const word = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save label content (Word)' }).click()
  expect((await word).suggestedFilename()).toMatch(new RegExp(`^E2E Label Cleaner_100x150mm_${STAMP.source}\\.docx$`))
  await expect(page.getByRole('button', { name: 'NiceLabel export (Excel)' })).toBeVisible()
})

test('a refused export shows an error toast', async ({ page, baseURL, consoleGuard }) => {
  // The real server does not know the stand-in session: NiceLabel answers 401, and the browser logs it.
  consoleGuard.allow(/status of 401/)
  await signedIn(page, baseURL!)
  await page.goto(ee(general.id))
  await page.getByRole('button', { name: 'NiceLabel export (Excel)' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The download failed. Your session has expired. Please sign in again. Reference: SESSION_EXPIRED-401' }),
  ).toBeVisible()
})

test('edit options change the address and the preview', async ({ page }) => {
  await page.goto(ed(general.id))
  await waitForPreview(page)
  const before = await imageBytes(page)

  await page.getByRole('button', { name: 'Change Font size' }).click()
  const dialog = page.getByRole('dialog', { name: 'Font size' })
  await dialog.getByRole('radio', { name: '8 pt' }).check()
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/[?&]font=8(&|$)/)
  await expect.poll(async () => (await imageBytes(page)).src).not.toBe(before.src)
  await waitForPreview(page)
  const smaller = await imageBytes(page)
  expect(smaller.sum).not.toBe(before.sum)

  await page.getByRole('tab', { name: 'Additional options' }).click()
  await page.getByRole('checkbox', { name: 'Hide pictograms' }).check()
  await expect(page).toHaveURL(/[?&]picOFF=1(&|$)/)
  await expect.poll(async () => (await imageBytes(page)).sum).not.toBe(smaller.sum)
  await page.getByRole('checkbox', { name: 'Hide pictograms' }).uncheck()
  await expect(page).not.toHaveURL(/picOFF/)

  await page.getByRole('tab', { name: 'Basic options' }).click()
  await page.getByRole('button', { name: 'Change Label dimensions' }).click()
  await page.getByRole('dialog', { name: 'Label dimensions' }).getByRole('radio', { name: '148 x 210 mm' }).check()
  await page.getByRole('dialog', { name: 'Label dimensions' }).getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/[?&]dim=5(&|$)/)
  await expect
    .poll(() => labelImage(page).evaluate((i: HTMLImageElement) => Math.round((100 * i.naturalWidth) / i.naturalHeight)))
    .toBe(Math.round((100 * 148) / 210))

  // The label is shared by its address: the preview page shows the same options.
  await page.getByRole('link', { name: 'Show label' }).click()
  await expect(page).toHaveURL(/\/ee\/1\?.*dim=5/)
  await expect(page).toHaveURL(/font=8/)
  await expect(labelImage(page)).toHaveAttribute('alt', /148 x 210 mm/)
})

test('a modal applies only a changed selection; Cancel changes nothing', async ({ page }) => {
  await page.goto(ed(general.id, '?font=12'))
  await waitForPreview(page)
  await page.getByRole('button', { name: 'Change Font size' }).click()
  const dialog = page.getByRole('dialog', { name: 'Font size' })
  await dialog.getByRole('radio', { name: '8 pt' }).check()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/font=12/)
  await page.getByRole('button', { name: 'Change Margins' }).click()
  const margins = page.getByRole('dialog', { name: 'Margins' })
  await margins.getByRole('spinbutton', { name: 'Top' }).fill('31')
  await expect(margins.getByRole('alert')).toHaveText('Margins must be from 0 to 30 mm, in steps of 0.5 mm.')
  await expect(margins.getByRole('button', { name: 'OK' })).toBeDisabled()
  await margins.getByRole('spinbutton', { name: 'Top' }).fill('10')
  await margins.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/padT=10/)
})

test('the language modal needs at least one language; picking languages sets the reference language', async ({ page }) => {
  await page.goto(ed(general.id))
  await page.getByRole('button', { name: 'Change Languages' }).click()
  const dialog = page.getByRole('dialog', { name: 'Languages' })
  const english = dialog.getByRole('checkbox', { name: 'English' })
  await expect(english).toBeChecked()
  await english.uncheck()
  await expect(dialog.getByRole('alert')).toHaveText('At least one language must be selected.')
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled()
  await expectNoViolations(page)

  await dialog.getByRole('checkbox', { name: 'Deutsch' }).check()
  await dialog.getByRole('checkbox', { name: 'Slovenščina' }).check()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'OK' }).click()
  // The product's order: sl before de; the first picked language is the reference language.
  await expect(page).toHaveURL(/xlang=2%2C3|xlang=2,3/)
  await expect(page).toHaveURL(/rlang=2/)
  await expect(page.getByRole('main').getByText('Slovenščina, Deutsch')).toBeVisible()
})

test('product codes list each code, with its id when two codes share a text', async ({ page }) => {
  await page.goto(ed(general.id))
  await page.getByRole('button', { name: 'Change Product codes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Product codes' })
  await expect(dialog.getByRole('checkbox')).toHaveCount(3)
  await expect(dialog.getByRole('checkbox', { name: 'LBL-1', exact: true })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /^LBL-EU \(\d+\)$/ })).toHaveCount(2)
  await dialog.getByRole('checkbox', { name: 'LBL-1', exact: true }).check()
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/pCodes=\d+/)
})

test('the tabs follow the ARIA pattern', async ({ page }) => {
  await page.goto(ed(general.id))
  const basic = page.getByRole('tab', { name: 'Basic options' })
  await expect(basic).toHaveAttribute('aria-selected', 'true')
  await basic.focus()
  await page.keyboard.press('ArrowRight')
  const additional = page.getByRole('tab', { name: 'Additional options' })
  await expect(additional).toBeFocused()
  await expect(additional).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Additional options' }).getByRole('checkbox')).toHaveCount(10)
})

test('axe-core finds nothing on the preview page', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!)
  await page.goto(ee(general.id))
  await waitForPreview(page)
  await expect(page.getByRole('button', { name: 'NiceLabel export (Excel)' })).toBeVisible()
  await expectNoViolations(page)
})

test('axe-core finds nothing on the edit page, either tab, or with a modal open', async ({ page, consoleGuard }) => {
  // 52 x 74 mm cannot hold this label at the 2 mm x-height of a 50-500 l package: the server refuses it (422).
  consoleGuard.allow(/status of 422/)
  await page.goto(ed(general.id, '?dim=1&emb=4'))
  await waitForPreview(page)
  await expect(page.getByText(/CLP asks for a label of at least 105 x 148 mm/)).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('tab', { name: 'Additional options' }).click()
  await expectNoViolations(page)
  await page.getByRole('tab', { name: 'Basic options' }).click()
  await page.getByRole('button', { name: 'About label sizes' }).click()
  await expect(page.getByRole('dialog', { name: 'Label size under CLP' })).toBeVisible()
  await expectNoViolations(page)
})

test('a label that does not fit its size says what does not fit and offers the smallest size that holds it', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 422/)
  // Three languages of the general cleaner's statements need more than 52 x 74 mm (CLP's smallest type: a 1.4 mm x-height).
  await page.goto(ee(general.id, '?dim=1&xlang=1,2,3'))
  await expect(page.getByRole('alert')).toContainText('The label could not be drawn: ')
  await expect(page.getByRole('alert')).toContainText('do not fit a 52 x 74 mm label')
  const offer = page.getByRole('link', { name: /^Use \d+ x \d+ mm$/ })
  await expect(offer).toBeVisible()
  const size = (await offer.textContent())!.replace(/^Use /, '')
  await offer.click()
  await expect(page).not.toHaveURL(/dim=1(&|$)/)
  await expect(labelImage(page)).toHaveAttribute('alt', new RegExp(`E2E Label Cleaner, ${size}: `))
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('more than six P statements on the label: the preview says how many and why that needs a look (CLP Art. 28(3))', async ({ page }) => {
  // The formaldehyde solution of the demo catalogue keeps eight P statements after the Article 28 rules.
  await page.goto('/p/APlKLSLHAXDc0DRT/en/ee/1')
  await waitForPreview(page)
  await expect(page.getByText('This label carries 8 precautionary statements. CLP Article 28(3) allows more than six')).toBeVisible()
  await page.goto(ee(general.id))
  await waitForPreview(page)
  await expect(page.getByText(/precautionary statements\. CLP Article 28\(3\)/)).toHaveCount(0)
})
