import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { PRODUCTS } from './support/catalogue.ts'
import { byThePage, expect, test, withoutFirstContent } from './support/fixtures.ts'

/**
 * The technical data sheet (th) and the safety instructions (mh) against the real server: the demo product has TDS languages en and sl, SDS languages en, sl and de, and the
 * versions 3.0, 2.0 and 1.0.
 */
const { full, noTds, noSds } = PRODUCTS
const TH = `/p/${full.id}/en/th/1`
const MH = `/p/${full.id}/en/mh/1`
const STAMPED = (format: 'A4' | 'A2') => new RegExp(`^SI_${format}_\\d{2}_\\d{2}_\\d{4} \\d{2}_\\d{2}\\.pdf$`)
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

interface Version {
  id: number
  text: string
}

async function versionsOf(request: APIRequestContext): Promise<Version[]> {
  const response = await request.get(`/api/v1/products/-${full.id}/detail`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { basic: { versions: Version[] } }).basic.versions
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe-core violations').toEqual([])
}

async function expectPdf(download: Download) {
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

/** Opens the edit modal of an action-box setting (its button reads "{label} {value}") and picks an option. */
async function change(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click()
  const dialog = page.getByRole('dialog', { name: label })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: option, exact: true }).check()
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

const tds = (page: Page) => page.locator('article.tds')
const instructions = (page: Page) => page.locator('article.ipi')
const nav = (page: Page) => page.getByRole('navigation', { name: 'Dossier sections' })

test.describe('the technical data sheet (th)', () => {
  async function openTds(page: Page, path = TH) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await expect(tds(page)).toBeVisible()
    // Opening a dossier saves its documents for offline use in the background: let that settle.
    await page.waitForLoadState('networkidle')
  }

  test('shows product, supplier, the action box and the sheet, with the TDS tab active', async ({ page }) => {
    await openTds(page)
    await expect(page.getByRole('main').getByText('Alpenchem d.o.o.', { exact: true })).toBeVisible()
    await expect(tds(page)).toHaveAttribute('lang', 'en')
    await expect(tds(page).locator('.tds-header__document')).toHaveText('Technical data sheet')
    await expect(tds(page).locator('section.tds-section h2')).toHaveText([
      'Product description',
      'Recommended use',
      'Recommended levels and application',
      'Special features',
      'Technical data',
      'Handling and storage',
      'Packaging',
    ])
    await expect(page.getByRole('region', { name: 'Technical data sheet options' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Language / })).toHaveAccessibleName('Language English Change')
    await expect(nav(page).getByRole('link', { name: 'Technical data sheet' })).toHaveAttribute('aria-current', 'page')
  })

  test('the language modal offers the valid TDS languages; a change navigates to that language and reloads', async ({ page }) => {
    await openTds(page)
    await page.getByRole('button', { name: /^Language / }).click()
    const dialog = page.getByRole('dialog', { name: 'Language' })
    // English, Slovenian and the 23 languages added to the demo; German's TDS is not valid.
    await expect(dialog.getByRole('radio')).toHaveCount(25)
    await expect(dialog.getByRole('radio', { name: 'Deutsch' })).toHaveCount(0)
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: 'Slovenščina' })).not.toBeChecked()
    // OK on the same language changes nothing. Only the page's own loads count: the offline library
    // saves the same document in the background.
    let loads = 0
    page.on('request', (r) => void (r.url().includes('/api/v1/p/tds/view/') && byThePage(r) && loads++))
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(at(TH))
    expect(loads).toBe(0)

    const reload = page.waitForResponse((r) => r.url().includes(`/api/v1/p/tds/view/2/-${full.id}`) && byThePage(r.request()))
    await change(page, 'Language', 'Slovenščina')
    expect((await reload).status()).toBe(200)
    await expect(page).toHaveURL(at(`/p/${full.id}/en/th/2`))
    await expect(tds(page)).toHaveAttribute('lang', 'sl')
    await expect(tds(page).locator('.tds-header__document')).toHaveText('Tehnični list')
    await expect(page.getByRole('button', { name: /^Language / })).toHaveAccessibleName('Language Slovenščina Change')
  })

  test('downloads the A4 PDF of the shown language', async ({ page }) => {
    await openTds(page, `/p/${full.id}/en/th/2`)
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/p/tds/pdf/') && byThePage(r))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF (A4)' }).click()
    expect(new URL((await asked).url()).pathname).toBe(`/api/v1/p/tds/pdf/2/-${full.id}`)
    const file = await download
    expect(file.suggestedFilename()).toBe(`${full.name} - TDS.pdf`)
    await expectPdf(file)
  })

  test('a TDS the server cannot give goes to the dossier home, /{id}/en/pd/{lang}', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*tds\/view/)
    await page.context().route('**/api/v1/p/tds/view/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
      }),
    )
    await withoutFirstContent(page)
    await page.goto(`/p/${full.id}/sl/th/2`)
    await expect(page).toHaveURL(at(`/p/${full.id}/en/pd/2`))
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  })

  test('axe-core finds no violation on the TDS page, nor with the language modal open', async ({ page }) => {
    await openTds(page)
    await expectNoViolations(page)
    await page.getByRole('button', { name: /^Language / }).click()
    await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible()
    await expectNoViolations(page)
  })
})

test.describe('the guard keeps the TDS and the instructions to where they exist', () => {
  const cases: [string, string, string][] = [
    ['a product whose TDS is disabled: th goes to pi', `/p/${noTds.id}/en/th/1`, `/p/${noTds.id}/en/pi/1`],
    ['a language whose TDS is not valid: th goes to the first TDS language', `/p/${full.id}/en/th/3`, `/p/${full.id}/en/th/1`],
    // The wall paint's TDS is in English and German only.
    ['a language the TDS lacks on th', `/p/${noSds.id}/sl/th/9`, `/p/${noSds.id}/sl/th/1`],
    ['a product without a valid SDS language: mh goes to pi', `/p/${noSds.id}/en/mh/1`, `/p/${noSds.id}/en/pi/1`],
    // Caustic soda's sheets are in English, Slovenian and German only.
    ['a language whose SDS is not valid: mh goes to the first SDS language', `/p/${noTds.id}/en/mh/4`, `/p/${noTds.id}/en/mh/1`],
  ]
  for (const [name, from, to] of cases) {
    test(`${name}: ${from} -> ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(at(to))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test.describe('the safety instructions (mh)', () => {
  async function openInstructions(page: Page, path = MH) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await expect(instructions(page)).toBeVisible()
    // Opening a dossier saves its documents for offline use in the background: let that settle.
    await page.waitForLoadState('networkidle')
  }

  test('shows product, supplier, the logo linking home, the action box and the instructions', async ({ page, request }) => {
    const [v3] = await versionsOf(request)
    await openInstructions(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'Dossier home' })).toHaveAttribute('href', `/p/${full.id}/en/pd/1`)
    await expect(page.getByRole('main').getByText('Alpenchem d.o.o.', { exact: true }).first()).toBeVisible()
    await expect(instructions(page)).toHaveAttribute('lang', 'en')
    await expect(instructions(page)).toHaveAttribute('data-version-id', String(v3!.id))
    await expect(instructions(page).locator('section.ipi-section h2')).toHaveText([
      'Hazards to humans and the environment',
      'Protective measures and rules of conduct',
      'Behaviour in case of danger',
      'First aid',
      'Storage and proper disposal',
    ])
    await expect(instructions(page).getByRole('img', { name: 'Flammable' })).toBeVisible()
    await expect(instructions(page).locator('.ipi-signal-word')).toHaveText('Danger')
    await expect(instructions(page).locator('.ipi-qr__image')).toBeVisible()
    const actions = page.getByRole('region', { name: 'Safety instructions options' })
    await expect(actions.getByRole('button', { name: /^Language / })).toHaveAccessibleName('Language English Change')
    await expect(actions.getByRole('button', { name: /^Version / })).toHaveAccessibleName('Version 3.0 Change')
    await expect(actions.getByRole('button', { name: /^QR code / })).toHaveAccessibleName('QR code Visible Change')
    await expect(nav(page).getByRole('link', { name: 'Safety instructions' })).toHaveAttribute('aria-current', 'page')
  })

  test('language: the valid SDS languages; a change navigates to that language and reloads', async ({ page }) => {
    await openInstructions(page)
    await page.getByRole('button', { name: /^Language / }).click()
    // The acetone cleaner has a valid SDS in all 26 document languages.
    await expect(page.getByRole('dialog', { name: 'Language' }).getByRole('radio')).toHaveCount(26)
    await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'Cancel' }).click()
    const reload = page.waitForResponse((r) => r.url().includes(`/api/v1/sdsRender/ipi/-${full.id}/3/P`) && byThePage(r.request()))
    await change(page, 'Language', 'Deutsch')
    expect((await reload).status()).toBe(200)
    await expect(page).toHaveURL(at(`/p/${full.id}/en/mh/3`))
    await expect(instructions(page)).toHaveAttribute('lang', 'de')
    await expect(instructions(page).locator('.ipi-header__document')).toHaveText('Betriebsanweisung')
  })

  test('version: another version reloads the instructions of that version', async ({ page, request }) => {
    const [, , v1] = (await versionsOf(request)) as [Version, Version, Version]
    await openInstructions(page)
    await page.getByRole('button', { name: /^Version / }).click()
    await expect(page.getByRole('dialog', { name: 'Version' }).getByRole('radio')).toHaveCount(3)
    await page.keyboard.press('Escape')
    const reload = page.waitForResponse((r) => r.url().includes('/ipi/') && r.url().includes(`version=${v1.id}`) && byThePage(r.request()))
    await change(page, 'Version', '1.0')
    expect((await reload).status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/mh/1\\?version=${v1.id}$`))
    await expect(instructions(page)).toHaveAttribute('data-version-id', String(v1.id))
    await expect(page.getByRole('button', { name: /^Version / })).toHaveAccessibleName('Version 1.0 Change')
  })

  test('QR code: a changed option drops the cached instructions and loads them anew; the same one changes nothing', async ({ page }) => {
    await openInstructions(page)
    const loads: string[] = []
    // Only the page's own loads count: the offline library saves the same document in the background.
    page.on('request', (r) => {
      if (r.url().includes(`/api/v1/sdsRender/ipi/-${full.id}/1/P`) && byThePage(r)) loads.push(r.url())
    })

    // OK on the option already chosen: no reload.
    await page.getByRole('button', { name: /^QR code / }).click()
    await page.getByRole('dialog', { name: 'QR code' }).getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(at(MH))
    expect(loads).toEqual([])

    await change(page, 'QR code', 'Not visible')
    await expect(page).toHaveURL(at(`${MH}?qrCode=0`))
    await expect(instructions(page)).toHaveAttribute('data-qr', '0')
    await expect(instructions(page).locator('.ipi-qr')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^QR code / })).toHaveAccessibleName('QR code Not visible Change')
    expect(loads.filter((u) => u.includes('qrCode=0'))).toHaveLength(1)

    // Back to visible: the instructions with the code were cached before, and are fetched again.
    await change(page, 'QR code', 'Visible')
    await expect(page).toHaveURL(at(MH))
    await expect(instructions(page).locator('.ipi-qr__image')).toBeVisible()
    await expect.poll(() => loads.filter((u) => u.includes('qrCode=1')).length).toBe(1)
  })

  test('downloads the A4 PDF and the A2 poster, named SI_{type}_MM_DD_YYYY HH_mm', async ({ page, request }) => {
    const [, v2] = (await versionsOf(request)) as [Version, Version]
    await openInstructions(page, `${MH}?version=${v2.id}&qrCode=0`)
    for (const [button, format] of [
      ['Download PDF (A4)', 'A4'],
      ['Download A2 poster (PDF)', 'A2'],
    ] as const) {
      // The page's own request carries the local time for the file name (the offline save's does not).
      const asked = page.waitForRequest((r) => r.url().includes('/api/v1/sdsRender/ipi/') && r.url().includes('timestamp='))
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: button }).click()
      const url = new URL((await asked).url())
      expect(url.pathname).toBe(`/api/v1/sdsRender/ipi/-${full.id}/1/pdf`)
      expect(url.searchParams.get('format')).toBe(format)
      expect(url.searchParams.get('version')).toBe(String(v2.id))
      expect(url.searchParams.get('qrCode')).toBe('0')
      expect(url.searchParams.get('timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      const file = await download
      expect(file.suggestedFilename()).toMatch(STAMPED(format))
      await expectPdf(file)
    }
  })

  test('instructions the server cannot give go to /sdserror, remembering product and languages', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500.*sdsRender\/ipi/)
    await page.context().route('**/api/v1/sdsRender/ipi/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
      }),
    )
    await withoutFirstContent(page)
    await page.goto(`/p/${full.id}/de/mh/2`)
    await expect(page).toHaveURL(new RegExp(`/p/sdserror\\?id=${full.id}&il=de&lang=2$`))
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', `/p/${full.id}/de/pd/2`)
  })

  test('axe-core finds no violation on the instructions, nor with a modal open', async ({ page }) => {
    await openInstructions(page)
    await expectNoViolations(page)
    await page.getByRole('button', { name: /^Version / }).click()
    await expect(page.getByRole('dialog', { name: 'Version' })).toBeVisible()
    await expectNoViolations(page)
  })
})
