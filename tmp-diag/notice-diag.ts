import { chromium } from '@playwright/test'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { waitForServiceWorkerControl } from '../tests/e2e/support/browser.ts'
import { startE2eServer } from '../tests/e2e/support/server.ts'
import { CHROMIUM_ARGS, ensureChromium } from '../tests/setup/chromium.ts'
const server = await startE2eServer()
const dir = await mkdtemp(join(tmpdir(), 'diag-'))
const launch = () =>
  chromium.launchPersistentContext(dir, {
    executablePath: ensureChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
  })
let ctx = await launch()
let page = ctx.pages()[0] ?? (await ctx.newPage())
await page.goto(`${server.origin}/p/uIw9ByCUgkide7d8/en/pd/3`)
await waitForServiceWorkerControl(page)
await page.waitForTimeout(15000)
await ctx.close()
await server.kill()
for (const path of ['gh/3', 'gh/3-40', 'gh/3-40']) {
  ctx = await launch()
  page = ctx.pages()[0] ?? (await ctx.newPage())
  page.on('console', (m) => console.log('console:', m.text().slice(0, 200)))
  if (path.endsWith('-40')) await page.clock.setFixedTime(Date.now() + 40 * 24 * 3600 * 1000)
  page.on('pageerror', (e) => console.log('pageerror', e.message))
  await page.addInitScript(`navigator.serviceWorker.addEventListener('message', (e) => console.log('swmsg ' + JSON.stringify(e.data)))`)
  await page.goto(
    path === 'NEVER' ? `${server.origin}/p/NeverSavedHere00/en/pd/1` : `${server.origin}/p/uIw9ByCUgkide7d8/en/${path.replace('-40', '')}`,
  )
  const ok = await page.waitForSelector('.offline-notice', { timeout: 10000 }).then(
    () => true,
    () => false,
  )
  console.log(path, 'offline notice:', ok, (await page.locator('main').first().innerText()).slice(0, 200).replace(/\n/g, ' | '))
  await ctx.close()
}
await server.stop()
