import type { FullConfig } from '@playwright/test'
import { ensureChromium } from '../../setup/chromium.ts'
import { longNameDossier } from './catalogue.ts'
import { assertBuilt, startE2eServer } from './server.ts'

/**
 * Once per run: Chromium present, the production build present, and one real server (fresh SQLite
 * file, free port) shared by the tests. Its origin reaches the workers as E2E_BASE_URL; the returned
 * function is the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureChromium()
  assertBuilt()
  const server = await startE2eServer({ extraDossiers: [longNameDossier()] })
  process.env.E2E_BASE_URL = server.origin
  console.log(`[e2e] server ${server.origin}/p/ (pid ${server.pid}, data ${server.dir})`)
  return () => server.stop()
}
