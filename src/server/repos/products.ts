import type { Compilable, Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { selectsTogether } from '../db/selects-together.ts'

/**
 * Everything product-wide, and the list of versions (newest first). The rows of the other tables
 * are found by the permalink too, so the queries need not wait for the product's row: on PostgreSQL
 * they go out as one statement (see selectsTogether).
 */
export async function findProduct(db: Kysely<Database>, permalink: string) {
  const productId = db.selectFrom('products').select('id').where('permalink', '=', permalink)
  const [products, languages, tdsVersions, synonyms, articles, versions, attachments] = await selectsTogether(db, [
    db.selectFrom('products').selectAll().where('permalink', '=', permalink),
    db.selectFrom('product_languages').selectAll().where('product_id', '=', productId).orderBy('position'),
    db.selectFrom('product_tds_versions').selectAll().where('product_id', '=', productId).orderBy('position'),
    db.selectFrom('synonyms').selectAll().where('product_id', '=', productId).orderBy('position'),
    db.selectFrom('articles').selectAll().where('product_id', '=', productId).orderBy('synonym_id').orderBy('position'),
    db
      .selectFrom('product_versions')
      .select(['id', 'number', 'revision_date', 'created_date', 'signal_word'])
      .where('product_id', '=', productId)
      .orderBy('revision_date', 'desc')
      .orderBy('id', 'desc'),
    db
      .selectFrom('attachments')
      .select(['id', 'file_name', 'category', 'lang_id', 'status', 'size', 'created_at', 'restricted_workgroup'])
      .where('product_id', '=', productId)
      .orderBy('position'),
  ])
  const product = products[0]
  if (!product) return undefined
  return { product, languages, tdsVersions, synonyms, articles, versions, attachments }
}

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>

/**
 * The columns of a version that hold its safety data sheet (all subsection texts and the structured
 * parts): tens of kilobytes a version, which the documents read and the product detail does not.
 */
type SheetColumn = 'sds_sections' | 'sds_data'

/** Every other column of a version: what the product detail reads. */
const SUMMARY_COLUMNS = [
  'id',
  'product_id',
  'number',
  'revision_date',
  'created_date',
  'replaces',
  'changes',
  'content_hash',
  'signal_word',
  'description_i18n',
  'recommended_use_i18n',
  'recommended_levels_i18n',
  'special_features_i18n',
] as const satisfies readonly Exclude<keyof Database['product_versions'], SheetColumn>[]

/**
 * A version (as `version` selects it) and its rows: classification, hazards, substances,
 * composition, parameters; one statement on PostgreSQL.
 */
async function readVersion<V>(db: Kysely<Database>, versionId: number, version: Compilable<V>) {
  const categoryIds = db.selectFrom('parameter_categories').select('id').where('version_id', '=', versionId)
  const [versions, classifications, pictograms, statements, substances, composition, categories, parameters] = await selectsTogether(db, [
    version,
    db.selectFrom('classifications').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('hazard_pictograms').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('hazard_statements').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('substances').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('composition_rows').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('parameter_categories').selectAll().where('version_id', '=', versionId).orderBy('position'),
    db.selectFrom('parameters').selectAll().where('category_id', 'in', categoryIds).orderBy('category_id').orderBy('position'),
  ])
  const row = versions[0]
  if (!row) throw new Error(`version ${versionId} does not exist`)
  return { version: row, classifications, pictograms, statements, substances, composition, categories, parameters }
}

/** One version's snapshot: classification, hazards, substances, composition, parameters, texts, the whole sheet; one statement on PostgreSQL. */
export function findVersionSnapshot(db: Kysely<Database>, versionId: number) {
  return readVersion(db, versionId, db.selectFrom('product_versions').selectAll().where('id', '=', versionId))
}

/**
 * The same without the sheet's columns, for the product detail. Every page asks for the detail; a
 * cold one read 24 kB of sheet it never used (on PostgreSQL decompressed, escaped into JSON and parsed
 * twice, on SQLite read from overflow pages).
 */
export function findVersionSummary(db: Kysely<Database>, versionId: number) {
  return readVersion(db, versionId, db.selectFrom('product_versions').select(SUMMARY_COLUMNS).where('id', '=', versionId))
}

/** What the product detail reads of a version: a snapshot, or a summary without the sheet's columns. */
export type VersionSummary = Awaited<ReturnType<typeof findVersionSummary>>

export type VersionSnapshot = Awaited<ReturnType<typeof findVersionSnapshot>>

export async function findAttachment(db: Kysely<Database>, productId: number, attachmentId: number) {
  return db.selectFrom('attachments').selectAll().where('product_id', '=', productId).where('id', '=', attachmentId).executeTakeFirst()
}

export async function listPermalinks(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('products').select('permalink').orderBy('name').execute()
  return rows.map((r) => r.permalink)
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
