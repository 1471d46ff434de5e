import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDb, type Db } from './client.ts'
import { migrateToLatest } from './migrate.ts'
import { testDatabaseTargets } from '#test-support/server/databases.ts'

/**
 * The tables of this database only. Plain catalog reads: Kysely's introspection lists every schema's
 * tables (parallel tests' too) and fails on one dropped meanwhile.
 */
async function tablesOf(db: Db): Promise<string[]> {
  if (db.dialect === 'sqlite')
    return (await db.kysely.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort()
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' order by c.relname`.execute(db.kysely)
  return rows.map((r) => r.name).sort()
}

for (const target of testDatabaseTargets) {
  describe.skipIf(target.skip !== undefined)(`migrateToLatest [${target.dialect}]`, () => {
    it('creates the schema once; running it again changes nothing', async () => {
      const fresh = await target.create()
      const db = openDb(fresh.config)
      try {
        await migrateToLatest(db.kysely, db.dialect)
        const tables = await tablesOf(db)
        expect(tables).toEqual(
          expect.arrayContaining([
            'products',
            'product_versions',
            'attachments',
            'phrases',
            'pictograms',
            'kysely_migration',
            'kysely_migration_lock',
          ]),
        )
        const applied = await db.kysely
          .selectFrom('kysely_migration' as never)
          .selectAll()
          .execute()
        await migrateToLatest(db.kysely, db.dialect)
        expect(await tablesOf(db)).toEqual(tables)
        expect(
          await db.kysely
            .selectFrom('kysely_migration' as never)
            .selectAll()
            .execute(),
        ).toEqual(applied)
      } finally {
        await db.close()
        await fresh.drop()
      }
    })

    it('migrates a database while another one beside it (another schema) is already migrated', async () => {
      const [first, second] = [await target.create(), await target.create()]
      const [a, b] = [openDb(first.config), openDb(second.config)]
      try {
        await migrateToLatest(a.kysely, a.dialect)
        await migrateToLatest(b.kysely, b.dialect)
        expect(await tablesOf(b)).toEqual(await tablesOf(a))
        expect(await b.kysely.selectFrom('products').selectAll().execute()).toEqual([])
      } finally {
        await Promise.all([a.close(), b.close()])
        await Promise.all([first.drop(), second.drop()])
      }
    })
  })
}

const postgres = testDatabaseTargets.find((t) => t.dialect === 'postgres')!
describe.skipIf(postgres.skip !== undefined)('version texts on PostgreSQL', () => {
  it('are compressed with LZ4, not pglz, when the server offers it (pglz was most of an import’s database time)', async () => {
    const fresh = await postgres.create()
    const db = openDb(fresh.config)
    try {
      await migrateToLatest(db.kysely, db.dialect)
      const { rows: offered } = await sql<{ lz4: boolean }>`
        select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db.kysely)
      const { rows } = await sql<{ column: string; compression: string }>`
        select a.attname as column, a.attcompression as compression from pg_catalog.pg_attribute a
        where a.attrelid = 'product_versions'::regclass and a.attname in ('sds_sections', 'sds_data', 'description_i18n')
        order by a.attname`.execute(db.kysely)
      const expected = offered[0]?.lz4 ? 'l' : ''
      expect(rows).toEqual(['description_i18n', 'sds_data', 'sds_sections'].map((column) => ({ column, compression: expected })))
    } finally {
      await db.close()
      await fresh.drop()
    }
  })
})
