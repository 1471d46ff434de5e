import type { Kysely } from 'kysely'
import type { LabelChoices } from '#shared/label-params'
import type { Database } from '#server/db/schema'
import { validLanguages } from '#server/products/detail'
import { labelDefaults, LABEL_OPTIONS } from '#server/products/label-options'
import { findProduct, findVersionSnapshot, type ProductRecord, type VersionSnapshot } from '#server/repos/products'

/** A product as the label calls need it: its current version and what its labels may be. */
export interface LabelProduct {
  record: ProductRecord
  snapshot: VersionSnapshot
  choices: LabelChoices
}

/** The label option lists and their defaults, with the first valid language as the label's language. */
export function labelChoices(record: ProductRecord): LabelChoices {
  const valid = validLanguages(record).sds
  return {
    ...LABEL_OPTIONS,
    defaults: labelDefaults(valid),
    validLangs: valid,
    articles: record.articles.map((a) => ({ code: a.code, synonym_code_id: a.id })),
  }
}

/** Undefined for unknown and withdrawn products and for products whose label tab is off. */
export async function loadLabelProduct(db: Kysely<Database>, permalink: string): Promise<LabelProduct | undefined> {
  const record = await findProduct(db, permalink)
  const current = record?.versions[0]
  if (!record || !current || record.product.doc_lbl !== 1) return undefined
  const snapshot = await findVersionSnapshot(db, current.id)
  return { record, snapshot, choices: labelChoices(record) }
}

/** The permalink of a product by its numeric id (the NiceLabel call names products by id, as the share calls do). */
export async function permalinkOfProductId(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('products').select('permalink').where('id', '=', id).executeTakeFirst()
  return row?.permalink
}
