import { expect, test, type Page } from '@playwright/test'
import { PRODUCTS } from './support/catalogue.ts'
import { startE2eServer, type E2eServer } from './support/server.ts'

/**
 * Brand editions are configuration (EDITION, EDITION_HOSTS_*): each test starts its own server with
 * the environment under test. Chromium resolves every *.localhost name to 127.0.0.1, so one server
 * is reached under several host names.
 */
const { full } = PRODUCTS

const onHost = (server: E2eServer, host: string) => `http://${host}:${server.port}`
const footerLogo = (page: Page) => page.getByRole('contentinfo').getByRole('img')
const classification = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Classification', exact: true })

async function openDetail(page: Page, origin: string) {
  await page.goto(`${origin}/p/${full.id}/en/pi/1`)
  await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
}

async function expectCoatings(page: Page) {
  await expect(footerLogo(page)).toHaveAccessibleName('Coatora')
  await expect(classification(page)).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'coatings')
}

async function expectChemicals(page: Page) {
  await expect(footerLogo(page)).toHaveAccessibleName('Chemora')
  await expect(classification(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'chemicals')
}

test.describe('editions by configuration', () => {
  test.describe.configure({ timeout: 90_000 })

  test('EDITION_HOSTS_COATINGS names the coatings hosts and replaces the built-in "coat" rule', async ({ page }) => {
    const server = await startE2eServer({ env: { EDITION_HOSTS_COATINGS: 'paints.localhost, lak*.localhost' } })
    try {
      await openDetail(page, onHost(server, 'paints.localhost'))
      await expectCoatings(page)
      await openDetail(page, onHost(server, 'lakki.localhost'))
      await expectCoatings(page)
      // Not named in the list: the built-in rule no longer applies.
      await openDetail(page, onHost(server, 'coatings.localhost'))
      await expectChemicals(page)
    } finally {
      await server.stop()
    }
  })

  test('EDITION forces one edition on every host name', async ({ page }) => {
    const server = await startE2eServer({ env: { EDITION: 'coatings' } })
    try {
      await openDetail(page, server.origin)
      await expectCoatings(page)
      await openDetail(page, onHost(server, 'chemicals.localhost'))
      await expectCoatings(page)
    } finally {
      await server.stop()
    }
  })

  test('a bad value stops the server with a message naming the variable', async () => {
    await expect(startE2eServer({ env: { EDITION_HOSTS_COATINGS: 'https://paints.example.com' } })).rejects.toThrow(
      /EDITION_HOSTS_COATINGS: "https:\/\/paints.example.com" is not a host name pattern/,
    )
    await expect(startE2eServer({ env: { EDITION: 'paints' } })).rejects.toThrow(/EDITION: EDITION is one of chemicals, coatings/)
  })
})
