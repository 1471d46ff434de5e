import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { demoFacts, outboxFiles, signInByApi, USERS, type E2eUser } from './support/accounts.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full, noTds, noSds } = PRODUCTS

/** Not with the e-mail preview open: its frame runs no script, axe's included. */
async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

async function openList(page: Page, user: E2eUser, baseURL: string) {
  await signInByApi(page.context(), baseURL, user)
  await page.goto('/p/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Product list' })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
}

const rowNames = (page: Page) => page.getByRole('table').locator('tbody th').allTextContents()

async function search(page: Page, text: string) {
  await page.getByLabel('Search by name, product code, CAS number or UFI').fill(text)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`))
}

async function openShare(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  await page.getByRole('button', { name: 'Share selected' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share products' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the product list: search by name, product code, CAS and UFI, select, and pass axe', async ({ page, baseURL }) => {
  await openList(page, USERS.list, baseURL!)
  await expectNoViolations(page)
  expect(await rowNames(page)).toContain(full.name)

  const facts = demoFacts('acetone-cleaner.json')
  for (const q of ['acetone cleaner', facts.code, ...facts.cas.slice(0, 1), ...facts.ufis.slice(0, 1)]) {
    await search(page, q)
    await expect.poll(() => rowNames(page)).toContain(full.name)
  }
  await search(page, 'no such product anywhere')
  await expect(page.getByText('No products match “no such product anywhere”.')).toBeVisible()

  await search(page, 'acetone cleaner')
  await expect.poll(() => rowNames(page)).toContain(full.name)
  await expect(page.getByRole('button', { name: 'Share selected' })).toBeDisabled()
  await page.getByRole('checkbox', { name: `Select ${full.name}` }).check()
  await expect(page.getByText('Selected: 1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share selected' })).toBeEnabled()
  // The selection survives a new search.
  await search(page, '')
  await expect(page.getByText('Selected: 1')).toBeVisible()
})

test('the share dialog: recipients, product list and languages; Send and Preview only when valid; axe clean', async ({ page, baseURL }) => {
  await openList(page, USERS.share, baseURL!)
  const dialog = await openShare(page, [full.name, noTds.name])
  await expectNoViolations(page, 'dialog')
  // The page has one banner and one content information: a dialog's title bar and buttons are neither.
  await expect(dialog.getByRole('banner')).toHaveCount(0)
  await expect(dialog.getByRole('contentinfo')).toHaveCount(0)
  const send = dialog.getByRole('button', { name: 'Send' })
  const preview = dialog.getByRole('button', { name: 'Preview' })
  const recipients = dialog.getByRole('textbox', { name: 'Recipients' })
  await expect(send).toBeDisabled()
  await expect(preview).toBeDisabled()

  // Added on blur; an invalid one is reported with the list of invalid addresses.
  await recipients.fill('anna@customer.example not-an-address')
  await recipients.blur()
  await expect(dialog.getByRole('list', { name: 'Added recipients' }).getByRole('listitem')).toHaveText([
    /anna@customer\.example/,
    /not-an-address/,
  ])
  await expect(dialog.getByRole('alert')).toHaveText('Invalid e-mails: not-an-address')
  await expect(send).toBeDisabled()
  await dialog.getByRole('button', { name: 'Remove not-an-address' }).click()
  await expect(send).toBeEnabled()
  await expect(preview).toBeEnabled()
  await dialog.getByRole('button', { name: 'Remove anna@customer.example' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This field is required.')
  await expect(send).toBeDisabled()

  // Comma or whitespace separated; at most 10.
  await recipients.fill(Array.from({ length: 11 }, (_, i) => `r${i}@customer.example`).join(', '))
  await recipients.blur()
  await expect(dialog.getByRole('alert')).toHaveText('Enter at most 10 recipients.')
  await dialog.getByRole('button', { name: 'Remove r10@customer.example' }).click()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(send).toBeEnabled()

  // Settings: both products have SDS languages 1, 2, 3 in common.
  await expect(dialog.getByRole('button', { name: /^Link opens/ })).toHaveText(/Product overview/)
  await dialog.getByRole('button', { name: /^Link opens/ }).click()
  await page.getByRole('option', { name: 'Safety data sheet' }).click()
  await dialog.getByRole('button', { name: /^Document language/ }).click()
  await expect(page.getByRole('option')).toHaveText(['English', 'Slovenščina', 'Deutsch'])
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: /^Message language/ }).click()
  // Message languages: every document language (the e-mail has its texts in all 26), in their ids' order.
  await expect(page.getByRole('option')).toHaveText([
    'English',
    'Slovenščina',
    'Deutsch',
    'Hrvatski',
    'Français',
    'Italiano',
    'Español',
    'Български',
    'Čeština',
    'Dansk',
    'Ελληνικά',
    'Eesti',
    'Suomi',
    'Magyar',
    'Lietuvių',
    'Latviešu',
    'Malti',
    'Nederlands',
    'Polski',
    'Português',
    'Română',
    'Slovenčina',
    'Svenska',
    'Gaeilge',
    'Norsk',
    'Íslenska',
  ])
  await page.keyboard.press('Escape')

  // The numbered product list: the last one cannot be removed.
  const products = dialog.getByRole('list', { name: 'Products' }).getByRole('listitem')
  await expect(products).toHaveCount(2)
  await dialog.getByRole('button', { name: `Remove ${noTds.name}` }).click()
  await expect(products).toHaveCount(1)
  await expect(products.getByRole('button')).toHaveCount(0)

  // Closing throws the form away.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Share selected' }).click()
  await expect(dialog.getByRole('list', { name: 'Added recipients' })).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(2)
})

test('no SDS language in common: the banner, the link forced to the product overview, SDS controls disabled', async ({ page, baseURL }) => {
  await openList(page, USERS.share, baseURL!)
  const dialog = await openShare(page, [noSds.name])
  await expect(dialog.getByRole('alert').filter({ hasText: 'safety data sheet language in common' })).toBeVisible()
  const target = dialog.getByRole('button', { name: /^Link opens/ })
  await expect(target).toBeDisabled()
  await expect(target).toHaveText(/Product overview/)
  await expect(dialog.getByRole('button', { name: /^Document language/ })).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Recipients' }).fill('anna@customer.example')
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled()
  await expectNoViolations(page, 'dialog')
})

test('preview shows the e-mail in a sandboxed frame; send writes it and closes with a notice', async ({ page, baseURL, consoleGuard }) => {
  // Playwright sets up its own script world in every frame it sees; now and then Chromium reports
  // that the sandbox refused it. That refusal is the sandbox doing its job, not an error of the page.
  consoleGuard.allow(
    /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set/,
  )
  await openList(page, USERS.send, baseURL!)
  const dialog = await openShare(page, [full.name])
  await dialog.getByRole('textbox', { name: 'Recipients' }).fill('anna@customer.example')
  await dialog.getByRole('button', { name: /^Message language/ }).click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await dialog.getByRole('button', { name: /^Link opens/ }).click()
  await page.getByRole('option', { name: 'Safety data sheet' }).click()
  await dialog.getByRole('button', { name: /^Document language/ }).click()
  await page.getByRole('option', { name: 'Slovenščina' }).click()

  await dialog.getByRole('button', { name: 'Preview' }).click()
  const frame = dialog.locator('iframe[title="E-mail preview"]')
  await expect(frame).toBeVisible()
  await expect(frame).toHaveAttribute('sandbox', /allow-popups/)
  expect(await frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/)
  // Read from outside: no script runs in the sandboxed frame, not even the test's.
  const html = (await frame.getAttribute('srcdoc')) ?? ''
  expect(html).toContain(`<a href="${baseURL}/p/${full.id}/de/gh/2">${full.name}</a>`)
  expect(html).toContain('Sicherheitsdatenblatt (Slovenščina)')
  await expect(frame).toHaveCSS('opacity', '1')

  // Back to the form: everything as it was.
  await dialog.getByRole('button', { name: 'Edit settings' }).click()
  await expect(dialog.getByRole('list', { name: 'Added recipients' })).toHaveText(/anna@customer\.example/)
  await expect(dialog.getByRole('button', { name: /^Message language/ })).toHaveText(/Deutsch/)

  const before = outboxFiles().length
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The products were shared successfully.' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect.poll(() => outboxFiles().length).toBe(before + 1)
  const mail = outboxFiles().find((f) => f.text.includes('anna@customer.example') && f.text.includes(`/p/${full.id}/de/gh/2`))
  expect(mail, 'the .eml file of the share').toBeDefined()
  expect(mail!.text).toMatch(/^To: anna@customer\.example$/m)
  expect(mail!.text).toMatch(/^Content-Language: de$/m)
  expect(mail!.text).toMatch(/multipart\/alternative/)
})

test('users of several workgroups pick one; the list shows only its products', async ({ page, baseURL }) => {
  await openList(page, USERS.picker, baseURL!)
  const picker = page.getByRole('button', { name: /^Workgroup/ })
  await expect(picker).toHaveText(/Alpenchem QA/)
  await expect.poll(() => rowNames(page)).toContain(full.name)
  await picker.click()
  await page.getByRole('option', { name: 'Farbenwerk' }).click()
  await expect.poll(() => rowNames(page)).not.toContain(full.name)
  expect(await rowNames(page)).toContain(noSds.name)
  // Kept for the tab's session.
  await page.reload()
  await expect(page.getByRole('button', { name: /^Workgroup/ })).toHaveText(/Farbenwerk/)
})
