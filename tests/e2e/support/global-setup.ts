import type { FullConfig } from '@playwright/test'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from '#test-setup/chromium.ts'
import { longNameDossier } from './catalogue.ts'
import { labelDossiers } from './label-catalogue.ts'
import { createE2eAccounts } from './accounts.ts'
import { assertBuilt, ROOT, SERVER_CLI, startE2eServer } from './server.ts'

/**
 * Once per run: Chromium present, the production build present, and one real server (fresh SQLite
 * file, free port) shared by the tests. Its origin reaches the workers as E2E_BASE_URL; the returned
 * function is the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  ensureChromium()
  assertBuilt()
  warnIfStale()
  const server = await startE2eServer({ extraDossiers: [longNameDossier(), ...labelDossiers()] })
  process.env.E2E_BASE_URL = server.origin
  process.env.E2E_OUTBOX_DIR = server.outboxDir
  await createE2eAccounts(server)
  console.log(`[e2e] server ${server.origin}/p/ (pid ${server.pid}, data ${server.dir})`)
  return () => server.stop()
}

/** The app's inputs (the server runs from source and needs no build). */
const APP_INPUTS = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts']

function newestMtime(path: string, appOnly = true): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs
  let newest = 0
  for (const name of readdirSync(path)) {
    if (appOnly && path.endsWith('src') && (name === 'server' || name === 'cli')) continue
    newest = Math.max(newest, newestMtime(join(path, name), appOnly))
  }
  return newest
}

/** The compiled server's inputs. */
const SERVER_INPUTS = ['src/server', 'src/cli', 'src/shared']

/** A build older than its sources still runs, but the results describe the old build: say so. */
function warnIfStale(): void {
  const built = statSync(join(ROOT, 'dist/index.html')).mtimeMs
  const changed = Math.max(...APP_INPUTS.map((input) => newestMtime(join(ROOT, input))))
  if (changed > built) console.warn("[e2e] warning: dist/ is older than the app's sources; run 'npm run build' to test the current code.")
  const serverBuilt = statSync(SERVER_CLI).mtimeMs
  const serverChanged = Math.max(...SERVER_INPUTS.map((input) => newestMtime(join(ROOT, input), false)))
  if (serverChanged > serverBuilt) {
    console.warn("[e2e] warning: build/server is older than the server's sources; run 'npm run build' to test the current code.")
  }
}
