import { sql, type Kysely, type RawBuilder } from 'kysely'
import { dialectOf } from '../db/client.ts'
import type { Database } from '../db/schema.ts'

/** Products whose search texts one statement rewrites: their ids are bound values. */
const PRODUCTS_PER_REFRESH = 1000

/**
 * Rewrites the search texts of the given products (or of every product, `undefined`) from what is stored:
 * name, code, trade names, article codes, UFIs and the CAS numbers of the current version (the
 * newest revision; an older version's substances are not what the product contains now).
 * Trade names often repeat a UFI or an article code: each text is kept once.
 * Run after products' rows change, in the same transaction; the migration runs it for all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by the migration, before the typed schema exists
export async function refreshSearchTerms(db: Kysely<any>, productIds: number[] | undefined): Promise<void> {
  if (productIds === undefined) {
    await db.deleteFrom('product_search_terms').execute()
    await insertSearchTerms(db, undefined)
    return
  }
  for (let i = 0; i < productIds.length; i += PRODUCTS_PER_REFRESH) {
    const ids = productIds.slice(i, i + PRODUCTS_PER_REFRESH)
    await db.deleteFrom('product_search_terms').where('product_id', 'in', ids).execute()
    await insertSearchTerms(db, ids)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by the migration, before the typed schema exists
async function insertSearchTerms(db: Kysely<any>, productIds: number[] | undefined) {
  const only = (column: string) => (productIds === undefined ? sql`` : sql`and ${sql.ref(column)} in (${sql.join(productIds)})`)
  await sql`
    insert into product_search_terms (product_id, term, ufi)
    select distinct product_id, term, ufi from (
    select p.id as product_id, p.name as term, cast(null as varchar(16)) as ufi from products p where 1 = 1 ${only('p.id')}
    union all select p.id, p.code, null from products p where p.code <> '' ${only('p.id')}
    union all select s.product_id, s.name, null from synonyms s where 1 = 1 ${only('s.product_id')}
    union all select s.product_id, s.ufi, replace(s.ufi, '-', '') from synonyms s where s.ufi is not null ${only('s.product_id')}
    union all select a.product_id, a.code, null from articles a where 1 = 1 ${only('a.product_id')}
    union all select v.product_id, sub.cas, null from substances sub join product_versions v on v.id = sub.version_id
      where sub.cas is not null ${only('v.product_id')}
        and v.id = (select c.id from product_versions c where c.product_id = v.product_id order by c.revision_date desc, c.id desc limit 1)
    ) texts
  `.execute(db)
}

/**
 * After an import on PostgreSQL: moves the search texts the import added from the trigram indexes'
 * pending lists into the indexes proper. PostgreSQL first appends new entries of a GIN index to a
 * pending list (up to 4 MB), which every search reads from end to end, and leaves the tidying to
 * autovacuum, a minute or so later. Right after importing 20,000 products a UFI search took 40 ms,
 * 0.9 ms once the lists were moved; this does now what autovacuum would do later. SQLite's FTS5
 * index has no such list.
 */
export async function settleSearchIndexes(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return
  await sql`select gin_clean_pending_list(${sql.lit('product_search_terms_term')}::regclass),
    gin_clean_pending_list(${sql.lit('product_search_terms_ufi')}::regclass)`.execute(db)
}

/** LIKE with the user's text taken literally ('%' and '_' are characters, not wildcards). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** An FTS5 phrase: the text between double quotes, its own double quotes doubled, so nothing in it is query syntax. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`

/** A trigram index finds texts of three characters or more; shorter searches read every search text. */
const TRIGRAM = 3

/** A search text's rows (`t`, with `t.product_id`) and the condition they match `q` by: `select … from ${from} where ${where}`. */
export interface MatchingTerms {
  from: RawBuilder<unknown>
  where: RawBuilder<boolean>
  /** Whether a trigram index finds the texts (three characters or more, also without spaces and dashes). */
  indexed: boolean
}

/**
 * The search texts containing `q` (case-insensitive, `q` taken literally), or a UFI containing `q`
 * without its spaces and dashes. SQLite answers through the FTS5 trigram index, PostgreSQL through
 * the pg_trgm GIN indexes; both give the same texts as a plain substring search over them, which is
 * what a search shorter than three characters does (no trigram index can serve it).
 */
export function matchingTerms(db: Kysely<Database>, q: string): MatchingTerms {
  const compact = q.replace(/[\s-]/g, '')
  const like = containsPattern(q)
  const ufiLike = compact === '' ? like : containsPattern(compact)
  const indexed = [...q].length >= TRIGRAM && [...compact].length >= TRIGRAM
  if (dialectOf(db) === 'postgres')
    return {
      from: sql`product_search_terms t`,
      where: sql<boolean>`(t.term ilike ${like} escape '\\' or t.ufi ilike ${ufiLike} escape '\\')`,
      indexed,
    }
  if (indexed) {
    const match = `term : ${phrase(q)} OR ufi : ${phrase(compact)}`
    return {
      from: sql`product_search search join product_search_terms t on t.id = search.rowid`,
      where: sql<boolean>`product_search match ${match}`,
      indexed,
    }
  }
  // Read in stored order: walking the product_id index instead (SQLite's choice when the texts are
  // joined to products, to have them in product order) reads the same rows at random, twice as slow.
  return {
    from: sql`product_search_terms t not indexed`,
    where: sql<boolean>`(lower(t.term) like ${like} escape '\\' or lower(t.ufi) like ${ufiLike} escape '\\')`,
    indexed,
  }
}

/**
 * The condition "the product (`productId`, a column of the query) has a search text matching `q`"
 * (see matchingTerms). `few`: the caller counted at most COUNT_CAP matching products, `many`: more.
 */
export function productMatches(
  db: Kysely<Database>,
  q: string,
  productId: 'p.id' | 'pw.product_id',
  { matches }: { matches?: 'few' | 'many' } = {},
): RawBuilder<boolean> {
  const { from, where, indexed } = matchingTerms(db, q)
  const postgres = dialectOf(db) === 'postgres'
  // SQLite reads matching products by id and sorts them, which is quick for a few hundred; for
  // thousands, "+" (an expression, not the indexed column) makes it walk the name index instead.
  const column = matches === 'many' && !postgres ? sql`+${sql.ref(productId)}` : sql.ref(productId)
  // PostgreSQL misjudges how many texts a trigram pattern matches, either way, depending on the
  // statistics of the moment: at 100,000 products it estimated 8,222 texts where 170 matched, and,
  // after a vacuum, 82 where 16,800 did. So the caller's count decides, not the estimate:
  // - few: "offset 0" makes it find the matching texts through the trigram indexes first and sort
  //   their products (walking the name order for a rare word took 35 ms at 20,000 products);
  // - many: an EXISTS with "offset 0" cannot become a join, so it walks the products in name order
  //   and tests each until the page is full (sorting 16,800 matches for "epoxy" took 190 ms).
  if (postgres && matches === 'many')
    return sql<boolean>`exists (select 1 from ${from} where t.product_id = ${column} and ${where} offset 0)`
  const fence = matches === 'few' && postgres && indexed ? sql` offset 0` : sql``
  return sql<boolean>`${column} in (select t.product_id from ${from} where ${where}${fence})`
}
