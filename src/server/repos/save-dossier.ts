import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { DossierRows } from './dossier-rows.ts'
import { refreshSearchTerms } from './search-terms.ts'
import { insertRows, insertVersions, statementSlices } from './save-version-rows.ts'

export type ImportOutcome = 'created' | 'updated' | 'unchanged'

export interface AttachmentFile {
  fileName: string
  contentType: string
  content: Uint8Array
  sha256: string
}

/** What is stored of a product before the batch: its id and its versions. */
interface StoredVersion {
  id: number
  number: string
  revision_date: string
  content_hash: string
}

/** What writing one file does to its product. */
interface Plan {
  item: DossierRows
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
  items: DossierRows[],
  now = new Date().toISOString(),
): Promise<ImportOutcome[]> {
  const permalinks = items.map((i) => i.permalink)
  if (new Set(permalinks).size !== permalinks.length) throw new Error('a batch holds one version per product')
  const stored = await storedVersions(trx, permalinks)
  const outcomes: ImportOutcome[] = []
  const plans: Plan[] = []
  for (const item of items) {
    const product = stored.get(item.permalink)
    const versions = product?.versions ?? []
    const same = versions.find((v) => v.number === item.number)
    if (same?.content_hash === item.version.content_hash) {
      outcomes.push('unchanged')
      continue
    }
    const { number, revisionDate } = item
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
    plans.map((p) => ({ productId: p.productId!, rows: p.item })),
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
  const rows = created.map((p) => ({ ...p.item.product, updated_at: now, permalink: p.item.permalink, created_at: now }))
  for (const r of await insertRows(trx, 'products', rows, ['id', 'permalink'])) idOf.set(r.permalink, r.id)
  for (const p of created) p.productId = idOf.get(p.item.permalink)!
  for (const p of plans.filter((p) => p.existed && p.isNewest)) {
    await trx
      .updateTable('products')
      .set({ ...p.item.product, updated_at: now })
      .where('id', '=', p.productId!)
      .execute()
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
  /** The rows `pick` gives of each product, each with its product's id. */
  const each = <R>(pick: (rows: DossierRows) => R[]) =>
    plans.flatMap((p) => {
      const product_id = p.productId!
      return pick(p.item).map((row) => ({ product_id, ...row }))
    })
  await insertRows(
    trx,
    'product_languages',
    each((r) => r.languages),
  )
  await insertRows(
    trx,
    'product_tds_versions',
    each((r) => r.tdsVersions),
  )
  // All trade names, then all their article codes (matched by product and position, not by answer order).
  const synonyms = each((r) => r.synonyms.map(({ articles: _articles, ...synonym }) => synonym))
  const synonymIdAt = new Map<string, number>()
  for (const r of await insertRows(trx, 'synonyms', synonyms, ['id', 'product_id', 'position'])) {
    synonymIdAt.set(`${r.product_id} ${r.position}`, r.id)
  }
  await insertRows(
    trx,
    'articles',
    plans.flatMap((p) =>
      p.item.synonyms.flatMap((synonym) => {
        const synonym_id = synonymIdAt.get(`${p.productId!} ${synonym.position}`)!
        return synonym.articles.map((a) => ({ synonym_id, product_id: p.productId!, ...a }))
      }),
    ),
  )
  await insertRows(
    trx,
    'attachments',
    each((r) => r.attachments.map((a) => ({ ...a, created_at: now }))),
  )
}
