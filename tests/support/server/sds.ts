import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '#server/app'
import type { AppDeps } from '#server/deps'
import { openDb, type Db } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath, importDossiers } from '#server/import/dossier-import'
import { createLogger } from '#server/log'
import { readLanguageFiles } from '#server/phrases/language-files'
import { readPhraseLibrary, type PhraseLibrary } from '#server/phrases/library'
import { findProduct, findVersionSnapshot } from '#server/repos/products'
import { buildSdsDocument } from '#server/documents/sds/build'

/**
 * What the SDS tests share: a migrated SQLite database in a temp folder with the SDS fixture
 * dossiers (tests/fixtures/sds: one product, versions 1.0 and 2.0 whose SDS texts differ in
 * sections 4 and 7 only) and the real phrase library. Kept apart from the general server fixtures.
 */
export const SDS_FIXTURE_DIR = fileURLToPath(new URL('../../fixtures/sds', import.meta.url))
export const SDS_FIXTURE = {
  permalink: 'fixtureSdsSolvent01',
  name: 'Fixture SDS Solvent Čistilo',
  /** Language ids: en, sl, de valid; hr created but not valid. */
  validLangs: [1, 2, 3],
  invalidLang: 4,
  /** The sections whose texts differ between 1.0 and 2.0. */
  changedSections: [4, 7],
} as const
export const PUBLIC_URL = 'https://dossier.example'

export function sdsFixtureJson(version: '1.0' | '2.0'): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SDS_FIXTURE_DIR, `solvent-${version}.json`), 'utf8')) as Record<string, unknown>
}

export interface SdsTestContext {
  db: Db
  library: PhraseLibrary
  app: (deps?: Partial<AppDeps>) => ReturnType<typeof createApp>
  /** Version ids of the fixture: current (2.0) first. */
  versions: { current: number; older: number }
  close(): Promise<void>
}

export async function sdsTestContext(extra: { file: string; text: string }[] = []): Promise<SdsTestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-sds-test-'))
  const db = openDb({ sqliteFile: join(dir, 'test.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const report = await importDossierPath(db.kysely, SDS_FIXTURE_DIR)
  if (!report.ok) throw new Error(`SDS fixtures do not import: ${JSON.stringify(report.errors)}`)
  if (extra.length > 0) {
    const more = await importDossiers(db.kysely, extra)
    if (!more.ok) throw new Error(`extra dossiers do not import: ${JSON.stringify(more.errors)}`)
  }
  const library = await readPhraseLibrary(db.kysely)
  const record = (await findProduct(db.kysely, SDS_FIXTURE.permalink))!
  return {
    db,
    library,
    app: (deps = {}) =>
      createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'test', library, publicUrl: PUBLIC_URL, ...deps }),
    versions: { current: record.versions[0]!.id, older: record.versions[1]!.id },
    async close() {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The document model of one fixture version in one language, straight from the database. */
export async function fixtureDocument(ctx: SdsTestContext, lang: string, versionId = ctx.versions.current, qr = true) {
  const record = (await findProduct(ctx.db.kysely, SDS_FIXTURE.permalink))!
  return buildSdsDocument({
    record,
    snapshot: await findVersionSnapshot(ctx.db.kysely, versionId),
    lang,
    library: ctx.library,
    qrUrl: qr ? `${PUBLIC_URL}/p/${SDS_FIXTURE.permalink}` : null,
  })
}

/**
 * The document texts of the phrase library files (document-texts.json and one file per further
 * language), to check titles against without going through the code under test.
 */
export const DOCUMENT_TEXTS = (() => {
  const texts = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../src/server/phrases/document-texts.json', import.meta.url)), 'utf8'),
  ) as Record<string, Record<string, string>>
  for (const file of readLanguageFiles()) for (const [key, text] of Object.entries(file.texts)) if (texts[key]) texts[key][file.lang] = text
  return texts
})()

/**
 * Runs a poppler tool (poppler-utils: pdfinfo, pdftotext, pdffonts) on a PDF and answers its
 * output; fails with a clear message when the tool is missing or refuses the file.
 */
export function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Uint8Array, ...args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-poppler-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    const out = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' })
    if (out.error) throw new Error(`${tool} is needed for this test (poppler-utils): ${out.error.message}`)
    if (out.status !== 0) throw new Error(`${tool} refused the PDF: ${out.stderr}`)
    return out.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** "Page size: 595.28 x 841.89 pts (A4)" → [595.28, 841.89] and the paper name poppler gives it. */
export function pageSize(pdf: Uint8Array): { width: number; height: number; paper: string } {
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts(?: \((\w+)\))?/.exec(poppler('pdfinfo', pdf))
  if (!match) throw new Error('pdfinfo printed no page size')
  return { width: Number(match[1]), height: Number(match[2]), paper: match[3] ?? '' }
}
