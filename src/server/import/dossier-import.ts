import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { ensurePhraseLibrary, readPhraseLibrary } from '../phrases/library.ts'
import { bumpCatalogueGeneration, catalogueCommitted } from '../repos/catalogue-generation.ts'
import { statisticsKeeper } from '../repos/import-statistics.ts'
import { saveDossierVersions, type ImportOutcome } from '../repos/save-dossier.ts'
import { settleSearchIndexes } from '../repos/search-terms.ts'
import { checkInThread, checkPool, FILES_FOR_A_POOL, importWorkers, type DossierChecker } from './check-pool.ts'
import { parseDossierText, type ImportError, type Parsed } from './dossier-file-check.ts'

export type { ImportError } from './dossier-file-check.ts'

export interface ImportReport {
  ok: boolean
  errors: ImportError[]
  /** What was imported with a reservation: SDScom content the portal's model cannot hold (pointer is the XPath). */
  warnings?: ImportError[]
  results: { file: string; permalink: string; version: string; outcome: ImportOutcome }[]
}

/** A file, or every *.json and SDScom *.xml file of a folder (sorted, not recursive). */
export async function dossierPaths(path: string): Promise<string[]> {
  const info = await stat(path)
  if (!info.isDirectory()) return [path]
  const names = (await readdir(path)).filter((n) => (n.endsWith('.json') && !n.endsWith('.schema.json')) || n.endsWith('.xml')).sort()
  return names.map((n) => join(path, n))
}

export interface ImportOptions {
  /**
   * Asked once per product, before any of its versions is written, with the import's transaction
   * (the only connection an embedded database has while it runs): a reason refuses the whole import.
   */
  authorise?: (permalink: string, db: Kysely<Database>) => Promise<string | undefined>
  /** Versions written together (WRITE_BATCH by default). */
  writeBatch?: number
  /** Threads that check files (see check-pool.ts); 0: this thread. */
  workers?: number
}

/** A dossier file to import: its name for reports, and how to read its text. */
export interface DossierSource {
  file: string
  read(): Promise<string>
  /** Where the file is on disk, when it is a file: a check thread then reads it itself. */
  path?: string
}

/**
 * Versions written together: one multi-row statement per table for each batch. A few hundred keep the
 * statements well below the databases' limits on bound values while a round trip costs little per product.
 */
const WRITE_BATCH = 200

/**
 * Files handed to the check threads ahead of the one being written. Enough to keep them busy while
 * the importing thread writes a batch: on SQLite a batch of 200 versions is written synchronously
 * (about 150 ms on two cores), and with only 32 files waiting the check threads ran dry after about
 * 35 ms of it and sat idle for the rest. 256 files (a batch and a little more) cover the write; the
 * import of 20,000 generated products went from 359-421 to 425-492 products/s on this machine. The
 * files waiting are held in memory as checked rows, a few tens of kilobytes each.
 */
const READ_AHEAD = 256

/** Each item with what `read` gives for it, in order, with reads (and checks) started ahead. */
async function* withReadAhead<T, R>(items: T[], read: (item: T) => Promise<R>) {
  const pending: Promise<R>[] = []
  for (let i = 0; i < items.length; i++) {
    while (pending.length < READ_AHEAD && i + pending.length < items.length) {
      const reading = read(items[i + pending.length]!)
      // A read that fails is reported when its turn comes; one left behind by an aborted import must not crash the process.
      reading.catch(() => undefined)
      pending.push(reading)
    }
    yield { item: items[i]!, value: await pending.shift()! }
  }
}

/** Thrown inside the import's transaction when a file failed its checks: it undoes every batch already written. */
class ImportRefused extends Error {}

type Written = ImportReport['results'][number] & { revisionDate: string }

/**
 * All or nothing: a bad file rejects the whole import, and nothing is written. Every file is still
 * checked, so the report names every problem of every file. Re-importing the same files changes nothing.
 *
 * Each file is read and checked once, and written while the next ones are checked: 100,000 files
 * are never held in memory, nor read twice. The writes happen in batches inside one transaction;
 * the first failed file stops the writing, and the transaction is rolled back at the end.
 * The order files are written in does not change the result: a version older than a stored one
 * goes into the history without replacing the product-wide data (see saveDossierVersions).
 * The report lists the versions oldest revision first.
 */
export async function importDossierSources(
  db: Kysely<Database>,
  sources: DossierSource[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { writeBatch = WRITE_BATCH, workers = sources.length >= FILES_FOR_A_POOL ? importWorkers() : 0 } = options
  await ensurePhraseLibrary(db)
  const library = await readPhraseLibrary(db)
  const checker = workers > 0 ? checkPool(workers) : checkInThread(library, parseDossierText)
  try {
    return await importChecked(db, sources, checker, writeBatch, options.authorise)
  } finally {
    await checker.close()
  }
}

async function importChecked(
  db: Kysely<Database>,
  sources: DossierSource[],
  checker: DossierChecker,
  writeBatch: number,
  authorise: ImportOptions['authorise'],
): Promise<ImportReport> {
  const errors: ImportError[] = []
  const warnings: ImportError[] = []
  // One answer per product, asked before the import writes it (a product it creates is not refused later).
  const authorised = new Map<string, string | undefined>()
  const seen = new Map<string, string>()
  const written: Written[] = []
  let generation = 0
  try {
    await db.transaction().execute(async (trx) => {
      let batch: { file: string; parsed: Parsed }[] = []
      // One batch is written while the next is checked (PostgreSQL works meanwhile); a failed write stops the import.
      let writing: Promise<void> = Promise.resolve()
      const keepStatistics = statisticsKeeper(trx)
      const write = async () => {
        await writing
        const items = batch
        batch = []
        if (items.length === 0) return
        writing = saveDossierVersions(
          trx,
          items.map(({ parsed: p }) => p.rows),
        ).then(async (outcomes) => {
          items.forEach(({ file, parsed: { rows } }, i) =>
            written.push({ file, permalink: rows.permalink, version: rows.number, outcome: outcomes[i]!, revisionDate: rows.revisionDate }),
          )
          await keepStatistics(written.length)
        })
        writing.catch(() => undefined) // awaited before the next batch and at the end
      }
      const checks = withReadAhead(sources, (s) => checker.check(s))
      for await (const { item: source, value: one } of checks) {
        errors.push(...one.errors)
        warnings.push(...(one.warnings ?? []))
        if (!one.parsed) continue
        const { permalink, number } = one.parsed.rows
        const key = `${permalink} ${number}`
        const other = seen.get(key)
        if (other) {
          errors.push({
            file: source.file,
            pointer: '/version/number',
            reason: `version ${number} of '${permalink}' is also in ${other}`,
          })
          continue
        }
        seen.set(key, source.file)
        if (authorise && !authorised.has(permalink)) authorised.set(permalink, await authorise(permalink, trx))
        const refusal = authorised.get(permalink)
        if (refusal) {
          errors.push({ file: source.file, pointer: one.parsed.permalinkAt, reason: refusal })
          continue
        }
        if (errors.length > 0) continue // nothing more is written, but every file is still checked
        // A batch holds one version per product: a later one of the same product waits for the next batch.
        if (batch.length >= writeBatch || batch.some((b) => b.parsed.rows.permalink === permalink)) await write()
        batch.push({ file: source.file, parsed: one.parsed })
      }
      if (errors.length > 0) {
        await writing.catch(() => undefined)
        throw new ImportRefused()
      }
      await write()
      await writing
      // Last, so the one row every import moves stays locked for a moment only.
      generation = await bumpCatalogueGeneration(trx)
    })
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error
    return { ok: false, errors, warnings, results: [] }
  }
  catalogueCommitted(db, generation)
  await settleSearchIndexes(db)
  written.sort((a, b) => a.revisionDate.localeCompare(b.revisionDate))
  return { ok: true, errors: [], warnings, results: written.map(({ revisionDate: _date, ...result }) => result) }
}

/** importDossierSources for texts already in memory. */
export async function importDossiers(
  db: Kysely<Database>,
  files: { file: string; text: string }[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  return importDossierSources(
    db,
    files.map(({ file, text }) => ({ file, read: async () => text })),
    options,
  )
}

export async function importDossierPath(db: Kysely<Database>, path: string): Promise<ImportReport> {
  const paths = await dossierPaths(path)
  return importDossierSources(
    db,
    paths.map((file) => ({ file, path: file, read: () => readFile(file, 'utf8') })),
  )
}
