import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DETAIL_PATH } from '#shared/document-kinds'
import { createProfile, savedDossier, waitForServiceWorkerControl, type Profile } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'
import { visit } from './support/visit.ts'
import { ROOT, startE2eServer, type E2eServer } from './support/server.ts'

/** Issue 8, staying current: a saved dossier gets the server's newer version, and keeps it offline. */
const { noTds } = PRODUCTS
const MARKER = 'E2E revalidated: store in the original container, away from acids.'
const CHANGE = 'Storage away from acids added.'
const OFFLINE_NOISE =
  /net::ERR_CONNECTION_REFUSED|Failed to fetch|An unknown error occurred when fetching the script|Failed to load resource/

let server: E2eServer
let profile: Profile

test.beforeAll(async () => {
  server = await startE2eServer()
  profile = await createProfile()
})

test.afterAll(async () => {
  await server?.stop()
  await profile?.remove()
})

/** The demo's caustic soda as its supplier's next version: a higher number and a changed SDS text. */
async function newVersionFile(): Promise<string> {
  const file = JSON.parse(await readFile(join(ROOT, 'src/server/demo/caustic-soda-solution.json'), 'utf8')) as Record<string, unknown>
  delete file.$schema
  delete file.attachments
  file.version = {
    number: '1.3',
    revisionDate: '2026-01-15',
    createdDate: (file.version as { createdDate: string }).createdDate,
    replaces: '1.2',
    changes: [{ sections: ['7.2'], text: { en: CHANGE, sl: `SL ${CHANGE}`, de: `DE ${CHANGE}` } }],
  }
  // The rest of the sheet stays as it is (transport data included, which the importer requires).
  const sds = file.sds as { sections: Record<string, unknown> }
  file.sds = { ...sds, sections: { ...sds.sections, '7.2': { en: MARKER, sl: `SL ${MARKER}`, de: `DE ${MARKER}` } } }
  const path = join(server.dir, 'caustic-soda-1.3.json')
  await writeFile(path, JSON.stringify(file, null, 2))
  return path
}

test('revalidation replaces a saved SDS when the server has a newer version, and the page says so', async () => {
  test.setTimeout(90_000)
  const url = `${server.origin}/p/${noTds.id}/en/gh/1`
  await visit(profile, async (page) => {
    await page.goto(url)
    await expect(page.locator('article.sds')).toBeVisible()
    await waitForServiceWorkerControl(page)
    await expect.poll(async () => (await savedDossier(page, noTds.id))?.kinds ?? [], { timeout: 20_000 }).toContain('sds-html')
    expect((await savedDossier(page, noTds.id))!.version).toBe('1.2')
    await expect(page.locator('article.sds')).not.toContainText(MARKER)

    await server.cli(['import', await newVersionFile()])
    // The service worker gives the server half a second to show it is there before it paints the
    // saved sheet (a worker on a slow network reads at once). The first answer after an import is
    // built afresh; on a loaded test machine it can take longer than that. The server is asked once
    // here, so the reload below meets a server that is there, which is what this test is about.
    expect((await fetch(`${server.origin}${DETAIL_PATH(noTds.id)}`, { method: 'HEAD' })).status).toBe(200)
    // Opening the app again revalidates the saved dossiers. With the server there, the shell comes
    // without the saved sheet: the page shows the server's current one.
    const reloaded = await page.reload()
    expect(await reloaded!.text()).not.toContain('page-preview')
    await expect(page.getByText(`${noTds.name} was updated to version 1.3.`)).toBeVisible({ timeout: 20_000 })
    expect((await savedDossier(page, noTds.id))!.version).toBe('1.3')
    // The page says so until dismissed: the new version, its date, the list of changes and the way to the comparison.
    const notice = page.locator('.updated-notice')
    await expect(notice).toContainText('Updated: version 1.3 (15/01/2026) — See what changed')
    await expect(notice.getByRole('list', { name: 'Changes in this version' })).toHaveText(`7.2: ${CHANGE}`)
    const compare = notice.getByRole('link', { name: 'See what changed' })
    await expect(compare).toHaveAttribute('href', new RegExp(`/p/${noTds.id}/en/gh/1\\?compare=\\d+$`))
    // So does the saved sheets page.
    await page.goto(`${server.origin}/p/saved`)
    await expect(page.locator('.saved-item')).toContainText('Updated: version 1.3 (15/01/2026) — See what changed')
    await page.locator('.saved-item').getByRole('link', { name: 'See what changed' }).click()
    await expect(page).toHaveURL(/\/gh\/1\?compare=\d+$/)
    // The comparison view: the sheet with its changed sections marked.
    await expect(page.locator('article.sds.sds--compare')).toContainText('7 Handling and storage Changed')
  })

  await server.kill()
  await visit(
    profile,
    async (page) => {
      await page.goto(url)
      await expect(page.locator('article.sds')).toContainText(MARKER)
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
      // Offline too the reader learns that this is not the sheet they read before; dismissed, it is gone for good.
      const notice = page.locator('.updated-notice')
      await expect(notice).toContainText('Updated: version 1.3 (15/01/2026)')
      await notice.getByRole('button', { name: 'Dismiss' }).click()
      await expect(notice).toHaveCount(0)
      await page.reload()
      await expect(page.locator('article.sds')).toContainText(MARKER)
      await expect(page.locator('.updated-notice')).toHaveCount(0)
    },
    { allow: OFFLINE_NOISE },
  )
})
