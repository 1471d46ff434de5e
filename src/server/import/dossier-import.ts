import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { dossierFileSchema, jsonPointer, type DossierFile } from '../../shared/dossier-file.ts'
import type { Database } from '../db/schema.ts'
import { saveDossier, type ImportOutcome } from '../repos/products.ts'

export interface ImportError {
  file: string
  pointer: string
  reason: string
}

export interface ImportReport {
  ok: boolean
  errors: ImportError[]
  results: { file: string; permalink: string; outcome: ImportOutcome }[]
}

interface Parsed {
  file: string
  dossier: DossierFile
  hash: string
}

/** A file, or every *.json file of a folder (sorted, not recursive). */
export async function dossierPaths(path: string): Promise<string[]> {
  const info = await stat(path)
  if (!info.isDirectory()) return [path]
  const names = (await readdir(path)).filter((n) => n.endsWith('.json') && !n.endsWith('.schema.json')).sort()
  return names.map((n) => join(path, n))
}

export function parseDossierText(file: string, text: string): { parsed?: Parsed; errors: ImportError[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { errors: [{ file, pointer: '/', reason: `not valid JSON: ${(error as Error).message}` }] }
  }
  const result = dossierFileSchema.safeParse(json)
  if (!result.success) {
    return {
      errors: result.error.issues.map((i) => ({ file, pointer: jsonPointer(i.path), reason: i.message })),
    }
  }
  const hash = createHash('sha256').update(JSON.stringify(result.data)).digest('hex')
  return { parsed: { file, dossier: result.data, hash }, errors: [] }
}

/**
 * Validates every file first and writes only when all are valid, in one transaction:
 * a bad file rejects the whole import and nothing is written. Re-importing the same files changes nothing.
 */
export async function importDossiers(db: Kysely<Database>, files: { file: string; text: string }[]): Promise<ImportReport> {
  const errors: ImportError[] = []
  const parsed: Parsed[] = []
  const seen = new Map<string, string>()
  for (const { file, text } of files) {
    const one = parseDossierText(file, text)
    errors.push(...one.errors)
    if (!one.parsed) continue
    const other = seen.get(one.parsed.dossier.permalink)
    if (other) {
      errors.push({ file, pointer: '/permalink', reason: `permalink '${one.parsed.dossier.permalink}' is also used by ${other}` })
      continue
    }
    seen.set(one.parsed.dossier.permalink, file)
    parsed.push(one.parsed)
  }
  if (errors.length > 0) return { ok: false, errors, results: [] }

  const results = await db.transaction().execute(async (trx) => {
    const out: ImportReport['results'] = []
    for (const p of parsed) {
      out.push({ file: p.file, permalink: p.dossier.permalink, outcome: await saveDossier(trx, p.dossier, p.hash) })
    }
    return out
  })
  return { ok: true, errors: [], results }
}

export async function importDossierPath(db: Kysely<Database>, path: string): Promise<ImportReport> {
  const paths = await dossierPaths(path)
  const files = await Promise.all(paths.map(async (file) => ({ file, text: await readFile(file, 'utf8') })))
  return importDossiers(db, files)
}
