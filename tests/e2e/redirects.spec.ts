import { PRODUCTS, UNKNOWN_ID } from './support/catalogue.ts'
import { expect, test } from './support/fixtures.ts'

const { full, noTds, noSds } = PRODUCTS
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`)

test.describe('incomplete addresses and unknown tabs go to the dossier home', () => {
  const cases: [string, string][] = [
    [`/p/${full.id}`, `/p/${full.id}/en/pd/1`],
    [`/p/${full.id}/sl`, `/p/${full.id}/sl/pd/1`],
    [`/p/${full.id}/de/gh`, `/p/${full.id}/de/pd/1`],
    [`/p/${full.id}/en/xx/2`, `/p/${full.id}/en/pd/1`],
    // Bulgarian is a document language without an interface translation.
    [`/p/${full.id}/bg/pd/1`, `/p/${full.id}/en/pd/1`],
  ]
  for (const [from, to] of cases) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(at(to))
      await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible()
    })
  }
})

test.describe('the guard of document tabs', () => {
  const cases: [string, string, string][] = [
    ['an invalid language goes to the first valid one', `/p/${noTds.id}/en/gh/9`, `/p/${noTds.id}/en/gh/1`],
    ['an ISO code in the language slot becomes its id', `/p/${full.id}/en/gh/de`, `/p/${full.id}/en/gh/3`],
    ['a disabled TDS goes to the detail page', `/p/${noTds.id}/en/th/1`, `/p/${noTds.id}/en/pi/1`],
    ['an SDS without any valid language goes to the detail page', `/p/${noSds.id}/en/gh/1`, `/p/${noSds.id}/en/pi/1`],
    ['a language valid for the SDS but not the TDS goes to the first TDS language', `/p/${full.id}/en/th/3`, `/p/${full.id}/en/th/1`],
  ]
  for (const [name, from, to] of cases) {
    test(`${name}: ${from} -> ${to}`, async ({ page }) => {
      await page.goto(from)
      await expect(page).toHaveURL(at(to))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('an unknown product on the dossier home goes to /p/dossiererror', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404.*\/api\/v1\/products\//)
    await page.goto(`/p/${UNKNOWN_ID}/en/pd/1`)
    await expect(page).toHaveURL(/\/p\/dossiererror(\?|$)/)
    await expect(page.getByText('It seems this product dossier has been removed or is unavailable.')).toBeVisible()
  })

  test('a guarded tab of an unknown product goes to /p/sdserror', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404.*\/api\/v1\/products\//)
    await page.goto(`/p/${UNKNOWN_ID}/en/gh/1`)
    await expect(page).toHaveURL(/\/p\/sdserror(\?|$)/)
    await expect(page.getByRole('heading', { name: 'The safety data sheet is not valid' })).toBeVisible()
  })
})
