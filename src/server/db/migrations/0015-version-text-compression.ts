import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../client.ts'

/** The columns of product_versions that hold a whole document's texts (tens of kilobytes per version). */
const LARGE_TEXT_COLUMNS = ['sds_sections', 'sds_data', 'description_i18n', 'recommended_use_i18n', 'special_features_i18n']

/**
 * PostgreSQL compresses large values with pglz by default; for the SDS texts of a version that
 * compression was most of an import's database time (about 2.7 ms of 4 per product). LZ4 compresses
 * these texts several times faster and decompresses faster for product pages. It applies to values
 * written from now on; stored ones stay readable as they are. A server built without LZ4 keeps pglz.
 * SQLite does not compress: nothing to do there.
 */
export function versionTextCompressionMigration(dialect: Dialect) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return
      const { rows } = await sql<{ lz4: boolean }>`
        select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db)
      if (!rows[0]?.lz4) return
      for (const column of LARGE_TEXT_COLUMNS) {
        await sql`alter table product_versions alter column ${sql.ref(column)} set compression lz4`.execute(db)
      }
    },
  }
}
