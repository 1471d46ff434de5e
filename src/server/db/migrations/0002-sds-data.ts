import type { Kysely } from 'kysely'

/**
 * The structured SDS parts of a version (exposure limits, 9.1/9.2 properties, transport) as one
 * JSON text, like sds_sections beside it: the sheet reads them whole, never by query. Versions
 * stored before this migration get '{}', which reads as "no structured data" (every part empty).
 */
export function sdsDataMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('product_versions')
        .addColumn('sds_data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
    },
  }
}
