import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page, type Request } from '@playwright/test'
import { apiAnswerMismatches } from './api-answers.ts'

/** An unexpected console error or page error in the browser fails the test: it is a bug the page does not show. */
export interface ConsoleGuard {
  /** Expected errors of this test only: a pattern is matched against the text and the source URL. */
  allow(pattern: RegExp): void
  /** Errors seen so far that no allowed pattern matches. */
  unexpected(): string[]
  /** Fails with every unexpected error listed. */
  assertClean(): void
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return url ? `${message.text()} (at ${url}:${lineNumber})` : message.text()
}

/** Watches every page of a context, including ones a test opens later (and persistent contexts). */
export function watchConsole(context: BrowserContext): ConsoleGuard {
  const seen: string[] = []
  const allowed: RegExp[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console.error: ${describe(message)}`)
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    seen.push(`page error: ${error.stack ?? error.message}`)
  })
  const unexpected = () => seen.filter((entry) => !allowed.some((pattern) => pattern.test(entry)))
  return {
    allow: (pattern) => void allowed.push(pattern),
    unexpected,
    assertClean: () => expect(unexpected(), 'unexpected console errors or page errors in the browser').toEqual([]),
  }
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // The global setup starts the server on a free port; its origin arrives through the environment.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the suite with -c tests/playwright.config.ts (its globalSetup starts the server).')
    await use(url)
  },
  consoleGuard: [
    async ({ context }, use) => {
      const guard = watchConsole(context)
      await use(guard)
      guard.assertClean()
    },
    { auto: true },
  ],
  // Every JSON answer under /api/ the pages receive must be what the OpenAPI document declares. The
  // browser records them (a HAR file; listening to answers from the test would slow the pages),
  // read once the test's context has closed.
  contextOptions: async ({ contextOptions }, use, testInfo) => {
    const har = testInfo.outputPath('api-answers.har')
    await use({ ...contextOptions, recordHar: { path: har, content: 'embed', urlFilter: /\/api\// } })
    const { mismatches } = await apiAnswerMismatches(har)
    expect(mismatches, 'API answers that the OpenAPI document does not declare').toEqual([])
  },
})

export { expect }

/** Pages without the Web Share API, so the share action falls back to its popover. */
export const WITHOUT_WEB_SHARE = () => {
  delete (Navigator.prototype as { share?: unknown }).share
  delete (Navigator.prototype as { canShare?: unknown }).canShare
}

/**
 * A request the page made itself, not the offline library saving the same document in the
 * background (its requests carry X-Dossier-Network-Only, src/features/offline/fetch-document.ts).
 */
export const byThePage = (request: Request) => !request.headers()['x-dossier-network-only']

/**
 * Navigations to a document page (SDS, safety instructions, TDS) answered as when the server could
 * not put the document into the first answer (its render failed, or the product has no version):
 * the plain app shell, so the app asks the document's API itself and a test can stand in for that answer.
 */
export async function withoutFirstContent(page: Page): Promise<void> {
  await page.route(/\/p\/[^?#]+\/(gh|mh|th)\/\d+/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(/<main id="page-preview"[\s\S]*?<\/main>(?=<div id="root">)/, '')
    await route.fulfill({ response, body })
  })
}
