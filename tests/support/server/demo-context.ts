import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { problemSchema } from '#shared/api/product-detail'
import { dossierFileSchema, type DossierFile } from '#shared/dossier-file'
import { docLanguageByCode } from '#shared/languages'
import { createApp } from '#server/app'
import { openDb, type Db } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { createLogger } from '#server/log'
import { readPhraseLibrary, type PhraseLibrary } from '#server/phrases/library'

/**
 * The demo catalogue (src/server/demo) in a temporary SQLite database, for tests that loop over
 * every product, and each product's newest dossier file as the expectation to check answers against.
 */
export const DEMO_PUBLIC_URL = 'https://dossier.example'

export interface DemoProduct {
  file: DossierFile
  permalink: string
  /** Version ids, newest first. */
  versions: number[]
  /** Language ids whose SDS / TDS is valid and created. */
  sdsLangs: number[]
  tdsLangs: number[]
}

export interface DemoContext {
  db: Db
  library: PhraseLibrary
  app: ReturnType<typeof createApp>
  products: DemoProduct[]
  close(): Promise<void>
}

/** The newest file of each permalink (the catalogue holds older versions of some products too). */
function newestFiles(): Map<string, DossierFile> {
  const files = new Map<string, DossierFile>()
  for (const name of readdirSync(DEMO_CATALOGUE_DIR).filter((f) => f.endsWith('.json'))) {
    const file = dossierFileSchema.parse(JSON.parse(readFileSync(join(DEMO_CATALOGUE_DIR, name), 'utf8')))
    const known = files.get(file.permalink)
    if (!known || known.version.revisionDate < file.version.revisionDate) files.set(file.permalink, file)
  }
  return files
}

const idsOf = (file: DossierFile, kind: 'sds' | 'tds') =>
  file.languages.filter((l) => l[kind].valid && l[kind].created).map((l) => docLanguageByCode(l.code)!.id)

export async function demoContext(): Promise<DemoContext> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-demo-'))
  const db = openDb({ sqliteFile: join(dir, 'demo.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const report = await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
  expect(report.errors).toEqual([])
  const library = await readPhraseLibrary(db.kysely)
  const app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'test', library, publicUrl: DEMO_PUBLIC_URL })
  const products: DemoProduct[] = []
  for (const [permalink, file] of newestFiles()) {
    const row = await db.kysely.selectFrom('products').select('id').where('permalink', '=', permalink).executeTakeFirstOrThrow()
    const versions = await db.kysely
      .selectFrom('product_versions')
      .select('id')
      .where('product_id', '=', row.id)
      .orderBy('revision_date', 'desc')
      .orderBy('id', 'desc')
      .execute()
    products.push({ file, permalink, versions: versions.map((v) => v.id), sdsLangs: idsOf(file, 'sds'), tdsLangs: idsOf(file, 'tds') })
  }
  return {
    db,
    library,
    app,
    products,
    async close() {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A 4xx problem answer: JSON problem body, the status, and the parameter it names (if any). */
export async function expectProblem(res: Response, status: number, field?: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  const body = problemSchema.parse(await res.json())
  expect(body.status).toBe(status)
  if (field) {
    expect(body.errors?.map((e) => e.pointer)).toEqual([`/${field}`])
    expect(body.detail).toMatch(new RegExp(`^${field}: `))
  }
  return body
}

/** The app shell as the build writes it, reduced to what a navigation's first answer fills in. */
export const SHELL =
  '<!doctype html><html><body><div id="root"></div><noscript>This portal needs JavaScript to show product dossiers.</noscript><script type="module" src="/p/assets/app.js"></script></body></html>'

/**
 * The demo catalogue's app serving SHELL as its built index.html, for tests of a navigation's
 * first answer; `remove` deletes the temporary build folder.
 */
export function demoShellApp(ctx: DemoContext): { app: ReturnType<typeof createApp>; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'dossier-shell-'))
  writeFileSync(join(dist, 'index.html'), SHELL)
  const app = createApp({
    db: ctx.db.kysely,
    log: createLogger('silent'),
    appVersion: 'test',
    library: ctx.library,
    publicUrl: DEMO_PUBLIC_URL,
    distDir: dist,
  })
  return { app, remove: () => rmSync(dist, { recursive: true, force: true }) }
}

/** The demo product that offers every document kind, and a language it has them all in (English). */
export const EVERY_KIND = { permalink: 'uIw9ByCUgkide7d8', lang: 1 } as const

/** The demo context of one test file: opened before its tests, closed after them. */
export function demoContextOfFile(): () => DemoContext {
  let ctx: DemoContext | undefined
  beforeAll(async () => {
    ctx = await demoContext()
  })
  afterAll(() => ctx?.close())
  return () => ctx!
}
