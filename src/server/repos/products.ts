import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Everything product-wide, and the list of versions (newest first). */
export async function findProduct(db: Kysely<Database>, permalink: string) {
  const product = await db.selectFrom('products').selectAll().where('permalink', '=', permalink).executeTakeFirst()
  if (!product) return undefined
  const [languages, tdsVersions, synonyms, articles, versions, attachments] = await Promise.all([
    db.selectFrom('product_languages').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
    db.selectFrom('product_tds_versions').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
    db.selectFrom('synonyms').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
    db.selectFrom('articles').selectAll().where('product_id', '=', product.id).orderBy('synonym_id').orderBy('position').execute(),
    db
      .selectFrom('product_versions')
      .select(['id', 'number', 'revision_date', 'created_date', 'signal_word'])
      .where('product_id', '=', product.id)
      .orderBy('revision_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('attachments')
      .select(['id', 'file_name', 'category', 'lang_id', 'status', 'size', 'created_at', 'restricted_workgroup'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute(),
  ])
  return { product, languages, tdsVersions, synonyms, articles, versions, attachments }
}

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>

/** One version's snapshot: classification, hazards, substances, composition, parameters, texts. */
export async function findVersionSnapshot(db: Kysely<Database>, versionId: number) {
  const [version, classifications, pictograms, statements, substances, composition, categories] = await Promise.all([
    db.selectFrom('product_versions').selectAll().where('id', '=', versionId).executeTakeFirstOrThrow(),
    db.selectFrom('classifications').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
    db.selectFrom('hazard_pictograms').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
    db.selectFrom('hazard_statements').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
    db.selectFrom('substances').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
    db.selectFrom('composition_rows').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
    db.selectFrom('parameter_categories').selectAll().where('version_id', '=', versionId).orderBy('position').execute(),
  ])
  const parameters =
    categories.length === 0
      ? []
      : await db
          .selectFrom('parameters')
          .selectAll()
          .where(
            'category_id',
            'in',
            categories.map((c) => c.id),
          )
          .orderBy('category_id')
          .orderBy('position')
          .execute()
  return { version, classifications, pictograms, statements, substances, composition, categories, parameters }
}

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
