import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { signInByApi, signInWithForm, USERS } from './support/accounts.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { ROOT } from './support/server.ts'

/**
 * The detail page (pi) against the real server and the
 * demo catalogue: each section is there exactly when the product's data has it, in the document
 * language of the URL; "Show changes" compares with an older version; attachments download, preview,
 * and refuse when restricted; the coatings edition (host names starting with 'coat') hides the
 * classification.
 */
const { full, noSds: wallPaint } = PRODUCTS
const epoxyA = { id: '9ozFYnPjRpWMp3NB', name: 'Durafloor EP 200 Epoxy Floor Coating, Component A, RAL 7040' }
const epoxyB = { id: 'Offj45naZ1pmdNNE', name: 'Durafloor EP 200 Epoxy Floor Coating, Component B' }
const formaldehyde = { id: 'APlKLSLHAXDc0DRT', name: 'Fixol F37 Formaldehyde Solution 37 %' }
const brushCleaner = { id: 'xdmwzQW2WhF0utt7', name: 'Solvo Brush Cleaner, dearomatised' }
const woodVarnish = { id: 'FO3FGGCKVFca3fE5', name: 'Aquamat Clear Wood Varnish, satin' }

const DEMO = join(ROOT, 'src/server/demo')
type Texts = Record<string, string>
interface DemoFile {
  description: Texts
  parameters: { category: Texts; items: { name: Texts; value: Texts }[] }[]
  recommendations: { use: Texts; levels: Texts; specialFeatures: Texts }
  composition: { kind: 'material' | 'instruction'; productName?: string; content?: number; price?: number; instruction?: Texts }[]
  attachments: { file: string; category: string; lang: string; status: string; restrictedTo?: string }[]
}
const demo = (file: string) => JSON.parse(readFileSync(join(DEMO, file), 'utf8')) as DemoFile

/** Attachment sizes in KB are bytes / 1000 with 3 decimals (English notation here). */
const kb = (file: string) => (statSync(join(DEMO, file)).size / 1000).toFixed(3)

const SECTIONS = [
  'Basic information',
  'Classification',
  'Substances',
  'Formulation mixer',
  'Parameters',
  'Health and safety',
  'Attachments',
  'Recommendations',
]

const section = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title, exact: true })
const sectionTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 })
const bodyRows = (scope: Locator) => scope.locator('tbody tr')
const cellsOf = (row: Locator) => row.locator('th, td')
/** The list right after a sub-heading (hazard or precautionary statements). */
const listAfter = (scope: Locator, heading: string) =>
  scope.getByRole('heading', { level: 3, name: heading, exact: true }).locator('xpath=following-sibling::ul[1]')
const factValue = (scope: Locator, term: string) =>
  scope
    .locator('.facts__row')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${escape(term)}$`) }),
    })
    .getByRole('definition')
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function open(page: Page, id: string, name: string, path = 'en/pi/1') {
  await page.goto(`/p/${id}/${path}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(section(page, 'Basic information')).toBeVisible()
}

async function expectSections(page: Page, present: string[]) {
  await expect(sectionTitles(page)).toHaveText(SECTIONS.filter((title) => present.includes(title)))
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe-core violations').toEqual([])
}

async function versionsOf(request: APIRequestContext, id: string): Promise<{ id: number; text: string }[]> {
  const response = await request.get(`/api/v1/products/-${id}/detail`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { basic: { versions: { id: number; text: string }[] } }).basic.versions
}

/** The same server under another host name: Chromium resolves every *.localhost name to 127.0.0.1. */
const onHost = (baseURL: string | undefined, host: string) => {
  const url = new URL(baseURL!)
  url.hostname = host
  return url.origin
}

test.describe('sections as the data says', () => {
  test('a classified single product: every section but the mixer, in English', async ({ page }) => {
    const data = demo('acetone-cleaner.json')
    await open(page, full.id, full.name)
    await expectSections(page, [
      'Basic information',
      'Classification',
      'Substances',
      'Parameters',
      'Health and safety',
      'Attachments',
      'Recommendations',
    ])

    const basic = section(page, 'Basic information')
    await expect(factValue(basic, 'Product name')).toHaveText(full.name)
    await expect(factValue(basic, 'Product code')).toHaveText('SAC-100, SAC-1L, SAC-5L, SAC-25L, SAC-1L-SI, 3830061200029')
    // The three synonyms share one UFI: it is listed once.
    await expect(factValue(basic, 'UFI')).toHaveText('J4QR-0KEY-V009-U9CN')
    await expect(factValue(basic, 'Description')).toHaveText(data.description.en!)
    await expect(factValue(basic, 'Supplier')).toHaveText('Alpenchem d.o.o., Tržaška cesta 12, 1000 Ljubljana, Slovenia')
    await expect(factValue(basic, 'Version')).toHaveText('3.0 (14/09/2026)')

    const classification = section(page, 'Classification')
    // Three hazard classes, and acetone's supplemental hazard EUH066 (CLP Art. 25(1)) in its own row.
    await expect(bodyRows(classification)).toHaveCount(4)
    await expect(cellsOf(bodyRows(classification).first())).toHaveText(['Flam. Liq.', '2', 'H225 Highly flammable liquid and vapour.'])
    await expect(cellsOf(bodyRows(classification).last())).toHaveText([
      /Suppl/,
      'EUH066',
      /^EUH066 Repeated exposure may cause skin dryness or cracking/,
    ])

    const substances = section(page, 'Substances')
    await expect(bodyRows(substances)).toHaveCount(2)
    await expect(cellsOf(bodyRows(substances).nth(0))).toHaveText([
      'acetone',
      '67-64-1',
      '200-662-2',
      '606-001-00-8',
      '01-2119471330-49',
      '85.00 - 95.00',
      'Flam. Liq. 2; H225, Eye Irrit. 2; H319, STOT SE 3; H336, EUH066',
    ])
    await expect(cellsOf(bodyRows(substances).nth(1)).nth(1)).toHaveText('67-63-0')

    const parameters = section(page, 'Parameters')
    await expect(parameters.getByRole('heading', { level: 3 })).toHaveText(data.parameters.map((p) => p.category.en!))
    for (const category of data.parameters) {
      const group = parameters
        .locator('.parameter-group')
        .filter({ has: page.getByRole('heading', { level: 3, name: category.category.en, exact: true }) })
      await expect(group.getByRole('term')).toHaveText(category.items.map((item) => item.name.en!))
      await expect(group.getByRole('definition')).toHaveText(category.items.map((item) => item.value.en!))
    }

    const hs = section(page, 'Health and safety')
    await expect(hs.locator('.signal-word')).toContainText('Danger', { ignoreCase: true })
    await expect(hs.getByRole('img')).toHaveCount(2)
    await expect(hs.getByRole('img', { name: 'Flammable', exact: true })).toHaveAttribute('src', /GHS02\.svg$/)
    await expect(hs.getByRole('img', { name: 'Harmful or irritant', exact: true })).toHaveAttribute('src', /GHS07\.svg$/)
    await expect(listAfter(hs, 'Hazard statements').getByRole('listitem')).toHaveText([
      'H225 Highly flammable liquid and vapour.',
      'H319 Causes serious eye irritation.',
      'H336 May cause drowsiness or dizziness.',
      'EUH066 Repeated exposure may cause skin dryness or cracking.',
    ])
    const precautions = listAfter(hs, 'Precautionary statements').getByRole('listitem')
    await expect(precautions).toHaveCount(8)
    await expect(precautions.first()).toHaveText('P102 Keep out of reach of children.')
    await expect(precautions.filter({ hasText: 'P305+P351+P338' })).toContainText('IF IN EYES: Rinse cautiously with water')

    const recommendations = section(page, 'Recommendations')
    await expect(recommendations.getByRole('heading', { level: 3 })).toHaveText([
      'Recommended use',
      'Recommended levels',
      'Special features',
    ])
    await expect(recommendations.getByRole('paragraph')).toHaveText([
      data.recommendations.use.en!,
      data.recommendations.levels.en!,
      data.recommendations.specialFeatures.en!,
    ])
  })

  test('the attachments table: file name, category, language, status, size in KB (3 decimals), added, actions', async ({ page }) => {
    await open(page, full.id, full.name)
    const attachments = section(page, 'Attachments')
    await expect(attachments.locator('thead th')).toHaveText([
      'File name',
      'Category',
      'Language',
      'Status',
      'Size (KB)',
      'Added',
      'Actions',
    ])
    const expected = [
      ['solvo-acetone-cleaner-sds-v2.0-en.pdf', 'Safety data sheet', 'English', 'Archived'],
      ['solvo-acetone-cleaner-tds-sl.pdf', 'Technical data sheet', 'Slovenščina', 'Valid'],
      ['solvo-cleaners-brochure-de.pdf', 'Brochure', 'Deutsch', 'Valid'],
    ]
    await expect(bodyRows(attachments)).toHaveCount(expected.length)
    for (const [index, [file, category, language, status]] of expected.entries()) {
      const cells = cellsOf(bodyRows(attachments).nth(index))
      await expect(cells.nth(0)).toHaveText(file!)
      await expect(cells.nth(1)).toHaveText(category!)
      await expect(cells.nth(2)).toHaveText(language!)
      await expect(cells.nth(3)).toHaveText(status!)
      await expect(cells.nth(4)).toHaveText(kb(`attachments/${file}`))
      await expect(cells.nth(4)).toHaveText(/^\d+\.\d{3}$/)
      await expect(cells.nth(5)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      await expect(cells.nth(6).getByRole('button', { name: `Preview ${file}` })).toBeVisible()
      await expect(cells.nth(6).getByRole('button', { name: `Download ${file}` })).toBeVisible()
    }
  })

  test('the epoxy component A has the formulation mixer with a total row of 100.00 %', async ({ page }) => {
    const data = demo('epoxy-floor-coating-a.json')
    const materials = data.composition.filter((c) => c.kind === 'material')
    const instructions = data.composition.filter((c) => c.kind === 'instruction')
    await open(page, epoxyA.id, epoxyA.name)
    // On the chemicals host the classification shows, whatever edition the data names.
    await expectSections(page, SECTIONS)

    const mixer = section(page, 'Formulation mixer')
    await expect(mixer.locator('thead th')).toHaveText(['Component', 'Purpose', 'Mass %', 'Price (EUR/kg)'])
    await expect(bodyRows(mixer)).toHaveCount(materials.length)
    await expect(bodyRows(mixer).locator('th')).toContainText(materials.map((m) => m.productName!))
    // Mass % and price with 2 decimals.
    await expect(bodyRows(mixer).locator('td:nth-of-type(2)')).toHaveText(materials.map((m) => m.content!.toFixed(2)))
    await expect(bodyRows(mixer).locator('td:nth-of-type(3)')).toHaveText(materials.map((m) => m.price!.toFixed(2)))
    const totalPrice = materials.reduce((sum, m) => sum + m.content! * m.price!, 0) / 100
    await expect(cellsOf(mixer.locator('tfoot tr'))).toHaveText(['Total', '', '100.00 %', totalPrice.toFixed(2)])
    await expect(mixer.getByRole('listitem')).toHaveText(instructions.map((i) => i.instruction!.en!))

    await expect(bodyRows(section(page, 'Substances')).locator('td:nth-of-type(1)')).toHaveText(['25068-38-6', '68609-97-2'])
    await expect(bodyRows(section(page, 'Attachments'))).toHaveCount(4)
    await expect(section(page, 'Parameters').getByRole('heading', { level: 3 })).toHaveText(data.parameters.map((p) => p.category.en!))
  })

  test('numbers follow the interface language: the Slovenian interface writes 100,00 % and decimal commas in KB', async ({ page }) => {
    await page.goto(`/p/${epoxyA.id}/sl/pi/1`)
    await expect(page.getByRole('heading', { level: 1, name: epoxyA.name })).toBeVisible()
    await expect(page.locator('.detail-page tfoot td').nth(1)).toHaveText('100,00 %')
    await expect(
      page
        .locator('.detail-page td.num')
        .filter({ hasText: /^\d+,\d{3}$/ })
        .first(),
    ).toHaveText(kb('attachments/durafloor-ep200-tds-en.pdf').replace('.', ','))
  })

  test('the epoxy component B has no mixer and no attachments', async ({ page }) => {
    await open(page, epoxyB.id, epoxyB.name)
    await expectSections(page, ['Basic information', 'Classification', 'Substances', 'Parameters', 'Health and safety', 'Recommendations'])
    await expect(bodyRows(section(page, 'Substances'))).toHaveCount(3)
    await expect(section(page, 'Health and safety').getByRole('img', { name: 'Corrosive', exact: true })).toBeVisible()
  })

  test('an unclassified paint: "not classified", no pictograms or signal word, only its EUH statements', async ({ page }) => {
    await open(page, wallPaint.id, wallPaint.name)
    await expectSections(page, ['Basic information', 'Classification', 'Substances', 'Parameters', 'Health and safety', 'Recommendations'])
    await expect(section(page, 'Classification')).toContainText('The product is not classified as hazardous.')
    await expect(section(page, 'Classification').getByRole('table')).toHaveCount(0)
    const hs = section(page, 'Health and safety')
    await expect(hs.getByRole('img')).toHaveCount(0)
    await expect(hs.locator('.signal-word')).toHaveCount(0)
    await expect(hs.getByRole('heading', { name: 'Precautionary statements' })).toHaveCount(0)
    await expect(listAfter(hs, 'Hazard statements').getByRole('listitem')).toHaveText([/^EUH208 /, /^EUH210 /])
    await expect(bodyRows(section(page, 'Substances')).locator('td:nth-of-type(1)')).toHaveText(['13463-67-7', '2634-33-5'])
  })

  test('a substance without a CAS number keeps an empty CAS cell', async ({ page }) => {
    await open(page, brushCleaner.id, brushCleaner.name)
    await expectSections(page, ['Basic information', 'Classification', 'Substances', 'Parameters', 'Health and safety', 'Recommendations'])
    const rows = bodyRows(section(page, 'Substances'))
    await expect(rows.locator('td:nth-of-type(1)')).toHaveText(['', '108-65-6'])
    await expect(rows.first().locator('th')).toHaveText(/^Hydrocarbons, C9-C11/)
    await expect(section(page, 'Health and safety').getByRole('img')).toHaveCount(3)
  })

  test('a file restricted to a workgroup is listed for its members only', async ({ page, browser, baseURL }) => {
    await open(page, formaldehyde.id, formaldehyde.name)
    await expectSections(page, [
      'Basic information',
      'Classification',
      'Substances',
      'Parameters',
      'Health and safety',
      'Attachments',
      'Recommendations',
    ])
    await expect(bodyRows(section(page, 'Attachments')).locator('th')).toHaveText([
      'fixol-f37-certificate-of-analysis-en.pdf',
      'fixol-f37-betriebsanweisung-de.pdf',
    ])
    await expect(bodyRows(section(page, 'Classification'))).toHaveCount(9)

    // The demo user is in 'Alpenchem QA', the workgroup of the QA release notes: their browser lists them.
    const member = await browser.newContext({ baseURL })
    try {
      await signInByApi(member, baseURL!, USERS.demo)
      const memberPage = await member.newPage()
      // A fresh browser: nothing of the app is cached yet, so the first page takes longer.
      await memberPage.goto(`/p/${formaldehyde.id}/en/pi/1`)
      await expect(memberPage.getByRole('heading', { level: 1, name: formaldehyde.name })).toBeVisible({ timeout: 20_000 })
      await expect(bodyRows(section(memberPage, 'Attachments')).locator('th')).toHaveText([
        'fixol-f37-certificate-of-analysis-en.pdf',
        'fixol-f37-betriebsanweisung-de.pdf',
        'fixol-f37-qa-release-notes-sl.txt',
      ])
    } finally {
      await member.close()
    }
  })

  test("signing out in the tab stops listing the workgroup's file", async ({ page }) => {
    await signInWithForm(page, USERS.demo)
    await expect(page).toHaveURL(/\/p\/products$/)
    await page.goto(`/p/${formaldehyde.id}/en/pi/1`)
    const attachments = bodyRows(section(page, 'Attachments')).locator('th')
    await expect(attachments).toHaveText([/certificate-of-analysis/, /betriebsanweisung/, 'fixol-f37-qa-release-notes-sl.txt'])

    const header = page.getByRole('banner')
    await header.getByRole('button', { name: `Account: ${USERS.demo.name}` }).click()
    await header.getByRole('button', { name: 'Sign out' }).click()
    // The page is public, so it stays; the detail it shows was learned while signed in, and is asked again.
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/p/${formaldehyde.id}/en/pi/1$`))
    await expect(attachments).toHaveText([/certificate-of-analysis/, /betriebsanweisung/])
  })
})

test.describe('the document language (pi/{lang})', () => {
  test('pi/2 shows the Slovenian data texts; the interface stays English', async ({ page }) => {
    const data = demo('acetone-cleaner.json')
    await open(page, full.id, full.name, 'en/pi/2')
    await expect(factValue(section(page, 'Basic information'), 'Description')).toHaveText(data.description.sl!)
    await expect(cellsOf(bodyRows(section(page, 'Substances')).first()).first()).toHaveText('aceton')
    await expect(cellsOf(bodyRows(section(page, 'Classification')).first()).nth(2)).toHaveText('H225 Lahko vnetljiva tekočina in hlapi.')
    await expect(section(page, 'Parameters').getByRole('heading', { level: 3 })).toHaveText(data.parameters.map((p) => p.category.sl!))
    await expect(section(page, 'Parameters').getByRole('term').first()).toHaveText('Videz')
    const hs = section(page, 'Health and safety')
    await expect(hs.locator('.signal-word strong')).toHaveText('Nevarno')
    await expect(hs.getByRole('img', { name: 'Vnetljivo', exact: true })).toBeVisible()
    await expect(listAfter(hs, 'Hazard statements').getByRole('listitem').first()).toHaveText('H225 Lahko vnetljiva tekočina in hlapi.')
    await expect(listAfter(hs, 'Precautionary statements').getByRole('listitem').first()).toHaveText('P102 Hraniti zunaj dosega otrok.')
    await expect(section(page, 'Recommendations').getByRole('paragraph').first()).toHaveText(data.recommendations.use.sl!)
    // The interface language is the URL's 'en'.
    await expect(sectionTitles(page).first()).toHaveText('Basic information')
  })

  test('pi/3 shows the German mixer purposes and instructions', async ({ page }) => {
    const data = demo('epoxy-floor-coating-a.json')
    await open(page, epoxyA.id, epoxyA.name, 'en/pi/3')
    const mixer = section(page, 'Formulation mixer')
    await expect(bodyRows(mixer).first().locator('td').first()).toHaveText('Bindemittel')
    await expect(mixer.getByRole('listitem')).toHaveText(
      data.composition.filter((c) => c.kind === 'instruction').map((i) => i.instruction!.de!),
    )
  })
})

test.describe('show changes (comparison with an older version)', () => {
  test('turning it on compares with the previous version, and version 1.0 can be picked', async ({ page, request }) => {
    const versions = await versionsOf(request, full.id)
    expect(versions.map((v) => v.text)).toEqual(['3.0', '2.0', '1.0'])
    const [, previous, first] = versions
    await open(page, full.id, full.name)
    await expect(page.getByRole('main').locator('ins, del')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Compared with version' })).toHaveCount(0)

    // The checkbox follows the URL: click it, then wait for the state (check() would look too early).
    await page.getByRole('checkbox', { name: 'Show changes' }).click()
    await expect(page.getByRole('checkbox', { name: 'Show changes' })).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1\\?compare=${previous!.id}$`))
    const picker = page.getByRole('combobox', { name: 'Compared with version' })
    await expect(picker.getByRole('option')).toHaveText(['2.0 (previous)', '1.0 (first)'])
    await expect(picker).toHaveValue(String(previous!.id))

    await picker.selectOption({ label: '1.0 (first)' })
    await expect(page).toHaveURL(new RegExp(`\\?compare=${first!.id}$`))
    await expect(picker).toHaveValue(String(first!.id))

    const main = page.getByRole('main')
    // The legend explains the marks with the marks themselves.
    const legend = main.locator('.compare-legend')
    await expect(legend).toHaveText('Changes since that version: added text, removed text.')
    await expect(legend.locator('ins')).toHaveText('added text')
    await expect(legend.locator('del')).toHaveText('removed text')

    // Version 1.0 had acetone only (95-100 %); propan-2-ol is new.
    const substances = section(page, 'Substances')
    await expect(bodyRows(substances).filter({ hasText: 'propan-2-ol' }).locator('th ins')).toHaveText('propan-2-ol')
    const acetoneContent = bodyRows(substances).filter({ hasText: 'acetone' }).locator('td.num')
    await expect(acetoneContent.locator('del')).not.toHaveCount(0)
    await expect(acetoneContent.locator('ins')).not.toHaveCount(0)
    await expect(acetoneContent.locator('del').first()).toContainText('95.00')
    // P102, P233, P261, P280 and P403+P235 came after 1.0.
    const precautions = listAfter(section(page, 'Health and safety'), 'Precautionary statements')
    for (const code of ['P102', 'P233', 'P261', 'P280', 'P403+P235']) {
      await expect(precautions.getByRole('listitem').filter({ hasText: code }).locator('ins strong')).toHaveText(code)
    }
    await expect(precautions.getByRole('listitem').filter({ hasText: 'P210' }).locator('ins, del')).toHaveCount(0)
    // The version row compares like with like: number and date.
    const version = factValue(section(page, 'Basic information'), 'Version')
    await expect(version.locator('del').first()).toContainText('1.0')
    await expect(version.locator('ins').first()).toContainText('3.0')
    await expect(version).not.toContainText('(1.0)')
    // Colour is never the only signal: additions underlined, removals struck through.
    const decoration = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).textDecorationLine)
    const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color)
    expect(await decoration(legend.locator('ins'))).toContain('underline')
    expect(await decoration(legend.locator('del'))).toContain('line-through')
    expect(await colour(legend.locator('ins'))).not.toBe(await colour(legend.locator('del')))
    await expect(main.getByText(`Showing changes compared with version 1.0.`)).toBeAttached()
  })

  test('?compare= opens straight into the comparison, and turning it off leaves the plain page', async ({ page, request }) => {
    const first = (await versionsOf(request, full.id)).find((v) => v.text === '1.0')!
    await open(page, full.id, full.name, `en/pi/1?compare=${first.id}`)
    await expect(page.getByRole('checkbox', { name: 'Show changes' })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Compared with version' })).toHaveValue(String(first.id))
    await expect(page.getByRole('main').locator('.detail-section ins').first()).toBeVisible()

    await page.getByRole('checkbox', { name: 'Show changes' }).click()
    await expect(page.getByRole('checkbox', { name: 'Show changes' })).not.toBeChecked()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
    await expect(page.getByRole('main').locator('ins, del')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Compared with version' })).toHaveCount(0)
  })

  test('a product with a single version offers no comparison', async ({ page }) => {
    await open(page, wallPaint.id, wallPaint.name)
    await expect(page.getByRole('checkbox', { name: 'Show changes' })).toHaveCount(0)
  })
})

test.describe('attachments: download, preview, permission', () => {
  const FILE = 'solvo-acetone-cleaner-sds-v2.0-en.pdf'

  test('Download saves the file under its name, with its bytes', async ({ page }) => {
    await open(page, full.id, full.name)
    const download = page.waitForEvent('download')
    await section(page, 'Attachments')
      .getByRole('button', { name: `Download ${FILE}` })
      .click()
    const file = await download
    expect(file.suggestedFilename()).toBe(FILE)
    const bytes = await readFile((await file.path())!)
    expect(bytes.length).toBeGreaterThan(0)
    expect(bytes.equals(await readFile(join(DEMO, 'attachments', FILE)))).toBe(true)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })

  test.describe('the server fails a download', () => {
    // The test makes the server fail by routing the request in the page. Once the service worker
    // controls the page, it fetches this permalink's files itself (for saved dossiers), and a page
    // route never sees that fetch: whether the worker had taken over by the click was a race.
    // Without the worker the app meets the same 500 it would get through it.
    test.use({ serviceWorkers: 'block' })

    test('a download the server fails shows the catalogue message and its reference, and the page stays', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 500.*\/attachments\//)
      await open(page, full.id, full.name)
      await page.route(/\/api\/v1\/products\/-uIw9ByCUgkide7d8\/attachments\/\d+/, (route) => route.fulfill({ status: 500, body: '' }))
      await section(page, 'Attachments')
        .getByRole('button', { name: `Download ${FILE}` })
        .click()
      await expect(page.getByRole('alert').filter({ hasText: 'The file could not be loaded.' })).toContainText(
        'The file could not be loaded. The server could not complete the request. Reference: SERVER_SIDE-500',
      )
      await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
    })
  })

  test('Preview opens the file in a new tab and downloads nothing', async ({ page, context }) => {
    await open(page, full.id, full.name)
    let downloads = 0
    page.on('download', () => downloads++)
    const response = page.waitForResponse((r) => /\/api\/v1\/products\/-uIw9ByCUgkide7d8\/attachments\/\d+/.test(r.url()))
    const tab = context.waitForEvent('page')
    await section(page, 'Attachments')
      .getByRole('button', { name: `Preview ${FILE}` })
      .click()
    const fetched = await response
    expect(fetched.status()).toBe(200)
    expect(fetched.headers()['content-type']).toContain('application/pdf')
    const preview = await tab
    expect(preview.url()).toMatch(/^blob:/)
    // The new tab shows the PDF itself (Chromium's viewer), not a page about it.
    await preview.waitForLoadState()
    expect(await preview.evaluate(() => document.contentType)).toBe('application/pdf')
    expect(new URL(preview.url().slice('blob:'.length)).origin).toBe(new URL(page.url()).origin)
    // The page itself stays where it was.
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))
    expect(downloads).toBe(0)
    await preview.close()
  })

  for (const action of ['Download', 'Preview'] as const) {
    test(`${action} of a restricted attachment after signing out leads to /p/fileerror, whose link goes back to pi`, async ({
      page,
      context,
      baseURL,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 403.*\/api\/v1\/products\/-APlKLSLHAXDc0DRT\/attachments\//)
      const restricted = 'fixol-f37-qa-release-notes-sl.txt'
      // Only a member of its workgroup sees the file listed; the page stays open when the session ends.
      await signInByApi(context, baseURL!, USERS.demo)
      await open(page, formaldehyde.id, formaldehyde.name, 'en/pi/2')
      await context.clearCookies()
      let opened = 0
      context.on('page', () => opened++)
      const refusal = page.waitForResponse((r) => r.url().includes(`/api/v1/products/-${formaldehyde.id}/attachments/`))
      await section(page, 'Attachments')
        .getByRole('button', { name: `${action} ${restricted}` })
        .click()
      expect((await refusal).status()).toBe(403)
      await expect(page).toHaveURL(/\/p\/fileerror\?/)
      const search = new URL(page.url()).searchParams
      expect(Object.fromEntries(search)).toEqual({ id: formaldehyde.id, il: 'en', lang: '2' })
      await expect(page.getByRole('heading', { level: 1, name: 'You do not have permissions to open this file.' })).toBeVisible()
      expect(opened).toBe(0)

      await page.getByRole('link', { name: 'Back to product detail' }).click()
      await expect(page).toHaveURL(new RegExp(`/p/${formaldehyde.id}/en/pi/2$`))
      await expect(page.getByRole('heading', { level: 1, name: formaldehyde.name })).toBeVisible()
      await expect(section(page, 'Attachments')).toBeVisible()
    })
  }

  test('the other attachments of that product still download', async ({ page }) => {
    await open(page, formaldehyde.id, formaldehyde.name)
    const download = page.waitForEvent('download')
    await section(page, 'Attachments').getByRole('button', { name: 'Download fixol-f37-certificate-of-analysis-en.pdf' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('fixol-f37-certificate-of-analysis-en.pdf')
    expect((await readFile((await file.path())!)).length).toBe(
      statSync(join(DEMO, 'attachments/fixol-f37-certificate-of-analysis-en.pdf')).size,
    )
  })
})

test.describe('brand editions', () => {
  const footerLogo = (page: Page) => page.getByRole('contentinfo').getByRole('img')

  test('the chemicals edition (127.0.0.1) shows the classification and the Chemora logo', async ({ page }) => {
    await open(page, wallPaint.id, wallPaint.name)
    await expect(section(page, 'Classification')).toBeVisible()
    await expect(footerLogo(page)).toHaveAccessibleName('Chemora')
    await expect(footerLogo(page)).toHaveAttribute('src', /chemora\.svg$/)
  })

  for (const product of [wallPaint, woodVarnish, full]) {
    test(`the coatings edition (coatings.localhost) hides the classification of ${product.id} and shows the Coatora logo`, async ({
      page,
      baseURL,
    }) => {
      const origin = onHost(baseURL, 'coatings.localhost')
      await page.goto(`${origin}/p/${product.id}/en/pi/1`)
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
      await expect(section(page, 'Basic information')).toBeVisible()
      await expect(section(page, 'Health and safety')).toBeVisible()
      await expect(section(page, 'Classification')).toHaveCount(0)
      await expect(page.getByText('The product is not classified as hazardous.')).toHaveCount(0)
      await expect(sectionTitles(page)).not.toContainText(['Classification'])
      await expect(footerLogo(page)).toHaveAccessibleName('Coatora')
      await expect(footerLogo(page)).toHaveAttribute('src', /coatora\.svg$/)
    })
  }
})

test.describe('accessibility (axe-core)', () => {
  test('pi of the epoxy component A (mixer, four attachments)', async ({ page }) => {
    await open(page, epoxyA.id, epoxyA.name)
    await expectNoViolations(page)
  })

  test('pi of the unclassified paint in Slovenian', async ({ page }) => {
    await open(page, wallPaint.id, wallPaint.name, 'en/pi/2')
    await expectNoViolations(page)
  })

  test('pi in compare mode', async ({ page, request }) => {
    const first = (await versionsOf(request, full.id)).find((v) => v.text === '1.0')!
    await open(page, full.id, full.name, `en/pi/1?compare=${first.id}`)
    await expect(page.getByRole('main').locator('.detail-section ins').first()).toBeVisible()
    await expectNoViolations(page)
  })
})
