import { expect, test } from './support/fixtures.ts'

/**
 * The API reference at /api/docs: Swagger UI from the portal's own server, under the portal's
 * Content-Security-Policy (no inline script, no inline style), drawing the portal's OpenAPI document.
 */
test('the API reference shows the calls in the viewer, with no Content-Security-Policy violation', async ({ page, consoleGuard }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))

  const response = await page.goto('/api/docs')
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';")
  // The viewer drew the document: the SDS call, under its group.
  const sdsCall = page.locator('.opblock').filter({ hasText: '/api/v1/sdsRender/view/{dashId}/{lang}' })
  await expect(sdsCall.first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible()
  // The plain reference is for readers without script: hidden once the viewer runs.
  await expect(page.locator('#reference')).toBeHidden()

  await sdsCall.first().locator('.opblock-summary').click()
  await expect(sdsCall.first().getByText('dashId', { exact: false }).first()).toBeVisible()

  expect(violations, 'Content-Security-Policy violations').toEqual([])
  // Nothing leaves the portal (no validator badge, no fonts from elsewhere).
  const origin = new URL(page.url()).origin
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
  consoleGuard.assertClean()
})

test('without JavaScript the API reference is the plain page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/api/docs')
  await expect(page.locator('#reference')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible()
  await expect(page.getByText('GET /api/v1/sdsRender/view/{dashId}/{lang}', { exact: true })).toBeVisible()
  await context.close()
})
