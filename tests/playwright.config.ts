import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, findChromium } from './setup/chromium.ts'

/**
 * End-to-end tests against the production build and the real server, never the dev server:
 * `npm run build`, then `playwright test -c tests/playwright.config.ts`. The global setup makes sure
 * Chromium is installed and the build exists, then starts one server on a free port with a temporary
 * SQLite file; tests read its origin from E2E_BASE_URL (see e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The suite asserts what a reader sees, not how fast: speed is measured by `npm run bench`. On the
  // 2-core CI machine, with two test workers and the server's render pool sharing the cores, a page
  // that takes 2 s when quiet has taken over 5 s, so waits allow 10 s and a test 60 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    // A phone: the portal's main visitor scans a container's QR code.
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      // Before the global setup has installed it the path may not exist yet; the workers load this
      // file again after the setup, and find it.
      executablePath: findChromium() ?? CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
})
