import { createProfile, savedDossier, waitForServiceWorkerControl, type Profile } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test, watchConsole } from './support/fixtures.ts'
import { visit } from './support/visit.ts'
import { startE2eServer, type E2eServer } from './support/server.ts'

/**
 * The chosen interface language offline: a German reader opens a dossier once online (its catalog is
 * not precached), then reopens it in a new browser process with the server killed.
 */
const { full } = PRODUCTS
const OFFLINE_NOISE =
  /net::ERR_CONNECTION_REFUSED|net::ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script|Failed to load resource/

let server: E2eServer
let profile: Profile

test.beforeAll(async () => {
  test.setTimeout(90_000)
  server = await startE2eServer()
  profile = await createProfile()
  const context = await profile.launch()
  const guard = watchConsole(context)
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${server.origin}/p/${full.id}/de/pd/3`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect.poll(async () => (await savedDossier(page, full.id))?.languages ?? [], { timeout: 30_000 }).toEqual([3, 1])
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('dossier-assets')).keys()).map((r) => r.url).join(' ')), {
      timeout: 15_000,
    })
    .toMatch(/later-other-catalogs/)
  await context.close()
  guard.assertClean()
  await server.kill()
})

test.afterAll(async () => {
  await server?.stop()
  await profile?.remove()
})

test('a dossier read in German reopens in German with the server killed', async () => {
  await visit(
    profile,
    async (page) => {
      await page.goto(`${server.origin}/p/${full.id}/de/gh/3`)
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.locator('.offline-notice')).toContainText('Sie sind offline')
    },
    { allow: OFFLINE_NOISE },
  )
})
