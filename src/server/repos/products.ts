import type { Kysely } from 'kysely'
import type { DossierFile } from '../../shared/dossier-file.ts'
import { docLanguageByCode } from '../../shared/languages.ts'
import type { Database } from '../db/schema.ts'

export type ImportOutcome = 'created' | 'updated' | 'unchanged'

const flag = (value: boolean) => (value ? 1 : 0)

/** Writes one dossier file. Call it inside a transaction (see importDossiers) so a failure writes nothing. */
export async function saveDossier(
  trx: Kysely<Database>,
  file: DossierFile,
  contentHash: string,
  now = new Date().toISOString(),
): Promise<ImportOutcome> {
  {
    const existing = await trx
      .selectFrom('products')
      .select(['id', 'content_hash'])
      .where('permalink', '=', file.permalink)
      .executeTakeFirst()
    if (existing?.content_hash === contentHash) return 'unchanged'

    const columns = {
      name: file.name,
      code: file.code,
      description: file.description,
      edition: file.edition,
      logo: file.logo,
      regulation: file.regulation,
      supplier_name: file.supplier.name,
      supplier_address: file.supplier.address,
      supplier_city: file.supplier.city,
      supplier_country: file.supplier.country,
      producer_name: file.producer?.name ?? null,
      producer_address: file.producer?.address ?? null,
      producer_city: file.producer?.city ?? null,
      producer_country: file.producer?.country ?? null,
      doc_sds: flag(file.documents.sds),
      doc_tds: flag(file.documents.tds),
      doc_lbl: flag(file.documents.label),
      doc_ipi: flag(file.documents.ipi),
      tds_enabled: flag(file.tdsEnabled),
      content_hash: contentHash,
      updated_at: now,
    }

    let productId: number
    if (existing) {
      productId = existing.id
      await trx.updateTable('products').set(columns).where('id', '=', productId).execute()
      await trx.deleteFrom('product_versions').where('product_id', '=', productId).execute()
      await trx.deleteFrom('product_tds_versions').where('product_id', '=', productId).execute()
      await trx.deleteFrom('product_languages').where('product_id', '=', productId).execute()
    } else {
      const row = await trx
        .insertInto('products')
        .values({ ...columns, permalink: file.permalink, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      productId = row.id
    }

    if (file.versions.length > 0) {
      await trx
        .insertInto('product_versions')
        .values(
          file.versions.map((v, position) => ({
            product_id: productId,
            number: v.number,
            revision_date: v.revisionDate,
            created_date: v.createdDate,
            position,
          })),
        )
        .execute()
    }
    if (file.tdsVersions.length > 0) {
      await trx
        .insertInto('product_tds_versions')
        .values(file.tdsVersions.map((v, position) => ({ product_id: productId, number: v.number, position })))
        .execute()
    }
    await trx
      .insertInto('product_languages')
      .values(
        file.languages.map((l, position) => ({
          product_id: productId,
          // The schema only admits codes from the table, so the lookup cannot miss.
          lang_id: docLanguageByCode(l.code)!.id,
          position,
          sds_valid: flag(l.sds.valid),
          sds_created: flag(l.sds.created),
          tds_valid: flag(l.tds.valid),
          tds_created: flag(l.tds.created),
        })),
      )
      .execute()
    return existing ? 'updated' : 'created'
  }
}

export async function findProduct(db: Kysely<Database>, permalink: string) {
  const product = await db.selectFrom('products').selectAll().where('permalink', '=', permalink).executeTakeFirst()
  if (!product) return undefined
  const [versions, tdsVersions, languages] = await Promise.all([
    db.selectFrom('product_versions').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
    db.selectFrom('product_tds_versions').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
    db.selectFrom('product_languages').selectAll().where('product_id', '=', product.id).orderBy('position').execute(),
  ])
  return { product, versions, tdsVersions, languages }
}

export type ProductRecord = NonNullable<Awaited<ReturnType<typeof findProduct>>>

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
