import type { PhraseLibrary } from '../phrases/library.ts'
import { buildSdsDocument } from '../documents/sds/build.ts'
import { compareDocuments } from '../render/sds/compare.ts'
import { findVersionSnapshot, type ProductRecord } from '../repos/products.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The sections whose change obliges the supplier to tell earlier recipients (REACH Art. 31(9)(a):
 * new information that may affect the risk-management measures, or new information on hazards):
 * 2 hazards identification, 3 composition, 8 exposure controls and personal protection,
 * 11 toxicological and 12 ecological information, 14 transport and 15 regulatory information.
 * A revision that touches only other sections (16's list of changes, a new telephone number in 1)
 * sends no notice.
 */
export const NOTICE_SECTIONS: readonly number[] = [2, 3, 8, 11, 12, 14, 15]

export interface ChangedSection {
  number: number
  /** The section's heading in the language compared. */
  title: string
}

/**
 * The sections of NOTICE_SECTIONS that differ between two versions of a sheet in one document
 * language, found by the same comparison the compare view shows (revision data left out).
 */
export async function noticeSections(
  db: Kysely<Database>,
  library: PhraseLibrary,
  record: ProductRecord,
  versions: { newer: number; older: number },
  lang: string,
): Promise<ChangedSection[]> {
  const build = async (versionId: number) =>
    buildSdsDocument({ record, snapshot: await findVersionSnapshot(db, versionId), lang, library, qrUrl: null })
  const newer = await build(versions.newer)
  const { sections } = compareDocuments(newer, await build(versions.older))
  return newer.sections
    .filter((s) => sections.includes(s.number) && NOTICE_SECTIONS.includes(s.number))
    .map((s) => ({ number: s.number, title: s.title }))
}
