import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely'
import { dialectOf } from '../db/client.ts'
import type { Database } from '../db/schema.ts'
import type { DossierRows } from './dossier-rows.ts'

/**
 * At most this many bound values in one INSERT: SQLite allows 32,766 and PostgreSQL 65,535 per
 * statement; a batch of products' rows is split below both.
 */
const MAX_VALUES_PER_STATEMENT = 10_000

/** The rows in slices that each fit one multi-row INSERT. */
export function statementSlices<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return []
  const perRow = Math.max(1, Object.keys(rows[0]!).length)
  const size = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / perRow))
  const slices: T[][] = []
  for (let i = 0; i < rows.length; i += size) slices.push(rows.slice(i, i + size))
  return slices
}

/**
 * Inserts the rows with as few statements as the value limit allows (none for no rows), and
 * answers the `returning` columns of every inserted row.
 *
 * The statement text is written here rather than by Kysely's query builder: the builder makes a
 * node for each of the ten thousand values of a statement and compiles them again for every batch,
 * which cost more of an import's processor time than the database's own work of storing the rows.
 * Every row of a batch has the same columns (they are built by one function per table); a row
 * that leaves a column undefined, or names other columns, goes through the builder as before (it
 * leaves such a column out of a one-row insert, so the column gets its default).
 */
export async function insertRows<T extends keyof Database & string, R extends keyof Selectable<Database[T]> & string = never>(
  trx: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  returning: R[] = [],
): Promise<Pick<Selectable<Database[T]>, R>[]> {
  type Answer = Pick<Selectable<Database[T]>, R>
  if (rows.length === 0) return []
  const columns = Object.keys(rows[0]!)
  const sameColumns = rows.every((row) => {
    const values = row as Record<string, unknown>
    return Object.keys(values).length === columns.length && columns.every((c) => values[c] !== undefined)
  })
  const answered: Answer[] = []
  for (const slice of statementSlices(rows)) {
    if (sameColumns) {
      const { rows: ids } = await trx.executeQuery<Answer>(multiRowInsert(trx, table, columns, slice, returning))
      answered.push(...ids)
      continue
    }
    // Kysely cannot type values() for a table chosen by a type parameter; the caller's rows are typed for it.
    const query = trx.insertInto(table).values(slice as never)
    if (returning.length === 0) await query.execute()
    else answered.push(...((await query.returning(returning as never).execute()) as Answer[]))
  }
  return answered
}

/** INSERT INTO table (columns) VALUES (…), (…) … [RETURNING …], with one bound value per cell. */
function multiRowInsert(trx: Kysely<Database>, table: string, columns: string[], rows: object[], returning: string[]): CompiledQuery {
  const postgres = dialectOf(trx) === 'postgres'
  const parameters: unknown[] = []
  const tuples = rows.map((row) => {
    const values = row as Record<string, unknown>
    const marks = columns.map((c) => {
      parameters.push(values[c])
      return postgres ? `$${parameters.length}` : '?'
    })
    return `(${marks.join(', ')})`
  })
  const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ')
  const answer = returning.length > 0 ? ` returning ${quoted(returning)}` : ''
  return CompiledQuery.raw(`insert into "${table}" (${quoted(columns)}) values ${tuples.join(', ')}${answer}`, parameters)
}

export interface VersionToInsert {
  productId: number
  rows: DossierRows
}

/**
 * Inserts one version each of several products (at most one version per product) with its rows:
 * one multi-row INSERT per table for the whole batch rather than one per product, so a large import
 * costs a few statements per hundred products instead of a dozen per product.
 */
export async function insertVersions(trx: Kysely<Database>, versions: VersionToInsert[]) {
  if (versions.length === 0) return
  const versionIdOf = new Map<number, number>()
  const versionRows = versions.map(({ productId, rows }) => ({ product_id: productId, ...rows.version }))
  for (const r of await insertRows(trx, 'product_versions', versionRows, ['id', 'product_id'])) versionIdOf.set(r.product_id, r.id)
  /** The rows `pick` gives of each version, each with its version's id. */
  const rowsOf = <R>(pick: (rows: DossierRows) => R[]) =>
    versions.flatMap(({ productId, rows }) => {
      const version_id = versionIdOf.get(productId)!
      return pick(rows).map((row) => ({ version_id, ...row }))
    })
  await insertRows(
    trx,
    'classifications',
    rowsOf((r) => r.classifications),
  )
  await insertRows(
    trx,
    'hazard_pictograms',
    rowsOf((r) => r.pictograms),
  )
  await insertRows(
    trx,
    'hazard_statements',
    rowsOf((r) => r.statements),
  )
  await insertRows(
    trx,
    'substances',
    rowsOf((r) => r.substances),
  )
  await insertRows(
    trx,
    'composition_rows',
    rowsOf((r) => r.composition),
  )
  // Parameter categories, then their parameters (matched to their category by version and position, not by answer order).
  const categories = rowsOf((r) => r.parameters.map(({ items: _items, ...category }) => category))
  const categoryIdAt = new Map<string, number>()
  for (const r of await insertRows(trx, 'parameter_categories', categories, ['id', 'version_id', 'position'])) {
    categoryIdAt.set(`${r.version_id} ${r.position}`, r.id)
  }
  await insertRows(
    trx,
    'parameters',
    versions.flatMap(({ productId, rows }) =>
      rows.parameters.flatMap((category) => {
        const category_id = categoryIdAt.get(`${versionIdOf.get(productId)!} ${category.position}`)!
        return category.items.map((item) => ({ category_id, ...item }))
      }),
    ),
  )
}
