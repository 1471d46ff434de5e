import type { Kysely } from 'kysely'
import { parseDimension, type LabelChoices, type LabelParams } from '../../../shared/label-params.ts'
import type { Database } from '../../db/schema.ts'
import { validLanguages } from '../../products/detail.ts'
import { LABEL_DEFAULTS, LABEL_OPTIONS } from '../../products/label-options.ts'
import { findProduct, findVersionSnapshot, type ProductRecord, type VersionSnapshot } from '../../repos/products.ts'
import { capacityRule } from './clp-rules.ts'
import type { LayoutStyle } from './layout.ts'

/** A product as the label calls need it: its current version and what its labels may be. */
export interface LabelProduct {
  record: ProductRecord
  snapshot: VersionSnapshot
  choices: LabelChoices
}

/** The label option lists and their defaults, with the first valid language as xlang and rlang. */
export function labelChoices(record: ProductRecord): LabelChoices {
  const valid = validLanguages(record).sds
  return {
    ...LABEL_OPTIONS,
    defaults: { ...LABEL_DEFAULTS, xlang: valid.slice(0, 1).join(','), rlang: String(valid[0] ?? '') },
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

const QR_MM: Record<string, number> = { none: 0, small: 12, medium: 16, large: 22 }

/** Label size, margins, type sizes, pictogram and QR sizes from the parameters. */
export function labelStyle(params: LabelParams, choices: LabelChoices): LayoutStyle {
  const dim = choices.label_dim.find((c) => c.id === params.dim)
  const size = parseDimension(dim?.text ?? '') ?? { width: 100, height: 150 }
  const qr = choices.QR.find((c) => c.id === params.QR)?.text ?? 'medium'
  const rule = capacityRule(params.emb)
  return {
    width: size.width,
    height: size.height,
    padT: params.padT,
    padR: params.padR,
    padB: params.padB,
    padL: params.padL,
    fontPt: params.font,
    titlePt: params.fontPN,
    pictogramMm: rule.pictogramPreferredMm,
    pictogramMinMm: rule.pictogramMinMm,
    minXHeightMm: rule.minXHeightMm,
    qrMm: QR_MM[qr] ?? 16,
  }
}
