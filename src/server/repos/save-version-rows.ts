import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely'
import { dialectOf } from '../db/client.ts'
import type { DossierFile } from '#shared/dossier-file'
import { substanceDetailsOf } from '#shared/sds-substance'
import type { SdsData } from '#shared/sds-data'
import type { Database } from '../db/schema.ts'

export const flag = (value: boolean) => (value ? 1 : 0)
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

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

/** The structured SDS parts as stored in product_versions.sds_data (everything of file.sds but its texts). */
function sdsData(file: DossierFile): SdsData {
  const { sections: _texts, ...data } = file.sds
  return data
}

export interface VersionToInsert {
  productId: number
  file: DossierFile
  contentHash: string
}

/**
 * Inserts one version each of several products (at most one version per product) with its rows:
 * one multi-row INSERT per table for the whole batch rather than one per product, so a large import
 * costs a few statements per hundred products instead of a dozen per product.
 */
export async function insertVersions(trx: Kysely<Database>, versions: VersionToInsert[]) {
  if (versions.length === 0) return
  const versionIdOf = new Map<number, number>()
  const versionRows = versions.map(({ productId, file, contentHash }) => ({
    product_id: productId,
    number: file.version.number,
    revision_date: file.version.revisionDate,
    created_date: file.version.createdDate,
    replaces: file.version.replaces ?? null,
    changes: JSON.stringify(file.version.changes ?? []),
    content_hash: contentHash,
    signal_word: file.hazards.signalWord,
    description_i18n: JSON.stringify(file.description),
    recommended_use_i18n: json(file.recommendations.use),
    recommended_levels_i18n: json(file.recommendations.levels),
    special_features_i18n: json(file.recommendations.specialFeatures),
    sds_sections: JSON.stringify(file.sds.sections),
    sds_data: JSON.stringify(sdsData(file)),
  }))
  for (const r of await insertRows(trx, 'product_versions', versionRows, ['id', 'product_id'])) versionIdOf.set(r.product_id, r.id)
  /** The rows `make` gives for each version, which are told their version's id. */
  const rowsOf = <R>(make: (file: DossierFile, at: (position: number) => { version_id: number; position: number }) => R[]) =>
    versions.flatMap(({ productId, file }) => {
      const versionId = versionIdOf.get(productId)!
      return make(file, (position) => ({ version_id: versionId, position }))
    })

  await insertRows(
    trx,
    'classifications',
    rowsOf((file, at) =>
      file.classification.map((c, i) => ({ ...at(i), hazard_class: c.hazardClass, category: c.category, statement: c.statement })),
    ),
  )
  await insertRows(
    trx,
    'hazard_pictograms',
    rowsOf((file, at) => file.hazards.pictograms.map((code, i) => ({ ...at(i), code }))),
  )
  await insertRows(
    trx,
    'hazard_statements',
    rowsOf((file, at) =>
      file.hazards.statements.map((st, i) => ({
        ...at(i),
        code: st.code,
        on_label: flag(st.onLabel),
        text_i18n: JSON.stringify(st.text ?? {}),
      })),
    ),
  )
  await insertRows(
    trx,
    'substances',
    rowsOf((file, at) =>
      file.substances.map((s, i) => ({
        ...at(i),
        name_i18n: JSON.stringify(s.name),
        cas: s.cas ?? null,
        ec: s.ec ?? null,
        index_no: s.index ?? null,
        reach_no: s.reach ?? null,
        content_min: s.contentMin,
        content_max: s.contentMax,
        classification: JSON.stringify(s.classification),
        details: JSON.stringify(substanceDetailsOf(s)),
      })),
    ),
  )
  await insertRows(trx, 'composition_rows', rowsOf(compositionRows))
  await insertParameters(trx, rowsOf)
}

function compositionRows(file: DossierFile, at: (position: number) => { version_id: number; position: number }) {
  return file.composition.map((r, i) =>
    r.kind === 'material'
      ? {
          ...at(i),
          kind: r.kind,
          product_name: r.productName,
          supplier: r.supplier,
          purpose_i18n: json(r.purpose),
          content: r.content,
          volume: r.volume ?? null,
          price: r.price ?? null,
          instruction_i18n: null,
        }
      : {
          ...at(i),
          kind: r.kind,
          product_name: null,
          supplier: null,
          purpose_i18n: null,
          content: null,
          volume: null,
          price: null,
          instruction_i18n: JSON.stringify(r.instruction),
        },
  )
}

/** Parameter categories, then their parameters (matched to their category by version and position, not by answer order). */
async function insertParameters(
  trx: Kysely<Database>,
  rowsOf: <R>(make: (file: DossierFile, at: (position: number) => { version_id: number; position: number }) => R[]) => R[],
) {
  const categories = rowsOf((file, at) =>
    file.parameters.map((category, i) => ({ ...at(i), title_i18n: JSON.stringify(category.category) })),
  )
  const categoryIdAt = new Map<string, number>()
  for (const r of await insertRows(trx, 'parameter_categories', categories, ['id', 'version_id', 'position'])) {
    categoryIdAt.set(`${r.version_id} ${r.position}`, r.id)
  }
  await insertRows(
    trx,
    'parameters',
    rowsOf((file, at) =>
      file.parameters.flatMap((category, position) =>
        category.items.map((item, i) => ({
          category_id: categoryIdAt.get(`${at(position).version_id} ${position}`)!,
          position: i,
          name_i18n: JSON.stringify(item.name),
          value_i18n: JSON.stringify(item.value),
        })),
      ),
    ),
  )
}
