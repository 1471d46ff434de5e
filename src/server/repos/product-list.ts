import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../db/client.ts'
import type { Database } from '../db/schema.ts'
import { matchingTerms, productMatches, type MatchingTerms } from './search-terms.ts'

export interface ProductListQuery {
  workgroupId: number
  /** Matches name, synonyms, product code, article codes, CAS numbers of the current version, UFI (see productMatches). */
  q: string
  page: number
  pageSize: number
}

export interface ProductListItem {
  product_id: number
  permalink: string
  name: string
  code: string
  supplier: string
  validLangs: number[]
}

export interface ProductListPage {
  items: ProductListItem[]
  /** The number of matching products when `totalIsExact`; otherwise more than this many match (COUNT_CAP). */
  total: number
  totalIsExact: boolean
  /** Whether a product follows this page's last one (known also where the count stopped). */
  hasNextPage: boolean
}

/** The languages whose SDS is valid and created, of each of the products, in the product's order. */
function validSdsLanguages(db: Kysely<Database>, productIds: number[]) {
  return db
    .selectFrom('product_languages')
    .select(['product_id', 'lang_id'])
    .where('product_id', 'in', productIds)
    .where('sds_valid', '=', 1)
    .where('sds_created', '=', 1)
    .orderBy('product_id')
    .orderBy('position')
    .execute()
}

/**
 * The list counts matching products up to this many and says "more than" beyond: an exact total of a
 * search that matches a quarter of a 100,000-product catalogue reads tens of thousands of rows
 * whatever the index, while a count that stops after this many reads at most this many (plus one).
 * Also where SQLite starts to find a page by walking the products in name order rather than sorting
 * the matches: the bounded count cannot tell more than this many apart.
 */
export const COUNT_CAP = 1000

/**
 * The products of one workgroup that match the search text (all of them for an empty text).
 * `matches`: how many match, when counted (COUNT_CAP or fewer, or more), which decides how the
 * database finds them.
 */
export function workgroupProductsMatching(db: Kysely<Database>, workgroupId: number, text: string, matches?: 'few' | 'many') {
  const q = text.trim()
  // A cross join with the join condition in WHERE is the same join to PostgreSQL; SQLite takes it as
  // "products first", so it walks products by the (name, id) index in list order and stops after the
  // page, instead of reading every product of the workgroup and sorting them.
  const base = db
    .selectFrom('products as p')
    .crossJoin('product_workgroups as pw')
    .whereRef('pw.product_id', '=', 'p.id')
    .where('pw.workgroup_id', '=', workgroupId)
  return q === '' ? base : base.where(productMatches(db, q, 'p.id', { matches }))
}

/**
 * How many of the workgroup's products match, counted up to COUNT_CAP + 1 (one more than the cap
 * tells "exactly COUNT_CAP" from "more than COUNT_CAP").
 */
async function boundedMatchCount(db: Kysely<Database>, workgroupId: number, q: string): Promise<number> {
  const limit = COUNT_CAP + 1
  const terms = matchingTerms(db, q)
  if (q !== '' && dialectOf(db) === 'postgres' && terms.indexed) {
    const probed = await probedMatchCount(db, workgroupId, terms, limit)
    if (probed !== undefined) return probed
  }
  const { rows } = await sql<{
    n: number | string
  }>`select count(*) as n from (${countedMatches(db, workgroupId, q, terms, limit)}) m`.execute(db)
  return Number(rows[0]!.n)
}

/**
 * Matching texts PostgreSQL reads before it counts the workgroup's products among them: four per
 * counted product, as a product often matches by several of its texts (name, trade names, codes).
 */
export const PROBED_TEXTS = 4 * (COUNT_CAP + 1)

/**
 * The bounded count from the first PROBED_TEXTS matching texts only, when they settle it: when fewer
 * match, they are all of them; when the workgroup holds more than COUNT_CAP of their products, more
 * than that match. Undefined otherwise (many texts match, few of them in this workgroup).
 *
 * PostgreSQL checks every text its trigram index proposes against the pattern, one table row each:
 * a common word or CAS number ("epoxy", 16,800 texts at 100,000 products; acetone's 67-64-1, 25,000)
 * took 30-40 ms to count exactly up to the cap, because every matching text was read before the
 * first product was counted. Reading at most PROBED_TEXTS of them stops early.
 */
async function probedMatchCount(db: Kysely<Database>, workgroupId: number, terms: MatchingTerms, limit: number) {
  const { rows } = await sql<{ texts: number | string; products: number | string }>`
    with probed as (select t.product_id from ${terms.from} where ${terms.where} limit ${PROBED_TEXTS})
    select (select count(*) from probed) as texts, (select count(*) from (select 1 from product_workgroups pw
      where pw.workgroup_id = ${workgroupId} and pw.product_id in (select product_id from probed) limit ${limit}) m) as products`.execute(
    db,
  )
  const texts = Number(rows[0]!.texts)
  const products = Number(rows[0]!.products)
  return texts < PROBED_TEXTS || products >= limit ? products : undefined
}

/** At most `limit` rows, one per matching product of the workgroup. */
function countedMatches(db: Kysely<Database>, workgroupId: number, q: string, terms: MatchingTerms, limit: number) {
  if (q === '') return sql`select 1 from product_workgroups where workgroup_id = ${workgroupId} limit ${limit}`
  if (dialectOf(db) === 'postgres' && terms.indexed)
    // PostgreSQL misjudges how many texts a trigram pattern matches (8,222 estimated, 170 found at
    // 100,000 products): given a LIMIT, it then walks every text in product order hoping to stop
    // early, 1.5 s for a rare word. "offset 0" plans the matching texts on their own, through the
    // trigram index; only the workgroup's side stops at the limit.
    return sql`select 1 from product_workgroups pw where pw.workgroup_id = ${workgroupId}
      and pw.product_id in (select t.product_id from ${terms.from} where ${terms.where} offset 0) limit ${limit}`
  // The matching texts joined with the workgroup as they come, a product counted at its first text:
  // the count stops after `limit` products however many more match, instead of first collecting every
  // matching product. A cross join with the join condition in WHERE makes SQLite read the texts first
  // (from its FTS5 index, or the table for one or two characters); PostgreSQL, which has no index for
  // one or two characters, reads them in product order and stops as early.
  return sql`select distinct t.product_id from ${terms.from} cross join product_workgroups pw
    where pw.product_id = t.product_id and pw.workgroup_id = ${workgroupId} and ${terms.where} limit ${limit}`
}

/**
 * The products of one workgroup, searched and paged; only the search condition differs between
 * SQLite and PostgreSQL. With 100,000 products neither the count nor the page may read every
 * product's row: the count reads the workgroup's index only, the page walks the (name, id) index
 * and reads the rows of its own products afterwards.
 */
export async function listWorkgroupProducts(db: Kysely<Database>, query: ProductListQuery): Promise<ProductListPage> {
  const q = query.q.trim()
  // The count tells the page query how to find its products: few matches through the search index
  // and sorted, many by walking the products in name order (see productMatches).
  const matches = await boundedMatchCount(db, query.workgroupId, q)
  // One product more than the page: whether a next page exists, also past the counted ones.
  const page = await workgroupProductsMatching(db, query.workgroupId, q, matches > COUNT_CAP ? 'many' : 'few')
    .select('p.id')
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize)
    .execute()
  const ids = page.slice(0, query.pageSize).map((r) => r.id)
  const [found, langs] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('products').select(['id', 'permalink', 'name', 'code', 'supplier_name']).where('id', 'in', ids).execute(),
          validSdsLanguages(db, ids),
        ])
  const byId = new Map(found.map((r) => [r.id, r]))
  const rows = ids.map((id) => byId.get(id)!)
  return {
    total: Math.min(matches, COUNT_CAP),
    totalIsExact: matches <= COUNT_CAP,
    hasNextPage: page.length > query.pageSize,
    items: rows.map((r) => ({
      product_id: r.id,
      permalink: r.permalink,
      name: r.name,
      code: r.code,
      supplier: r.supplier_name,
      validLangs: langs.filter((l) => l.product_id === r.id).map((l) => l.lang_id),
    })),
  }
}

/** The given products, if every one of them is in the workgroup; undefined when any is not (or does not exist). */
export async function workgroupProductsByIds(db: Kysely<Database>, workgroupId: number, ids: number[]) {
  if (ids.length === 0) return undefined
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_workgroups as pw', 'pw.product_id', 'p.id')
    .select(['p.id', 'p.permalink', 'p.name', 'p.doc_sds'])
    .where('pw.workgroup_id', '=', workgroupId)
    .where('p.id', 'in', ids)
    .execute()
  if (rows.length !== new Set(ids).size) return undefined
  const langs = await validSdsLanguages(db, ids)
  // A product whose SDS is switched off has no SDS to link to, whatever its languages say.
  const sdsLangs = (r: (typeof rows)[number]) => (r.doc_sds === 1 ? langs.filter((l) => l.product_id === r.id).map((l) => l.lang_id) : [])
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, permalink: r.permalink, name: r.name, sdsLangs: sdsLangs(r) }]))
  // In the order asked for: the e-mail lists them as the dialog numbered them.
  return [...new Set(ids)].map((id) => byId.get(id)!)
}
