import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { onTestFinished, vi } from 'vitest'
import { createApp, type AppDeps } from './app.ts'
import type { Database } from './db/schema.ts'
import { DEMO_CATALOGUE_DIR } from './index.ts'
import { createLogger } from './log.ts'

/** Shared test fixtures of the server tests: the demo catalogue, temp folders, a quiet app. */

export const DEMO = {
  acetone: { file: 'acetone-cleaner.json', permalink: 'uIw9ByCUgkide7d8' },
  caustic: { file: 'caustic-soda-solution.json', permalink: 'DnBHAl_J_ifZuYfM' },
  paint: { file: 'interior-wall-paint.json', permalink: '5_ImB6Y_9Waba_4l' },
} as const
export type DemoName = keyof typeof DEMO

/** A demo dossier file as a plain object, to change and import as a new file. */
export function demoDossier(name: DemoName): Record<string, unknown> {
  return JSON.parse(readFileSync(join(DEMO_CATALOGUE_DIR, DEMO[name].file), 'utf8')) as Record<string, unknown>
}

/** Input for importDossiers(): a file name and its text. */
export function dossierText(file: string, content: unknown): { file: string; text: string } {
  return { file, text: typeof content === 'string' ? content : JSON.stringify(content, null, 2) }
}

/** A temp folder removed when the current test finishes. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-test-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export const silentLog = createLogger('silent')

export function testApp(db: Kysely<Database>, deps: Partial<AppDeps> = {}) {
  return createApp({ db, log: silentLog, appVersion: '9.9.9-test', ...deps })
}

/**
 * Collects what the code under test prints with console.log / console.error, instead of letting
 * the fail-on-console-error setup count an expected error message as a failure.
 */
export function captureConsole(method: 'log' | 'error' | 'warn'): string[] {
  const lines: string[] = []
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  return lines
}

/** Counts the rows of every product table: a write that should not happen shows up here. */
export async function rowCounts(db: Kysely<Database>) {
  const count = async (table: keyof Database) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  return {
    products: await count('products'),
    product_versions: await count('product_versions'),
    product_tds_versions: await count('product_tds_versions'),
    product_languages: await count('product_languages'),
  }
}
