import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { dossierFileSchema, jsonPointer, type DossierFile } from '#shared/dossier-file'
import type { Database } from '../db/schema.ts'
import { ensurePhraseLibrary, readPhraseLibrary, type PhraseLibrary } from '../phrases/library.ts'
import { bumpCatalogueGeneration, catalogueCommitted } from '../repos/catalogue-generation.ts'
import { statisticsKeeper } from '../repos/import-statistics.ts'
import { dossierRows, type DossierRows } from '../repos/dossier-rows.ts'
import { saveDossierVersions, type AttachmentFile, type ImportOutcome } from '../repos/save-dossier.ts'
import { attachmentPath } from './attachment-paths.ts'
import { checkInThread, checkPool, FILES_FOR_A_POOL, importWorkers, type DossierChecker } from './check-pool.ts'
import { checkDossier } from './dossier-checks.ts'
import { isSdscomFile, readSdscom } from './sdscom-source.ts'
import { checkTexts, onlyPlainCharacters, TEXT_LIMITS } from './text-checks.ts'

export interface ImportError {
  file: string
  pointer: string
  reason: string
}

export interface ImportReport {
  ok: boolean
  errors: ImportError[]
  /** What was imported with a reservation: SDScom content the portal's model cannot hold (pointer is the XPath). */
  warnings?: ImportError[]
  results: { file: string; permalink: string; version: string; outcome: ImportOutcome }[]
}

interface Parsed {
  file: string
  /** Where the file names the product (a JSON pointer, or an XPath for SDScom), for refusals about the product as a whole. */
  permalinkAt: string
  /** What the writer stores: the rows of the checked file and its attachments, with the hash that recognises them again. */
  rows: DossierRows
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** A file, or every *.json and SDScom *.xml file of a folder (sorted, not recursive). */
export async function dossierPaths(path: string): Promise<string[]> {
  const info = await stat(path)
  if (!info.isDirectory()) return [path]
  const names = (await readdir(path)).filter((n) => (n.endsWith('.json') && !n.endsWith('.schema.json')) || n.endsWith('.xml')).sort()
  return names.map((n) => join(path, n))
}

async function readAttachments(file: string, dossier: DossierFile, errors: ImportError[]): Promise<AttachmentFile[]> {
  const out: AttachmentFile[] = []
  for (const [i, a] of dossier.attachments.entries()) {
    const type = CONTENT_TYPES[extname(a.file).toLowerCase()]
    if (!type) {
      errors.push({
        file,
        pointer: `/attachments/${i}/file`,
        reason: `unsupported attachment type '${extname(a.file)}' (pdf, png, jpg, txt, docx, xlsx)`,
      })
      continue
    }
    const where = await attachmentPath(file, a.file)
    if (!where.ok) {
      errors.push({ file, pointer: `/attachments/${i}/file`, reason: where.reason })
      continue
    }
    try {
      const content = new Uint8Array(await readFile(where.path))
      out.push({ fileName: basename(a.file), contentType: type, content, sha256: createHash('sha256').update(content).digest('hex') })
    } catch {
      errors.push({ file, pointer: `/attachments/${i}/file`, reason: `attachment '${a.file}' cannot be read` })
    }
  }
  return out
}

/**
 * The dossier file schema compiled once into one generated function (zod's `compile`): a valid file,
 * nearly every file of an import, is checked and copied in about a third of the schema's own time.
 * A file the function refuses is parsed again by the schema itself, so the refusals, their pointers
 * and reasons are the schema's, word for word. A schema zod cannot compile comes back as it is (the
 * slower parse, same results); a test asserts this one compiles.
 */
export const importSchema = z.compile(dossierFileSchema)

/** zod reports a bad record key as 'Invalid key in record' and nests the reason; the reason is what helps. */
function issueReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key' && issue.issues.length > 0) return `invalid key: ${issue.issues.map((i) => i.message).join('; ')}`
  return issue.message
}

export async function parseDossierText(
  file: string,
  text: string,
  library: PhraseLibrary,
): Promise<{ parsed?: Parsed; errors: ImportError[]; warnings?: ImportError[] }> {
  // A character is at most 3 bytes of UTF-8 (a surrogate pair 4 for its 2): only a text that long can be over the limit.
  if (text.length * 3 > TEXT_LIMITS.fileBytes && Buffer.byteLength(text, 'utf8') > TEXT_LIMITS.fileBytes) {
    return {
      errors: [
        { file, pointer: '/', reason: `the file has more than ${TEXT_LIMITS.fileBytes} bytes (5 MB), the most a dossier file may have` },
      ],
    }
  }
  if (isSdscomFile(file)) {
    const xml = await readSdscom(file, text, library)
    if (!xml.dossier) return { errors: xml.errors, warnings: xml.warnings }
    const checked = await checkDossierObject(file, xml.dossier, library, xml.locate)
    return { ...checked, warnings: xml.warnings }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { errors: [{ file, pointer: '/', reason: `not valid JSON: ${(error as Error).message}` }] }
  }
  return checkDossierObject(file, json, library, (pointer) => pointer, onlyPlainCharacters(text))
}

/**
 * The import rules every dossier passes, whatever format it came in: text limits, the schema,
 * the phrase and content checks, attachments. `locate` names where in the original file a
 * JSON pointer's content came from (the pointer itself for JSON, an XPath for SDScom XML).
 * `plainText`: the JSON text holds no character the text rules look at (only lengths to check).
 */
async function checkDossierObject(
  file: string,
  json: unknown,
  library: PhraseLibrary,
  locate: (pointer: string) => string,
  plainText = false,
): Promise<{ parsed?: Parsed; errors: ImportError[] }> {
  // For a converted file the reason also names the dossier field, which the XPath alone does not tell.
  const at = (p: { pointer: string; reason: string }) => {
    const where = locate(p.pointer)
    return where === p.pointer ? p : { pointer: where, reason: `${p.reason} (dossier field ${p.pointer})` }
  }
  const textProblems = checkTexts(json, plainText)
  if (textProblems.length > 0) return { errors: textProblems.map((p) => ({ file, ...at(p) })) }
  const result = importSchema.safeParse(json)
  if (!result.success) {
    return { errors: result.error.issues.map((i) => ({ file, ...at({ pointer: jsonPointer(i.path), reason: issueReason(i) }) })) }
  }
  const errors: ImportError[] = checkDossier(result.data, library).map((p) => ({ file, ...at(p) }))
  const attachments = await readAttachments(file, result.data, errors)
  if (errors.length > 0) return { errors }
  return {
    parsed: {
      file,
      permalinkAt: locate('/permalink'),
      rows: dossierRows(result.data, attachments, (version) => contentHash(result.data, attachments, version)),
    },
    errors: [],
  }
}

/**
 * What recognises a version on a later import: the SHA-256 of its content as JSON.stringify writes
 * it, then its attachments' hashes. Stored hashes were made so: the value must never change for the
 * same content, or every file of a re-import would count as changed. The JSON of the largest parts
 * (the safety data sheet, the description) is the one their columns store, written once for both.
 */
export function contentHash(dossier: DossierFile, attachments: AttachmentFile[], encoded: EncodedParts): string {
  // The $schema hint only tells editors where the schema is: it is no content (an exported file has none).
  const { $schema: _hint, ...content } = dossier
  const sds = objectJson(dossier.sds, { sections: [encoded.sds_sections] }, encoded.sds_data)
  // One join of the pieces (a call per piece costs more than copying them once).
  return createHash('sha256')
    .update(objectJson(content, { description: [encoded.description_i18n], sds }).join(''))
    .update(attachments.map((a) => a.sha256).join())
    .digest('hex')
}

/** The columns holding the JSON of a dossier's largest parts. */
type EncodedParts = Pick<DossierRows['version'], 'sds_sections' | 'sds_data' | 'description_i18n'>

/**
 * JSON.stringify(value) of a plain object, in pieces, with the members named in `known` already
 * written (in pieces too): members in their order, undefined ones left out, as JSON.stringify does.
 * `rest` is the JSON of the object without the known members, when the caller has it.
 */
export function objectJson(value: object, known: Record<string, string[]>, rest?: string): string[] {
  const pieces: string[] = ['{']
  const keys = Object.keys(value)
  const member = (k: string) => {
    const v = (value as Record<string, unknown>)[k]
    if (v === undefined) return
    if (pieces.length > 1) pieces.push(',')
    pieces.push(`${JSON.stringify(k)}:`)
    if (k in known) pieces.push(...known[k]!)
    else pieces.push(JSON.stringify(v))
  }
  const first = keys.slice(0, Object.keys(known).length)
  // The known members first and the rest already written in the same order: one piece for the rest.
  if (rest !== undefined && first.every((k) => k in known)) {
    first.forEach(member)
    if (rest !== '{}') pieces.push(pieces.length > 1 ? ',' : '', rest.slice(1, -1))
  } else {
    keys.forEach(member)
  }
  pieces.push('}')
  return pieces
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

/** Files being read ahead of the one being parsed: reading waits on the disk, parsing on the processor. */
const READ_AHEAD = 32

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
