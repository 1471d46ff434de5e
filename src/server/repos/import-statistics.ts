import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../db/client.ts'
import type { Database } from '../db/schema.ts'

/** The tables an import fills, whose row counts PostgreSQL's planner must know. */
const IMPORTED_TABLES = [
  'products',
  'product_languages',
  'synonyms',
  'articles',
  'attachments',
  'product_versions',
  'classifications',
  'hazard_statements',
  'substances',
  'parameter_categories',
  'parameters',
  'product_search_terms',
] as const

/** Products written before the first refresh of the statistics: a smaller catalogue is quick whatever the plan. */
const FIRST_REFRESH = 1000

/**
 * PostgreSQL plans every statement from the tables' statistics, and those of a new database say
 * "empty" until autovacuum looks, which it never does inside the one long transaction of a large
 * import. With empty tables in its statistics the planner re-read every substance of the import for
 * each batch's search texts: one statement of a 100,000-product import ran for more than ten
 * minutes. ANALYZE inside the transaction counts its own new rows, so this refreshes the
 * statistics each time the number of written products doubles (seven times for 100,000).
 * SQLite plans from its indexes and needs nothing.
 */
export function statisticsKeeper(trx: Kysely<Database>): (written: number) => Promise<void> {
  if (dialectOf(trx) !== 'postgres') return async () => undefined
  let next = FIRST_REFRESH
  return async (written) => {
    if (written < next) return
    next = written * 2
    await sql`analyze ${sql.join(IMPORTED_TABLES.map((t) => sql.table(t)))}`.execute(trx)
  }
}
