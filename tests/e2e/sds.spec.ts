import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { PRODUCTS } from './support/catalogue.ts'
import { byThePage, expect, test, withoutFirstContent } from './support/fixtures.ts'

/**
 * The SDS page (gh) and its save/share screen against the real server: the demo
 * product has the versions 3.0, 2.0 and 1.0, whose sheets differ, in English, Slovenian and German.
 */
const { full } = PRODUCTS
const SDS = `/p/${full.id}/en/gh/1`
/** Product, document, language and version in the download name. */
const PDF_NAME = (version: string) => `${full.name} - SDS - EN - v${version}.pdf`

interface Version {
  id: number
  text: string
}

async function versionsOf(request: APIRequestContext): Promise<Version[]> {
  const response = await request.get(`/api/v1/products/-${full.id}/detail`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { basic: { versions: Version[] } }).basic.versions
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Sections of the safety data sheet' })
const sheet = (page: Page) => page.locator('article.sds')
const menuButton = (page: Page, n: number) => menu(page).locator(`[data-section-button="${n}"]`)
const legend = (page: Page) => page.locator('.sds-legend')
const qrImage = (page: Page) => sheet(page).locator('.sds-qr__image')

/** Picks an option of one of the action box's dropdowns (its button is named "{label} {value}"). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click()
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

async function openSds(page: Page, path = SDS) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await expect(sheet(page)).toBeVisible()
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe-core violations').toEqual([])
}

/** Where a section's top sits in the viewport. */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top)

test.describe('the SDS page', () => {
  test('shows the sheet in the document language with a menu of 16 section buttons, indented 44 px', async ({ page }) => {
    await openSds(page)
    await expect(sheet(page)).toHaveAttribute('lang', 'en')
    await expect(menu(page).getByRole('button')).toHaveCount(16)
    await expect(menu(page).getByRole('button')).toHaveText(Array.from({ length: 16 }, (_, i) => String(i + 1)))
    await expect(page.locator('section.sds-section[data-section]')).toHaveCount(16)
    await expect(menuButton(page, 2)).toHaveAccessibleName(/^Section 2: Hazards identification$/i)
    const indent = await page
      .locator('.sds-content')
      .evaluate((el) => el.getBoundingClientRect().left - el.parentElement!.getBoundingClientRect().left)
    expect(indent).toBe(44)
    // Extra-small screens also show regulation, creation date and revision in the action box.
    const facts = page.locator('.sds-actions__facts')
    await expect(facts).toBeVisible()
    await expect(facts).toContainText('Regulation')
    await expect(facts).toContainText('CLP')
  })

  test('regulation and dates leave the action box from 640 px on', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 })
    await openSds(page)
    await expect(page.locator('.sds-actions__facts')).toBeHidden()
  })

  test('offers only valid and created languages; a change navigates to the SDS route of that language', async ({ page }) => {
    await openSds(page)
    await page.getByRole('button', { name: /^Language / }).click()
    // The acetone cleaner's sheet is valid in all 26 document languages, in the order of its file.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(ACETONE_LANGUAGES)
    await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/gh/3$`))
    await expect(sheet(page)).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('button', { name: /^Language / })).toHaveAccessibleName('Language Deutsch')
  })

  test('names the version it replaces and lists its changes above the sheet, in the document language, for that version only', async ({
    page,
  }) => {
    await openSds(page)
    const changes = page.getByRole('region', { name: 'Changes in this version' })
    await expect(changes).toContainText('Version 3.0 replaces version 2.0.')
    await expect(changes.getByRole('cell')).toHaveText([
      '2.2',
      'P102 and P280 added to the label; P233 now in the safety data sheet only.',
      '7.2, 8.1',
      'Storage conditions and national limit values revised.',
    ])
    // The same list as the sheet's section 16, which a revised sheet must carry (REACH Annex II).
    await expect(sheet(page).locator('#sds-section-16')).toContainText('P102 and P280 added to the label')

    await choose(page, 'Language', 'Slovenščina')
    await expect(sheet(page)).toHaveAttribute('lang', 'sl')
    await expect(changes.getByRole('cell').nth(1)).toHaveText('Na etiketo dodana P102 in P280; P233 samo še v varnostnem listu.')

    // Version 2.0 has changes of its own: the list of 3.0 does not stand above its sheet.
    await choose(page, 'Version', '2.0')
    await expect(sheet(page)).toHaveAttribute('data-version-id', /\d+/)
    await expect(page.getByRole('button', { name: /^Version / })).toHaveAccessibleName('Version 2.0')
    await expect(changes).toHaveCount(0)
  })

  test('version and comparison: older versions only, the changed sections marked, reset by a version change', async ({ page, request }) => {
    const versions = await versionsOf(request)
    expect(versions.map((v) => v.text)).toEqual(['3.0', '2.0', '1.0'])
    const [v3, v2, v1] = versions as [Version, Version, Version]
    await openSds(page)
    await expect(sheet(page)).toHaveAttribute('data-version-id', String(v3.id))
    await expect(page.getByRole('button', { name: /^Version / })).toHaveAccessibleName('Version 3.0')

    // Compare: none by default, offering only the versions after the shown one.
    await page.getByRole('button', { name: /^Compare with version / }).click()
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['None', '2.0', '1.0'])
    await page.getByRole('listbox').getByRole('option', { name: '1.0' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?compare=${v1.id}$`))
    await expect(legend(page)).toContainText('Changes compared with version 1.0')
    await expect(legend(page).locator('ins')).toHaveText('added text')
    await expect(legend(page).locator('del')).toHaveText('removed text')
    const changed = menu(page).getByRole('button', { name: /, changed$/ })
    await expect(changed.first()).toBeVisible()
    const marked = await changed.evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-section-button'))))
    // The menu marks exactly the sections the server marks, and says so in words, not colour alone.
    const serverMarked = await page
      .locator('section.sds-section--changed')
      .evaluateAll((s) => s.map((e) => Number(e.getAttribute('data-section'))))
    expect(marked).toEqual(serverMarked)
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.length).toBeLessThan(16)
    await expect(page.locator('section.sds-section--changed h2 .sds-changed-badge').first()).toHaveText('Changed')
    await expect(sheet(page).locator('ins, del').first()).toBeVisible()

    // A shared address restores the comparison.
    await page.reload()
    await expect(legend(page)).toContainText('Changes compared with version 1.0')
    await expect(menu(page).getByRole('button', { name: /, changed$/ })).toHaveCount(marked.length)

    // Another version resets the comparison and clears the marks.
    await choose(page, 'Version', '2.0')
    await expect(page).toHaveURL(new RegExp(`\\?version=${v2.id}$`))
    await expect(sheet(page)).toHaveAttribute('data-version-id', String(v2.id))
    await expect(legend(page)).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: /changed/ })).toHaveCount(0)
    await expect(page.locator('section.sds-section--changed')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Compare with version / })).toHaveAccessibleName('Compare with version None')
    await page.getByRole('button', { name: /^Compare with version / }).click()
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['None', '1.0'])
    await page.keyboard.press('Escape')

    // The oldest version has nothing to compare with.
    await choose(page, 'Version', '1.0')
    await expect(sheet(page)).toHaveAttribute('data-version-id', String(v1.id))
    await expect(page.getByRole('button', { name: /^Compare with version / })).toHaveCount(0)
  })

  test('a language change leaves the comparison', async ({ page, request }) => {
    const [, , v1] = (await versionsOf(request)) as [Version, Version, Version]
    await openSds(page, `${SDS}?compare=${v1.id}`)
    await expect(legend(page)).toBeVisible()
    await choose(page, 'Language', 'Slovenščina')
    await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/gh/2$`))
    await expect(sheet(page)).toHaveAttribute('lang', 'sl')
    await expect(legend(page)).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: /changed/ })).toHaveCount(0)
  })

  test('the section menu follows the scroll (offset 50 px) and scrolls to a section on click', async ({ page }) => {
    await openSds(page)
    await expect(menuButton(page, 1)).toHaveAttribute('aria-current', 'location')
    const headerHeight = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height)

    // Click: the section lands 50 px below the header, its button is current, focus is on its heading.
    await menuButton(page, 8).click()
    const section8 = page.locator('#sds-section-8')
    await expect.poll(async () => Math.abs((await topOf(section8)) - (headerHeight + 50))).toBeLessThanOrEqual(1)
    await expect(menuButton(page, 8)).toHaveAttribute('aria-current', 'location')
    await expect(menu(page).locator('[aria-current]')).toHaveCount(1)
    await expect(section8.locator('h2')).toBeFocused()

    // Scrolling by hand: a section becomes current once its top passes the 50 px line.
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 10)
    const section3 = page.locator('#sds-section-3')
    const y3 = await section3.evaluate((el, offset) => el.getBoundingClientRect().top + window.scrollY - offset, headerHeight + 50)
    await page.evaluate((y) => window.scrollTo(0, y + 20), y3)
    await expect(menuButton(page, 3)).toHaveAttribute('aria-current', 'location')
    await page.evaluate((y) => window.scrollTo(0, y - 20), y3)
    await expect(menuButton(page, 2)).toHaveAttribute('aria-current', 'location')
    await page.mouse.wheel(0, 40)
    await expect(menuButton(page, 3)).toHaveAttribute('aria-current', 'location')

    // The keyboard reaches the menu and a section the same way.
    await menuButton(page, 12).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#sds-section-12 h2')).toBeFocused()
    await expect(menuButton(page, 12)).toHaveAttribute('aria-current', 'location')
  })

  test('the QR code option reloads the sheet with or without the code', async ({ page }) => {
    await openSds(page)
    await expect(qrImage(page)).toBeVisible()
    const reload = page.waitForResponse(
      (r) => r.url().includes('/api/v1/sdsRender/view/') && r.url().includes('qrCode=0') && byThePage(r.request()),
    )
    await choose(page, 'QR code', 'Not visible')
    expect((await reload).status()).toBe(200)
    await expect(page).toHaveURL(/\?qrCode=0$/)
    await expect(qrImage(page)).toHaveCount(0)
    await expect(sheet(page)).toBeVisible()
    await choose(page, 'QR code', 'Visible')
    await expect(page).toHaveURL(new RegExp(`${SDS}$`))
    await expect(qrImage(page)).toBeVisible()
  })

  test('downloads the A4 PDF of the shown version, named after the product', async ({ page, request }) => {
    const [, v2] = (await versionsOf(request)) as [Version, Version]
    await openSds(page, `${SDS}?version=${v2.id}&qrCode=0`)
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/sdsRender/sdsPdf/') && byThePage(r))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF (A4)' }).click()
    const url = new URL((await asked).url())
    expect(url.pathname).toBe(`/api/v1/sdsRender/sdsPdf/-${full.id}/1`)
    expect(url.searchParams.get('version')).toBe(String(v2.id))
    expect(url.searchParams.get('qrCode')).toBe('0')
    const file = await download
    expect(file.suggestedFilename()).toBe(PDF_NAME('2.0'))
    const bytes = await readFile((await file.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('axe-core finds no violation on the sheet', async ({ page }) => {
    // A whole SDS is a large page for axe-core.
    test.slow()
    await openSds(page)
    await expectNoViolations(page)
  })

  test('axe-core finds no violation in a comparison', async ({ page, request }) => {
    test.slow()
    const [, , v1] = (await versionsOf(request)) as [Version, Version, Version]
    await openSds(page, `${SDS}?compare=${v1.id}`)
    await expect(legend(page)).toBeVisible()
    await expectNoViolations(page)
  })

  // context.route also sees requests that pass through the service worker.
  test.describe('with failing or stand-in answers', () => {
    test('a failed PDF download is a notice and the page stays', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/ERR_FAILED|sdsPdf/)
      await openSds(page)
      await page.context().route('**/api/v1/sdsRender/sdsPdf/**', (route) => route.abort())
      await page.getByRole('button', { name: 'Download PDF (A4)' }).click()
      await expect(page.getByRole('alert')).toContainText('The PDF could not be downloaded')
      await expect(sheet(page)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${SDS}$`))
    })

    test('a failed reload keeps the page and the last sheet', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/ERR_FAILED|sdsRender/)
      await openSds(page)
      await page.context().route('**/api/v1/sdsRender/view/**', (route) => route.abort())
      await choose(page, 'QR code', 'Not visible')
      await expect(page.getByRole('alert')).toContainText('The safety data sheet could not be loaded')
      await expect(page).toHaveURL(new RegExp(`${SDS}$`))
      await expect(qrImage(page)).toBeVisible()
      await expect(page.getByRole('button', { name: /^QR code / })).toHaveAccessibleName('QR code Visible')
    })

    test('a sheet the server cannot give goes to /sdserror, remembering product and languages', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 500.*sdsRender/)
      await withoutFirstContent(page)
      await page.context().route('**/api/v1/sdsRender/view/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
        }),
      )
      await page.goto(`/p/${full.id}/de/gh/2`)
      await expect(page).toHaveURL(new RegExp(`/p/sdserror\\?id=${full.id}&il=de&lang=2$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Das Sicherheitsdatenblatt ist ungültig')
      await expect(page.getByRole('main').getByRole('link')).toHaveAttribute('href', `/p/${full.id}/de/pd/2`)
    })

    test('out of reach of the network with no saved sheet: the "not saved on this device" screen', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/ERR_FAILED|sdsRender/)
      await withoutFirstContent(page)
      await page.context().route('**/api/v1/sdsRender/view/**', (route) => route.abort())
      await page.goto(SDS)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This dossier is not saved on this device')
    })

    test('a product without a version: no section menu and no indent', async ({ page }) => {
      await withoutFirstContent(page)
      await page.context().route('**/api/v1/sdsRender/view/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<div class="sds-no-version" data-no-version="true" lang="en"><p class="sds-no-version__text">No valid SDS version</p></div>',
        }),
      )
      await page.goto(SDS)
      await expect(page.getByText('No valid SDS version')).toBeVisible()
      await expect(menu(page)).toHaveCount(0)
      const indent = await page
        .locator('.sds-content')
        .evaluate((el) => el.getBoundingClientRect().left - el.parentElement!.getBoundingClientRect().left)
      expect(indent).toBe(0)
    })
  })
})

test.describe('the save/share screen under gh', () => {
  test('gh/download downloads the SDS PDF and links to pd, pi, gh, ee and mh', async ({ page }) => {
    await page.goto(`/p/${full.id}/en/gh/1/download`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Share product' })).toBeVisible()
    for (const [name, tab] of [
      ['Info', 'pd'],
      ['Detail', 'pi'],
      ['Safety data sheet', 'gh'],
      ['Label', 'ee'],
      ['Safety instructions', 'mh'],
    ]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/p/${full.id}/en/${tab}/1`)
    }
    // Only the tabs every dossier has: the TDS is left out, though this product offers one.
    await expect(main.getByRole('link', { name: 'Technical data sheet' })).toHaveCount(0)
    const download = page.waitForEvent('download')
    await main.getByRole('button', { name: 'Download PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(PDF_NAME('3.0'))
    const bytes = await readFile((await file.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  test('any other sub-path shows the same screen', async ({ page }) => {
    await page.goto(`/p/${full.id}/en/gh/2/some/other/path`)
    await expect(page.getByRole('main').getByRole('button', { name: 'Download PDF' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Share product' })).toBeVisible()
  })
})

const ACETONE_LANGUAGES = [
  'English',
  'Slovenščina',
  'Deutsch',
  'Français',
  'Italiano',
  'Español',
  'Português',
  'Hrvatski',
  'Nederlands',
  'Polski',
  'Čeština',
  'Slovenčina',
  'Magyar',
  'Română',
  'Български',
  'Ελληνικά',
  'Dansk',
  'Svenska',
  'Suomi',
  'Eesti',
  'Lietuvių',
  'Latviešu',
  'Malti',
  'Norsk',
  'Íslenska',
  'Gaeilge',
]
