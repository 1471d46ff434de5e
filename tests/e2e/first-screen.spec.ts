import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { ROOT } from './support/server.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * The worker's first screen on a phone (390 × 844, the suite's viewport): on the dossier home and
 * on the SDS page the hazard card's signal word and pictograms and a call button are on screen
 * without scrolling, above the fixed bottom bar, in every interface language.
 */
const INTERFACE_LANGUAGES = ['en', 'sl', 'de', 'hr'] as const
const DOC_LANGUAGE_IDS: Record<string, number> = { en: 1, sl: 2, de: 3, hr: 4 }

interface DemoDossier {
  permalink: string
  name: string
  languages: { code: string; sds: { valid: boolean; created: boolean } }[]
  hazards?: { signalWord: string | null; pictograms: string[] }
}

/** The newest file of every classified demo product with an SDS language. */
const CLASSIFIED = (() => {
  const dir = join(ROOT, 'src/server/demo')
  const byPermalink = new Map<string, DemoDossier>()
  for (const name of readdirSync(dir).filter((f) => /^[a-z-]+\.json$/.test(f))) {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as DemoDossier
    byPermalink.set(file.permalink, file)
  }
  return [...byPermalink.values()].filter(
    (d) => (d.hazards?.signalWord || (d.hazards?.pictograms.length ?? 0) > 0) && d.languages.some((l) => l.sds.valid && l.sds.created),
  )
})()

/** The element is inside the viewport and not under the bottom bar. */
async function expectAboveTheFold(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  const navTop = await page.locator('.bottom-nav').evaluate((el) => el.getBoundingClientRect().top)
  expect(box, selector).not.toBeNull()
  expect(box!.y, selector).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${selector} ends above the bottom bar`).toBeLessThanOrEqual(navTop)
}

async function expectFirstScreen(page: Page, path: string, dossier: DemoDossier) {
  await page.goto(path)
  // Measure the app's own page: the first answer's preview of the same card is removed when the app
  // takes over, and an element measured in that moment has no box. That the preview sits exactly
  // where the app's card will be is checked by first-content.spec (no layout shift).
  await expect(page.locator('#page-preview')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: dossier.name })).toBeVisible()
  const card = page.locator('[data-hazard-card]')
  await expect(card).toBeVisible()
  if (dossier.hazards?.signalWord) await expectAboveTheFold(page, '.hazard-card__signal')
  if ((dossier.hazards?.pictograms.length ?? 0) > 0) {
    await expect(card.locator('.hazard-card__pictograms img')).toHaveCount(dossier.hazards!.pictograms.length)
    await expectAboveTheFold(page, '.hazard-card__pictograms')
  }
  await expectAboveTheFold(page, '.emergency-strip a[href^="tel:"]')
}

test('the demo catalogue has classified products to check', () => {
  expect(CLASSIFIED.length).toBeGreaterThanOrEqual(8)
})

for (const dossier of CLASSIFIED) {
  test(`${dossier.name}: hazard card and call button above the fold in every interface language`, async ({ page }) => {
    test.setTimeout(120_000)
    const sheetLanguage = dossier.languages.find((l) => l.sds.valid && l.sds.created)!.code
    const lang = DOC_LANGUAGE_IDS[sheetLanguage]
    for (const il of INTERFACE_LANGUAGES) {
      await expectFirstScreen(page, `/p/${dossier.permalink}/${il}/pd/${lang}`, dossier)
      await expectFirstScreen(page, `/p/${dossier.permalink}/${il}/gh/${lang}`, dossier)
    }
  })
}

test('the call buttons dial the sheet’s market and 112; First aid opens section 4', async ({ page }) => {
  // The acetone cleaner's German sheet lists the Göttingen poison centre (Annex II 1.4).
  await page.goto('/p/uIw9ByCUgkide7d8/en/pd/3')
  // The app's link moves focus to the section's heading; the first answer's preview (before the app
  // takes over) is a plain link the browser follows. This test is about the app's.
  await expect(page.locator('#page-preview')).toHaveCount(0, { timeout: 20_000 })
  const strip = page.getByRole('navigation', { name: 'Emergency help' })
  await expect(strip.getByRole('link', { name: /^Call \+49 551 19240/ })).toHaveAttribute('href', 'tel:+4955119240')
  await expect(strip.getByRole('link', { name: /^Call 112/ })).toHaveAttribute('href', 'tel:112')
  // The service name is never broken inside a word.
  const service = strip.locator('.emergency-call__service').first()
  await expect(service).toHaveText('Giftinformationszentrum-Nord (GIZ-Nord), Göttingen')
  await strip.getByRole('link', { name: 'First aid' }).click()
  await expect(page).toHaveURL(/\/gh\/3#sds-section-4$/)
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
  await expect
    .poll(() => page.locator('#sds-section-4').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom)
  await expect.poll(() => page.locator('#sds-section-4').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400)
  await expect(page.locator('#sds-section-4 h2')).toBeFocused()
})

test('the strip is on every dossier tab, and the card folds statements after the first three', async ({ page }) => {
  for (const tab of ['pd', 'pi', 'gh', 'th', 'ee', 'mh']) {
    await page.goto(`/p/uIw9ByCUgkide7d8/en/${tab}/1`)
    await expect(page.getByRole('navigation', { name: 'Emergency help' }).getByRole('link', { name: /^Call 112/ })).toBeVisible()
  }
  await page.goto('/p/uIw9ByCUgkide7d8/en/pd/1')
  const card = page.locator('[data-hazard-card]')
  await expect(card.locator('.hazard-card__statements').first().locator('li')).toHaveCount(3)
  const more = card.locator('.hazard-card__more summary')
  await expect(more).toHaveText(/^\d+ more hazard statements?$/)
  await more.click()
  await expect(card.locator('.hazard-card__more li').first()).toBeVisible()
  // P280 "Wear protective gloves/eye protection." in the file: gloves and eye protection.
  await expect(card.locator('.hazard-card__ppe li')).toHaveText(['Protective gloves', 'Eye protection'])
  await expect(card.locator('.hazard-card__ufi')).toContainText('UFI: J4QR-0KEY-V009-U9CN')
  // The build adds the manifest link itself: the page links it once.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
})
