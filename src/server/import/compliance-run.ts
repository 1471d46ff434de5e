import { readFile, stat } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import { dossierFileSchema, jsonPointer } from '#shared/dossier-file'
import type { Database } from '../db/schema.ts'
import { exportDossier } from '../export/dossier-export.ts'
import { ensurePhraseLibrary, readPhraseLibrary, type PhraseLibrary } from '../phrases/library.ts'
import { annexPoint, complianceReport, type ComplianceReport } from './compliance.ts'
import { dossierPaths } from './dossier-import.ts'

/** A file that is not even a dossier file: its schema errors, reported like any other finding. */
function unreadable(file: string, permalink: string, findings: ComplianceReport['findings']): ComplianceReport {
  return { permalink, name: file, version: '-', languages: [], errors: findings.length, warnings: 0, findings }
}

function checkText(file: string, text: string, library: PhraseLibrary): ComplianceReport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return unreadable(file, '-', [{ severity: 'error', point: '-', pointer: '/', message: `not valid JSON: ${(error as Error).message}` }])
  }
  const parsed = dossierFileSchema.safeParse(json)
  if (!parsed.success) {
    const permalink = typeof (json as { permalink?: unknown })?.permalink === 'string' ? (json as { permalink: string }).permalink : '-'
    return unreadable(
      file,
      permalink,
      parsed.error.issues.map((i) => ({
        severity: 'error',
        point: annexPoint(jsonPointer(i.path)),
        pointer: jsonPointer(i.path),
        message: i.message,
      })),
    )
  }
  return complianceReport(parsed.data, library)
}

/**
 * The reports for `target`: the dossier files of a path (a file or a folder), or the stored
 * current version of the product with that permalink. Undefined when it is neither.
 */
export async function checkTarget(db: Kysely<Database>, target: string): Promise<ComplianceReport[] | undefined> {
  await ensurePhraseLibrary(db)
  const library = await readPhraseLibrary(db)
  const isPath = await stat(target).then(
    () => true,
    () => false,
  )
  if (isPath) {
    const files = await dossierPaths(target)
    return Promise.all(files.map(async (file) => ({ ...checkText(file, await readFile(file, 'utf8'), library) })))
  }
  const stored = await exportDossier(db, target)
  return stored ? [complianceReport(stored.dossier, library)] : undefined
}

/** The report of a stored product's current version (the compliance API). */
export async function checkStoredProduct(db: Kysely<Database>, library: PhraseLibrary, permalink: string) {
  const stored = await exportDossier(db, permalink)
  return stored ? complianceReport(stored.dossier, library) : undefined
}
