import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { ROOT, startE2eServer, type E2eServer } from './support/server.ts'

/**
 * The prompt update model: a tab opened before a deployment keeps working (its chunks come from its
 * service worker's precache) and is offered the new version. The deployment is simulated: the same
 * port serves a copy of dist/ whose entry chunk has another name, so index.html and sw.js change.
 */
const { full } = PRODUCTS
let dir: string
let server: E2eServer | undefined

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-e2e-deploy-'))
  await cp(join(ROOT, 'dist'), join(dir, 'a'), { recursive: true })
})

test.afterAll(async () => {
  await server?.stop()
  await rm(dir, { recursive: true, force: true })
})

/**
 * dist/ as the next deployment: every chunk under a new name (as new hashes would give them),
 * named so everywhere, index.html with a new precache revision; stale compressed copies dropped.
 */
async function nextBuild(from: string, to: string): Promise<string> {
  await cp(from, to, { recursive: true })
  const chunks = (await readdir(join(to, 'assets'))).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3))
  const texts = [join(to, 'index.html'), join(to, 'sw.js'), ...chunks.map((c) => join(to, 'assets', `${c}.js`))]
  for (const file of texts) {
    let text = await readFile(file, 'utf8')
    for (const chunk of chunks) text = text.replaceAll(`${chunk}.js`, `${chunk}-next.js`)
    if (file.endsWith('sw.js')) text = text.replace(/("revision":")([^"]+)(","url":"index\.html")/, '$1$2-next$3')
    await writeFile(file, text)
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
  }
  for (const chunk of chunks) await rename(join(to, 'assets', `${chunk}.js`), join(to, 'assets', `${chunk}-next.js`))
  const html = await readFile(join(to, 'index.html'), 'utf8')
  return /assets\/(app-[\w-]+-next)\.js/.exec(html)![1]!
}

test('an old tab keeps working after a new build is deployed, and offers the update', async ({ page, consoleGuard }) => {
  test.setTimeout(90_000)
  // While the server is swapped, the tab's background loads (the saved-dossier library) fail.
  consoleGuard.allow(/Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED)/)
  // Files left out of the precache (later-*: the QR decoder the first save warms) are gone with the
  // old build: the old tab's attempt to load one meets a 404, and goes on without it.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404 .*\/p\/assets\/later-[\w-]+\.js/)
  // So are the old build's online-only parts (attachments table, version comparison, configuration
  // notice: components/when-online.tsx): their place stays empty until the tab takes the update it offers.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404 .*\/p\/assets\/online-[\w-]+\.js/)
  server = await startE2eServer({ distDir: join(dir, 'a') })
  const { port, origin } = server
  await page.goto(`${origin}/p/${full.id}/en/pd/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  // Marks this document: a reload before the user accepts the update would lose it.
  await page.evaluate(() => Object.assign(window, { oldTab: true }))

  const renamed = await nextBuild(join(dir, 'a'), join(dir, 'b'))
  await server.stop()
  server = await startE2eServer({ distDir: join(dir, 'b'), port })

  // The old tab still navigates: its route chunks come from its own precache.
  await page.getByRole('navigation', { name: 'Dossier sections' }).getByRole('link', { name: 'Safety data sheet' }).click()
  await expect(page.locator('article.sds')).toBeVisible()
  await page.getByRole('navigation', { name: 'Dossier sections' }).getByRole('link', { name: 'Detail' }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${full.id}/en/pi/1$`))

  // The browser finds the new worker; the page offers it and reloads into the new build on request.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
  const toast = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' })
  await expect(toast).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => 'oldTab' in window), 'the tab reloaded before the user took the update').toBe(true)
  const reloaded = page.waitForEvent('load')
  await toast.getByRole('button', { name: 'Update' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).join(' '))).toContain(renamed)
})
