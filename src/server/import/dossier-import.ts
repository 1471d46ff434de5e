import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { dossierFileSchema, jsonPointer, type DossierFile } from '../../shared/dossier-file.ts'
import type { Database } from '../db/schema.ts'
import { ensurePhraseLibrary, readPhraseLibrary, type PhraseLibrary } from '../phrases/library.ts'
import { catalogueChanged } from '../repos/catalogue-generation.ts'
import { saveDossierVersions, type AttachmentFile, type DossierToSave, type ImportOutcome } from '../repos/save-dossier.ts'
import { attachmentPath } from './attachment-paths.ts'
import { checkDossier } from './dossier-checks.ts'
import { checkTexts, TEXT_LIMITS } from './text-checks.ts'

export interface ImportError {
  file: string
  pointer: string
  reason: string
}

export interface ImportReport {
  ok: boolean
  errors: ImportError[]
  results: { file: string; permalink: string; version: string; outcome: ImportOutcome }[]
}

interface Parsed {
  file: string
  dossier: DossierFile
  attachments: AttachmentFile[]
  hash: string
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

/** A file, or every *.json file of a folder (sorted, not recursive). */
export async function dossierPaths(path: string): Promise<string[]> {
  const info = await stat(path)
  if (!info.isDirectory()) return [path]
  const names = (await readdir(path)).filter((n) => n.endsWith('.json') && !n.endsWith('.schema.json')).sort()
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

/** zod reports a bad record key as 'Invalid key in record' and nests the reason; the reason is what helps. */
function issueReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key' && issue.issues.length > 0) return `invalid key: ${issue.issues.map((i) => i.message).join('; ')}`
  return issue.message
}

export async function parseDossierText(
  file: string,
  text: string,
  library: PhraseLibrary,
): Promise<{ parsed?: Parsed; errors: ImportError[] }> {
  if (Buffer.byteLength(text, 'utf8') > TEXT_LIMITS.fileBytes) {
    return {
      errors: [
        { file, pointer: '/', reason: `the file has more than ${TEXT_LIMITS.fileBytes} bytes (5 MB), the most a dossier file may have` },
      ],
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { errors: [{ file, pointer: '/', reason: `not valid JSON: ${(error as Error).message}` }] }
  }
  const textProblems = checkTexts(json)
  if (textProblems.length > 0) return { errors: textProblems.map((p) => ({ file, ...p })) }
  const result = dossierFileSchema.safeParse(json)
  if (!result.success) {
    return { errors: result.error.issues.map((i) => ({ file, pointer: jsonPointer(i.path), reason: issueReason(i) })) }
  }
  const errors: ImportError[] = checkDossier(result.data, library).map((p) => ({ file, ...p }))
  const attachments = await readAttachments(file, result.data, errors)
  if (errors.length > 0) return { errors }
  return { parsed: { file, dossier: result.data, attachments, hash: contentHash(result.data, attachments) }, errors: [] }
}

/** What recognises a version on a later import: its content and its attachments' bytes. */
function contentHash(dossier: DossierFile, attachments: AttachmentFile[]): string {
  // The $schema hint only tells editors where the schema is: it is no content (an exported file has none).
  const { $schema: _hint, ...content } = dossier
  return createHash('sha256')
    .update(JSON.stringify(content))
    .update(attachments.map((a) => a.sha256).join())
    .digest('hex')
}

/** A dossier file to import: its name for reports, and how to read its text (again, for large sets). */
export interface DossierSource {
  file: string
  read(): Promise<string>
}

/** What the first pass keeps of a valid file: enough to order and to recognise it, and the file itself while memory allows. */
interface Checked {
  source: DossierSource
  permalink: string
  version: string
  revisionDate: string
  hash: string
  /** The hash of the file's text: the same text read again passed every check already. */
  textHash: string
  parsed?: Parsed
}

/** Parsed files kept between the passes up to this much dossier text; beyond it they are read and parsed again. */
const KEPT_TEXT_BYTES = 64 * 1024 * 1024

/**
 * Versions written together: one multi-row statement per table for each batch. A few hundred keep the
 * statements well below the databases' limits on bound values while a round trip costs little per product.
 */
const WRITE_BATCH = 200

/** Files being read ahead of the one being parsed: reading waits on the disk, parsing on the processor. */
const READ_AHEAD = 32

/** Each item with the text `read` gives for it (undefined: nothing to read), in order, with reads started ahead. */
async function* withReadAhead<T>(items: T[], read: (item: T) => Promise<string> | undefined) {
  const pending: (Promise<string> | undefined)[] = []
  for (let i = 0; i < items.length; i++) {
    while (pending.length < READ_AHEAD && i + pending.length < items.length) {
      const reading = read(items[i + pending.length]!)
      // A read that fails is reported when its turn comes; one left behind by an aborted import must not crash the process.
      reading?.catch(() => undefined)
      pending.push(reading)
    }
    yield { item: items[i]!, text: await pending.shift() }
  }
}

class ChangedDuringImport extends Error {
  constructor(readonly file: string) {
    super(`${file} changed during the import`)
  }
}

/**
 * Validates every file first and writes only when all are valid, in one transaction:
 * a bad file rejects the whole import and nothing is written. Re-importing the same files changes nothing.
 * Versions of one product are written oldest first, so the newest one ends up as the product's data.
 * A large set (100,000 files) is not held in memory: the first pass keeps each file's permalink,
 * version and hash, the second reads and parses it again and refuses it if it changed meanwhile.
 */
export async function importDossierSources(
  db: Kysely<Database>,
  sources: DossierSource[],
  keptTextBytes = KEPT_TEXT_BYTES,
): Promise<ImportReport> {
  await ensurePhraseLibrary(db)
  const library = await readPhraseLibrary(db)
  const errors: ImportError[] = []
  const checked: Checked[] = []
  const seen = new Map<string, string>()
  let keptBytes = 0
  for await (const { item: source, text = '' } of withReadAhead(sources, (s) => s.read())) {
    const one = await parseDossierText(source.file, text, library)
    errors.push(...one.errors)
    if (!one.parsed) continue
    const { permalink, version } = one.parsed.dossier
    const key = `${permalink} ${version.number}`
    const other = seen.get(key)
    if (other) {
      errors.push({
        file: source.file,
        pointer: '/version/number',
        reason: `version ${version.number} of '${permalink}' is also in ${other}`,
      })
      continue
    }
    seen.set(key, source.file)
    keptBytes += text.length
    const keep = keptBytes <= keptTextBytes
    const { hash } = one.parsed
    checked.push({
      source,
      permalink,
      version: version.number,
      revisionDate: version.revisionDate,
      hash,
      textHash: sha256(text),
      parsed: keep ? one.parsed : undefined,
    })
  }
  if (errors.length > 0) return { ok: false, errors, results: [] }

  checked.sort((a, b) => a.revisionDate.localeCompare(b.revisionDate))
  try {
    const results = await db.transaction().execute(async (trx) => {
      const out: ImportReport['results'] = []
      let batch: { checked: Checked; save: DossierToSave }[] = []
      const write = async () => {
        const outcomes = await saveDossierVersions(
          trx,
          batch.map((b) => b.save),
        )
        batch.forEach(({ checked: c }, i) => out.push({ file: c.source.file, permalink: c.permalink, version: c.version, outcome: outcomes[i]! }))
        batch = []
      }
      for await (const { item: c, text } of withReadAhead(checked, (c) => (c.parsed ? undefined : c.source.read()))) {
        const p = c.parsed ?? (await parseAgain(c, text ?? ''))
        if (p?.hash !== c.hash) throw new ChangedDuringImport(c.source.file)
        // A batch holds one version per product: a later version of a product waits for the earlier one to be written.
        if (batch.length >= WRITE_BATCH || batch.some((b) => b.checked.permalink === c.permalink)) await write()
        batch.push({ checked: c, save: { file: p.dossier, attachments: p.attachments, contentHash: p.hash } })
      }
      await write()
      return out
    })
    catalogueChanged()
    return { ok: true, errors: [], results }
  } catch (error) {
    if (!(error instanceof ChangedDuringImport)) throw error
    return { ok: false, errors: [{ file: error.file, pointer: '/', reason: 'the file changed while it was imported' }], results: [] }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * A file checked in the first pass but not kept, read again for writing. The same text passed every
 * check then (the checks depend on the text and the phrase library only), so it is only parsed again;
 * its attachments are read again too, and the content hash tells whether any of them changed.
 * Undefined when the text changed: the import then refuses the file.
 */
async function parseAgain(c: Checked, text: string): Promise<Parsed | undefined> {
  if (sha256(text) !== c.textHash) return undefined
  const dossier = dossierFileSchema.parse(JSON.parse(text))
  const errors: ImportError[] = []
  const attachments = await readAttachments(c.source.file, dossier, errors)
  if (errors.length > 0) return undefined
  return { file: c.source.file, dossier, attachments, hash: contentHash(dossier, attachments) }
}

/** importDossierSources for texts already in memory. */
export async function importDossiers(db: Kysely<Database>, files: { file: string; text: string }[]): Promise<ImportReport> {
  return importDossierSources(
    db,
    files.map(({ file, text }) => ({ file, read: async () => text })),
  )
}

export async function importDossierPath(db: Kysely<Database>, path: string): Promise<ImportReport> {
  const paths = await dossierPaths(path)
  return importDossierSources(
    db,
    paths.map((file) => ({ file, read: () => readFile(file, 'utf8') })),
  )
}
