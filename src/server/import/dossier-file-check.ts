import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { z } from 'zod'
import { dossierFileSchema, jsonPointer, type DossierFile } from '#shared/dossier-file'
import type { PhraseLibrary } from '../phrases/library.ts'
import { dossierRows, type DossierRows } from '../repos/dossier-rows.ts'
import type { AttachmentFile } from '../repos/save-dossier.ts'
import { attachmentPath } from './attachment-paths.ts'
import { checkDossier } from './dossier-checks.ts'
import { isSdscomFile, readSdscom } from './sdscom-source.ts'
import { checkTexts, onlyPlainCharacters, TEXT_LIMITS } from './text-checks.ts'

/*
 * Checking one dossier file and turning it into the rows the writer stores: everything an import
 * does to a file before the database. Its own module, which loads nothing of the database, so an
 * import's check threads (check-worker.ts) start in a fraction of the time the whole importer takes.
 */

export interface ImportError {
  file: string
  pointer: string
  reason: string
}

export interface Parsed {
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
    if (Object.hasOwn(known, k)) pieces.push(...known[k]!)
    else pieces.push(JSON.stringify(v))
  }
  const first = keys.slice(0, Object.keys(known).length)
  // The known members first and the rest already written in the same order: one piece for the rest.
  if (rest !== undefined && first.every((k) => Object.hasOwn(known, k))) {
    first.forEach(member)
    if (rest !== '{}') pieces.push(pieces.length > 1 ? ',' : '', rest.slice(1, -1))
  } else {
    keys.forEach(member)
  }
  pieces.push('}')
  return pieces
}
