import type { Compilable, Kysely } from 'kysely'
import { CompiledQuery } from 'kysely'
import { dialectOf } from './client.ts'
import type { Database } from './schema.ts'

/** The rows a select query answers. */
type RowsOf<Q> = Q extends Compilable<infer R> ? R[] : never

/**
 * Runs several select queries and answers their rows, in the order given, each list as the query
 * alone would answer it.
 *
 * On PostgreSQL they go out as one statement, each query's rows as a JSON array: a product page read
 * from the database asked 20 small queries, and every one of them woke a database backend that took
 * a processor core from this server for a moment (on 2 cores that was most of a cold detail's
 * 11 ms). JSON gives back what the driver gives for the columns this schema uses (integer, text,
 * varchar and real, whose JSON is the same shortest decimal as the driver's text); a bytea or bigint
 * column would come back differently, so such a column must not be selected through here. Each
 * array keeps its query's ORDER BY: PostgreSQL aggregates the rows of a plain ordered subquery in
 * the order it reads them.
 *
 * SQLite answers in this process, without a round trip: the queries run one after another there.
 */
export async function selectsTogether<const Q extends readonly Compilable<unknown>[]>(
  db: Kysely<Database>,
  queries: Q,
): Promise<{ -readonly [K in keyof Q]: RowsOf<Q[K]> }> {
  type Answer = { -readonly [K in keyof Q]: RowsOf<Q[K]> }
  if (dialectOf(db) !== 'postgres')
    return (await Promise.all(queries.map((q) => db.executeQuery(q.compile()).then((r) => r.rows)))) as Answer
  const parameters: unknown[] = []
  const columns = queries.map((query, i) => {
    const { sql, parameters: own } = query.compile()
    const offset = parameters.length
    parameters.push(...own)
    // Kysely writes a query's bound values as $1, $2, …; in the joined statement they follow the previous queries' values.
    const renumbered = offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
    return `(select coalesce(json_agg(q), '[]') from (${renumbered}) q) as "${i}"`
  })
  const { rows } = await db.executeQuery<Record<string, unknown[]>>(CompiledQuery.raw(`select ${columns.join(', ')}`, parameters))
  return queries.map((_, i) => rows[0]![String(i)]!) as Answer
}
