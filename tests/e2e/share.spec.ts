import type { Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test, WITHOUT_WEB_SHARE } from './support/fixtures.ts'

const { full, noSds } = PRODUCTS
const SHARE_BUTTONS = ['Facebook', 'X', 'LinkedIn', 'Reddit', 'Telegram', 'Messenger', 'WhatsApp', 'E-mail', 'Copy link']
const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'reddit', 'telegram', 'messenger', 'whatsapp', 'email', 'copy']

const headerShare = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Share', exact: true })
const popover = (page: Page) => page.getByRole('group', { name: 'Share this dossier' })

async function openDossier(page: Page, id: string = full.id) {
  await page.goto(`/p/${id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('share action without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(WITHOUT_WEB_SHARE)
  })

  test('the header share button opens a 216 px popover with the nine share buttons', async ({ page }) => {
    await openDossier(page)
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
    await headerShare(page).click()
    const group = popover(page)
    await expect(group).toBeVisible()
    await expect(headerShare(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(group.getByRole('button')).toHaveText(SHARE_BUTTONS)
    expect(await group.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-share')))).toEqual(
      SHARE_TARGETS,
    )
    expect((await group.boundingBox())?.width).toBe(216)
    // Inside the phone's screen, not cut off at the edge.
    const box = (await group.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  })

  test('copy puts the SDS link on the clipboard and confirms for about two seconds', async ({ page, baseURL }) => {
    await openDossier(page)
    await headerShare(page).click()
    const status = popover(page).getByRole('status')
    // Timed inside the page: the test runner's polling would blur a 2000 ms window.
    await status.evaluate((element) => {
      const changes: { text: string; at: number }[] = []
      ;(window as unknown as { statusChanges: typeof changes }).statusChanges = changes
      new MutationObserver(() => changes.push({ text: element.textContent ?? '', at: performance.now() })).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    await popover(page).getByRole('button', { name: 'Copy link' }).click()
    await expect(status).toHaveText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/p/${full.id}/en/gh/1`)
    await expect(status).toHaveText('', { timeout: 4_000 })
    const changes = await page.evaluate(() => (window as unknown as { statusChanges: { text: string; at: number }[] }).statusChanges)
    const shown = changes.find((c) => c.text === 'Link copied')
    const hidden = changes.find((c) => c.text === '' && shown !== undefined && c.at > shown.at)
    expect(shown && hidden, JSON.stringify(changes)).toBeTruthy()
    const shownFor = hidden!.at - shown!.at
    expect(shownFor).toBeGreaterThanOrEqual(1_950)
    expect(shownFor).toBeLessThan(2_500)
  })

  test('a product without an SDS shares its dossier home instead', async ({ page, baseURL }) => {
    await openDossier(page, noSds.id)
    await headerShare(page).click()
    await popover(page).getByRole('button', { name: 'Copy link' }).click()
    await expect(popover(page).getByRole('status')).toHaveText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/p/${noSds.id}/en/pd/1`)
  })

  test('a share button opens the network in an 800 x 500 window', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = []
      ;(window as unknown as { shareCalls: unknown[][] }).shareCalls = calls
      window.open = (...args: unknown[]) => {
        calls.push(args)
        return null
      }
    })
    await openDossier(page)
    await headerShare(page).click()
    await popover(page).getByRole('button', { name: 'Facebook' }).click()
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: string[][] }).shareCalls)
    expect(calls).toHaveLength(1)
    const [href, , features] = calls[0]!
    expect(href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${baseURL}/p/${full.id}/en/gh/1`)}`)
    expect(features).toContain('width=800')
    expect(features).toContain('height=500')
  })

  test('Escape closes the popover and gives focus back to the share button', async ({ page }) => {
    await openDossier(page)
    await headerShare(page).click()
    await expect(popover(page)).toBeVisible()
    await expect(popover(page).getByRole('button', { name: 'Facebook' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popover(page)).toHaveCount(0)
    await expect(headerShare(page)).toBeFocused()
    await expect(headerShare(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes the popover', async ({ page }) => {
    await openDossier(page)
    await headerShare(page).click()
    await expect(popover(page)).toBeVisible()
    // The page's left edge: the popover hangs from the right side of the header.
    await page.getByRole('main').click({ position: { x: 4, y: 4 } })
    await expect(popover(page)).toHaveCount(0)
  })
})

test('with the Web Share API the share button shares the SDS link through the browser', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    ;(window as unknown as { shared: ShareData[] }).shared = shared
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    })
  })
  await openDossier(page)
  await headerShare(page).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((s) => s.url)))
    .toEqual([`${baseURL}/p/${full.id}/en/gh/1`])
  await expect(popover(page)).toHaveCount(0)
})
