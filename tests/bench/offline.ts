import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { savedDossier, waitForServiceWorkerControl } from '../e2e/support/browser.ts'
import { startE2eServer } from '../e2e/support/server.ts'
import { CHROMIUM_ARGS, ensureChromium } from '#test-setup/chromium.ts'
import type { BenchRow } from './sds.ts'

/**
 * Offline opens, measured the hard way (the server process killed, not a simulated offline mode): the production build, a
 * persistent profile that saved the dossier once, the server process killed, and a new browser
 * process for every run. The time is the page's own clock (performance.now(), from the start of the
 * navigation) at the first frame with the SDS text (the saved sheet the service worker paints with
 * the shell, or the app's page), or the "not saved on this device" heading, in the DOM.
 */
const PRODUCT = 'uIw9ByCUgkide7d8'
const NEVER_SAVED = 'NeverSavedHere00'
const RUNS = 10

/**
 * Reports, on the console, the page's clock when the first element matching `selector` (and
 * containing `text`) is in the DOM at a frame. A string, not a function: the TypeScript runner adds
 * helpers the page does not have. The console, not page.waitForFunction: Playwright would inject
 * its own scripts into the page while it loads, and the measure would include them.
 */
const SHOWN = '__dossier_shown_at '
function reportWhenVisible(selector: string, text: string): string {
  return `(() => {
    const frame = () => {
      const el = document.querySelector(${JSON.stringify(selector)})
      if (el && el.textContent.includes(${JSON.stringify(text)})) console.log(${JSON.stringify(SHOWN)} + performance.now())
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })()`
}

async function launch(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: ensureChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
  })
}

async function timeOpen(dir: string, url: string, selector: string, text: string, cpuRate: number): Promise<number> {
  const context = await launch(dir)
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(reportWhenVisible(selector, text))
    if (cpuRate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const shown = page
      .waitForEvent('console', { predicate: (message) => message.text().startsWith(SHOWN), timeout: 15_000 })
      .then((message) => Number(message.text().slice(SHOWN.length)))
    await page.goto(url, { waitUntil: 'commit' })
    return await shown.catch(async (error: unknown) => {
      throw new Error(`${url}: nothing shown (${(await page.locator('body').innerText()).slice(0, 300)})`, { cause: error })
    })
  } finally {
    await context.close()
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export async function benchOffline(): Promise<BenchRow[]> {
  const server = await startE2eServer()
  const dir = await mkdtemp(join(tmpdir(), 'dossier-bench-profile-'))
  try {
    // One online visit saves the dossier (SDS in English) and installs the service worker.
    const context = await launch(dir)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${server.origin}/p/${PRODUCT}/en/gh/1`)
    await page.waitForSelector('article.sds')
    await waitForServiceWorkerControl(page)
    // Until the saved record lists the language opened with its sheet: the whole dossier (every tab,
    // two languages) is saved after the page shows, and a record is complete only once all of it is.
    const deadline = Date.now() + 60_000
    for (;;) {
      const saved = await savedDossier(page, PRODUCT)
      if (saved?.languages.includes(1) && saved.kinds.includes('sds-html')) break
      if (Date.now() > deadline) throw new Error(`the dossier was not saved within 60 s: ${JSON.stringify(saved)}`)
      await page.waitForTimeout(250)
    }
    // As a reader would: the page stays open a moment (the query cache is written a second after a change).
    await page.waitForTimeout(3000)
    await context.close()
    await server.kill()

    const sds = `${server.origin}/p/${PRODUCT}/en/gh/1`
    const never = `${server.origin}/p/${NEVER_SAVED}/en/pd/1`
    const results = { sds1: [] as number[], sds4: [] as number[], never: [] as number[] }
    for (let run = 0; run < RUNS; run += 1) {
      results.sds1.push(await timeOpen(dir, sds, 'section.sds-section[data-section] h2', '', 1))
      results.sds4.push(await timeOpen(dir, sds, 'section.sds-section[data-section] h2', '', 4))
      results.never.push(await timeOpen(dir, never, 'h1', 'not saved on this device', 1))
    }
    const ms = (values: number[]) =>
      `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`
    return [
      {
        metric: `offline cold open of a saved permalink to SDS text, 1x CPU, p50 of ${RUNS}`,
        value: ms(results.sds1),
        budget: '<= 200 ms',
        pass: median(results.sds1) <= 200,
      },
      {
        metric: `offline cold open of a saved permalink to SDS text, 4x CPU throttling, p50 of ${RUNS}`,
        value: ms(results.sds4),
        budget: '<= 800 ms',
        pass: median(results.sds4) <= 800,
      },
      {
        metric: `offline open of a never-saved permalink to "not saved on this device", p50 of ${RUNS}`,
        value: ms(results.never),
        budget: '<= 300 ms',
        pass: median(results.never) <= 300,
      },
    ]
  } finally {
    await server.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
