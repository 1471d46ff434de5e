import { createProfile, waitForServiceWorkerControl } from './support/browser.ts'
import { PRODUCTS } from './support/catalogue.ts'
import { expect, test, watchConsole } from './support/fixtures.ts'

/**
 * Installability has no errors, asked through the DevTools protocol. Chromium never
 * offers installation in an incognito-like context, so this runs in a profile on disk.
 */
test('the portal is installable: no installability errors and a clean manifest', async ({ baseURL }) => {
  const profile = await createProfile()
  const context = await profile.launch()
  const guard = watchConsole(context)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseURL}/p/${PRODUCTS.full.id}/en/pd/1`)
    await expect(page.getByRole('heading', { level: 1, name: PRODUCTS.full.name })).toBeVisible()
    await waitForServiceWorkerControl(page)

    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])

    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toBe(`${baseURL}/p/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({ start_url: '/p/', scope: '/p/', display: 'standalone' })
    const icons = data.icons as { sizes: string; purpose?: string }[]
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true)
  } finally {
    await context.close()
    await profile.remove()
  }
  guard.assertClean()
})
