import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import { expect, onTestFinished, vi } from 'vitest'
import type { DossierFileInput } from '#shared/dossier-file'
import { createApp } from '#server/app'
import type { AppDeps } from '#server/deps'
import type { Database } from '#server/db/schema'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { createLogger } from '#server/log'
import { ensurePhraseLibrary, readPhraseLibrary, type PhraseLibrary } from '#server/phrases/library'

/**
 * Shared fixtures of the server tests. Tests that need particular data use the fixture dossiers in
 * tests/fixtures/dossiers (owned by the tests); tests over the demo catalogue loop over whatever
 * files src/server/demo holds, and only rely on what STABLE_DEMO promises about three permalinks.
 */

export const FIXTURE_DIR = fileURLToPath(new URL('../../fixtures/dossiers', import.meta.url))

export const FIXTURE = {
  /** The current version (2.0) of a product with every section filled, in en, sl and de, with two attachments (one restricted). */
  degreaser: { file: 'degreaser-2.0.json', permalink: 'fixtureDegreaser_01', version: '2.0' },
  /** The older version (1.0) of the same product: other name and code, no attachments, fewer statements. */
  degreaserOld: { file: 'degreaser-1.0.json', permalink: 'fixtureDegreaser_01', version: '1.0' },
  /** A small English-only coatings product with one public attachment. */
  primer: { file: 'primer.json', permalink: 'fixturePrimer_0001', version: '1.0' },
} as const
export type FixtureName = keyof typeof FIXTURE

/** A fixture dossier file as a fresh object, to change and import as a new file. */
export function fixtureDossier(name: FixtureName): DossierFileInput {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, FIXTURE[name].file), 'utf8')) as DossierFileInput
}

/**
 * Input for importDossiers(): a file in the fixture folder (attachment paths resolve from there)
 * with the given content, by default the fixture itself.
 */
export function fixtureText(name: FixtureName, content: unknown = fixtureDossier(name), fileName: string = FIXTURE[name].file) {
  return dossierText(join(FIXTURE_DIR, fileName), content)
}

/** Imports the whole fixture folder (both degreaser versions and the primer); a failure names every error. */
export async function importFixtures(db: Kysely<Database>) {
  const report = await importDossierPath(db, FIXTURE_DIR)
  expect(report.errors).toEqual([])
  return report
}

/** Input for importDossiers(): a file name and its text. */
export function dossierText(file: string, content: unknown): { file: string; text: string } {
  return { file, text: typeof content === 'string' ? content : JSON.stringify(content, null, 2) }
}

type JsonPath = readonly (string | number)[]

/** A deep copy of `doc` with the value at `path` replaced (or removed when `value` is undefined). */
export function changed(doc: unknown, path: JsonPath, value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (value === undefined) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1)
    else delete node[last]
  } else node[last] = value
  return copy
}

/** The three demo permalinks whose tabs and languages stay as they are (the e2e tests rely on them). */
export const STABLE_DEMO = {
  uIw9ByCUgkide7d8: {
    // Every document language (the demo shows each one), in the dossier file's order.
    validLangs: [1, 2, 3, 5, 6, 7, 20, 4, 18, 19, 9, 22, 14, 21, 8, 11, 10, 23, 13, 12, 15, 16, 17, 25, 26, 24],
    validTdsLangs: [1, 2, 5, 6, 7, 20, 4, 18, 19, 9, 22, 14, 21, 8, 11, 10, 23, 13, 12, 15, 16, 17, 25, 26, 24],
    tabs: { sds: true, tds: true, label: true, instructions: true, 'digital-label': true },
  },
  DnBHAl_J_ifZuYfM: {
    validLangs: [1, 2, 3],
    validTdsLangs: [],
    tabs: { sds: true, tds: false, label: true, instructions: true, 'digital-label': true },
  },
  '5_ImB6Y_9Waba_4l': {
    validLangs: [],
    validTdsLangs: [1, 3],
    tabs: { sds: false, tds: true, label: true, instructions: false, 'digital-label': false },
  },
} as const
export const STABLE_DEMO_PERMALINKS = Object.keys(STABLE_DEMO) as (keyof typeof STABLE_DEMO)[]

export interface DemoFile {
  path: string
  json: DossierFileInput
}

/** Every file of the demo catalogue, whatever it currently holds. */
export function demoFiles(): DemoFile[] {
  return readdirSync(DEMO_CATALOGUE_DIR)
    .filter((n) => n.endsWith('.json') && !n.endsWith('.schema.json'))
    .sort()
    .map((n) => {
      const path = join(DEMO_CATALOGUE_DIR, n)
      return { path, json: JSON.parse(readFileSync(path, 'utf8')) as DossierFileInput }
    })
}

/** The demo files grouped by product, each product's files newest (by revision date) first. */
export function demoProducts(): Map<string, DemoFile[]> {
  const byPermalink = new Map<string, DemoFile[]>()
  for (const file of demoFiles()) {
    const list = byPermalink.get(file.json.permalink) ?? []
    list.push(file)
    byPermalink.set(file.json.permalink, list)
  }
  for (const list of byPermalink.values()) list.sort((a, b) => b.json.version.revisionDate.localeCompare(a.json.version.revisionDate))
  return byPermalink
}

/** A temp folder removed when the current test finishes. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-test-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export const silentLog = createLogger('silent')

/** A library without phrases, for apps whose tests never reach product data. */
export const EMPTY_LIBRARY: PhraseLibrary = {
  text: () => undefined,
  has: () => false,
  languagesOf: () => [],
  pictogramSvg: () => undefined,
}

export function testApp(db: Kysely<Database>, deps: Partial<AppDeps> = {}) {
  return createApp({ db, log: silentLog, appVersion: '9.9.9-test', library: EMPTY_LIBRARY, ...deps })
}

/** The app over a migrated database, with the real phrase library loaded from it. */
export async function productApp(db: Kysely<Database>, deps: Partial<AppDeps> = {}) {
  await ensurePhraseLibrary(db)
  return testApp(db, { library: await readPhraseLibrary(db), ...deps })
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

/** Every table that holds product data (the phrase library excluded). */
export const PRODUCT_TABLES = [
  'products',
  'product_languages',
  'product_tds_versions',
  'synonyms',
  'articles',
  'product_versions',
  'classifications',
  'hazard_pictograms',
  'hazard_statements',
  'substances',
  'composition_rows',
  'parameter_categories',
  'parameters',
  'attachments',
] as const satisfies readonly (keyof Database)[]

/** Counts the rows of every product table: a write that should not happen shows up here. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<(typeof PRODUCT_TABLES)[number], number>> {
  const counts = await Promise.all(
    PRODUCT_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
      return [table, Number(row.n)] as const
    }),
  )
  return Object.fromEntries(counts) as Record<(typeof PRODUCT_TABLES)[number], number>
}
