import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { exportSdscom, SdscomExportError, type SdscomExport } from '../exchange/sdscom/export-sdscom.ts'
import { readPhraseLibrary } from '../phrases/library.ts'
import { exportDossier } from './dossier-export.ts'

export type ProductSdscom =
  ({ kind: 'xml' } & SdscomExport) | { kind: 'missing' } | { kind: 'refused'; problems: SdscomExportError['problems'] }

/**
 * One version of a stored product (the current one by default) as SDScom 5.6 XML: the dossier file
 * the JSON export writes, mapped to SDScom. `refused` when SDScom asks for something the product
 * does not hold (e.g. the supplier's telephone).
 */
export async function exportProductSdscom(
  db: Kysely<Database>,
  permalink: string,
  version?: string,
  lang?: string,
): Promise<ProductSdscom> {
  const exported = await exportDossier(db, permalink, version)
  if (!exported) return { kind: 'missing' }
  // A language the product does not have is as unknown as a version it does not have.
  if (lang !== undefined && !exported.dossier.languages.some((l) => l.code === lang)) return { kind: 'missing' }
  const library = await readPhraseLibrary(db)
  try {
    return { kind: 'xml', ...exportSdscom(exported.dossier, library, new Date().toISOString().slice(0, 10), lang) }
  } catch (error) {
    if (error instanceof SdscomExportError) return { kind: 'refused', problems: error.problems }
    throw error
  }
}
