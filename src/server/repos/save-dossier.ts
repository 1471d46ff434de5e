import type { Kysely } from 'kysely'
import type { DossierFile } from '#shared/dossier-file'
import { docLanguageByCode } from '#shared/languages'
import type { Database } from '../db/schema.ts'
import { refreshSearchTerms } from './search-terms.ts'
import { flag, insertRows, insertVersions, statementSlices } from './save-version-rows.ts'

export type ImportOutcome = 'created' | 'updated' | 'unchanged'

export interface AttachmentFile {
  fileName: string
  contentType: string
  content: Uint8Array
  sha256: string
}

/** One version of a product to write: the validated file, its attachments and the hash that recognises it again. */
export interface DossierToSave {
  file: DossierFile
  attachments: AttachmentFile[]
  contentHash: string
}

const langId = (code: string) => docLanguageByCode(code)!.id // the schema admits only codes of the table

/** What is stored of a product before the batch: its id and its versions. */
interface StoredVersion {
  id: number
  number: string
  revision_date: string
  content_hash: string
}

/** What writing one file does to its product. */
interface Plan {
  item: DossierToSave
  productId?: number
  existed: boolean
  /** The stored version with the file's number, replaced by the file. */
  same?: StoredVersion
  /** The file is at least as new as every stored version, so it also replaces the product-wide data. */
  isNewest: boolean
}

/**
 * Writes one version each of several products: the same as writing them one after another, with a
 * few multi-row statements per batch instead of a dozen per product (a large import is otherwise
 * one database round trip after another). Call it inside a transaction (see importDossierSources)
 * so a failure writes nothing. A product may appear once per batch: a later version of it goes into a
 * later batch, after this one is written. Product-wide data is replaced only by a version at least
 * as new as every stored one, so importing an old version adds it to the history without rolling the
 * product back.
 */
export async function saveDossierVersions(
  trx: Kysely<Database>,
  items: DossierToSave[],
  now = new Date().toISOString(),
): Promise<ImportOutcome[]> {
  const permalinks = items.map((i) => i.file.permalink)
  if (new Set(permalinks).size !== permalinks.length) throw new Error('a batch holds one version per product')
  const stored = await storedVersions(trx, permalinks)
  const outcomes: ImportOutcome[] = []
  const plans: Plan[] = []
  for (const item of items) {
    const product = stored.get(item.file.permalink)
    const versions = product?.versions ?? []
    const same = versions.find((v) => v.number === item.file.version.number)
    if (same?.content_hash === item.contentHash) {
      outcomes.push('unchanged')
      continue
    }
    const { number, revisionDate } = item.file.version
    const isNewest = versions.every((v) => v.number === number || v.revision_date <= revisionDate)
    plans.push({ item, productId: product?.id, existed: product !== undefined, same, isNewest })
    outcomes.push(same ? 'updated' : 'created')
  }
  if (plans.length === 0) return outcomes

  await writeProducts(trx, plans, now)
  const newest = plans.filter((p) => p.isNewest)
  await replaceProductWide(trx, newest, now)
  const replaced = plans.flatMap((p) => (p.same ? [p.same.id] : []))
  if (replaced.length > 0) await trx.deleteFrom('product_versions').where('id', 'in', replaced).execute()
  await insertVersions(
    trx,
    plans.map((p) => ({ productId: p.productId!, file: p.item.file, contentHash: p.item.contentHash })),
  )
  // The search texts are those of the product-wide data and the current version: an older version changes neither.
  if (newest.length > 0)
    await refreshSearchTerms(
      trx,
      newest.map((p) => p.productId!),
    )
  return outcomes
}

/** One read for the batch's products and their versions (none for a new product). */
async function storedVersions(trx: Kysely<Database>, permalinks: string[]) {
  const stored = new Map<string, { id: number; versions: StoredVersion[] }>()
  for (const slice of statementSlices(permalinks.map((permalink) => ({ permalink })))) {
    const rows = await trx
      .selectFrom('products as p')
      .leftJoin('product_versions as v', 'v.product_id', 'p.id')
      .select(['p.id as productId', 'p.permalink', 'v.id', 'v.number', 'v.revision_date', 'v.content_hash'])
      .where(
        'p.permalink',
        'in',
        slice.map((s) => s.permalink),
      )
      .execute()
    for (const r of rows) {
      const product = stored.get(r.permalink) ?? { id: r.productId, versions: [] }
      stored.set(r.permalink, product)
      if (r.id !== null) product.versions.push(r as StoredVersion)
    }
  }
  return stored
}

/** Creates the new products (one statement for all) and updates the product columns of the stored ones the files replace. */
async function writeProducts(trx: Kysely<Database>, plans: Plan[], now: string) {
  const created = plans.filter((p) => !p.existed)
  const idOf = new Map<string, number>()
  const rows = created.map((p) => ({ ...productColumns(p.item.file, now), permalink: p.item.file.permalink, created_at: now }))
  for (const r of await insertRows(trx, 'products', rows, ['id', 'permalink'])) idOf.set(r.permalink, r.id)
  for (const p of created) p.productId = idOf.get(p.item.file.permalink)!
  for (const p of plans.filter((p) => p.existed && p.isNewest)) {
    await trx.updateTable('products').set(productColumns(p.item.file, now)).where('id', '=', p.productId!).execute()
  }
}

function productColumns(file: DossierFile, now: string) {
  return {
    name: file.name,
    code: file.code,
    edition: file.edition,
    logo: file.logo,
    regulation: file.regulation,
    supplier_name: file.supplier.name,
    supplier_address: file.supplier.address,
    supplier_city: file.supplier.city,
    supplier_country: file.supplier.country,
    supplier_phone: file.supplier.phone,
    supplier_email: file.supplier.email,
    producer_name: file.producer?.name ?? null,
    producer_address: file.producer?.address ?? null,
    producer_city: file.producer?.city ?? null,
    producer_country: file.producer?.country ?? null,
    emergency_phone: file.emergencyPhone,
    nominal_quantity: file.packaging.nominalQuantity,
    emergency_phones: JSON.stringify(file.emergencyPhones),
    doc_sds: flag(file.documents.sds),
    doc_tds: flag(file.documents.tds),
    doc_lbl: flag(file.documents.label),
    doc_ipi: flag(file.documents.ipi),
    tds_enabled: flag(file.tdsEnabled),
    updated_at: now,
  }
}

/** The product-wide rows (languages, TDS versions, trade names and their articles, attachments) of the given products, replaced by their files'. */
async function replaceProductWide(trx: Kysely<Database>, plans: Plan[], now: string) {
  const existed = plans.filter((p) => p.existed).map((p) => p.productId!)
  if (existed.length > 0) {
    for (const table of ['product_languages', 'product_tds_versions', 'synonyms', 'attachments'] as const) {
      await trx.deleteFrom(table).where('product_id', 'in', existed).execute()
    }
  }
  const each = <R>(make: (file: DossierFile, productId: number, attachments: AttachmentFile[]) => R[]) =>
    plans.flatMap((p) => make(p.item.file, p.productId!, p.item.attachments))
  await insertRows(
    trx,
    'product_languages',
    each((file, productId) =>
      file.languages.map((l, position) => ({
        product_id: productId,
        lang_id: langId(l.code),
        position,
        sds_valid: flag(l.sds.valid),
        sds_created: flag(l.sds.created),
        tds_valid: flag(l.tds.valid),
        tds_created: flag(l.tds.created),
      })),
    ),
  )
  await insertRows(
    trx,
    'product_tds_versions',
    each((file, productId) => file.tdsVersions.map((v, position) => ({ product_id: productId, number: v.number, position }))),
  )
  // All trade names, then all their article codes (matched by product and position, not by answer order).
  const synonyms = each((file, productId) =>
    file.synonyms.map((synonym, position) => ({ product_id: productId, position, name: synonym.name, ufi: synonym.ufi ?? null })),
  )
  const synonymIdAt = new Map<string, number>()
  for (const r of await insertRows(trx, 'synonyms', synonyms, ['id', 'product_id', 'position'])) {
    synonymIdAt.set(`${r.product_id} ${r.position}`, r.id)
  }
  await insertRows(
    trx,
    'articles',
    each((file, productId) =>
      file.synonyms.flatMap((synonym, position) =>
        synonym.articles.map((a, i) => ({
          synonym_id: synonymIdAt.get(`${productId} ${position}`)!,
          product_id: productId,
          position: i,
          code: a.code,
        })),
      ),
    ),
  )
  await insertRows(
    trx,
    'attachments',
    each((file, productId, attachments) =>
      file.attachments.map((a, position) => {
        const f = attachments[position]!
        return {
          product_id: productId,
          position,
          file_name: f.fileName,
          category: a.category,
          lang_id: langId(a.lang),
          status: a.status,
          size: f.content.byteLength,
          sha256: f.sha256,
          content_type: f.contentType,
          content: f.content,
          restricted_workgroup: a.restrictedTo ?? null,
          created_at: now,
        }
      }),
    ),
  )
}
