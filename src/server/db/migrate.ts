import { Migrator, sql, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Dialect } from './client.ts'
import { productsMigration } from './migrations/0001-products.ts'
import { sdsDataMigration } from './migrations/0002-sds-data.ts'
import { accountsMigration } from './migrations/0003-accounts.ts'
import { supplierContactsMigration } from './migrations/0004-supplier-contacts.ts'
import { statementTextsMigration } from './migrations/0005-statement-texts.ts'
import { signInFailuresMigration } from './migrations/0008-sign-in-failures.ts'
import { catalogueSearchMigration } from './migrations/0011-catalogue-search.ts'
import { nominalQuantityMigration } from './migrations/0009-nominal-quantity.ts'
import { versionChangesMigration } from './migrations/0010-version-changes.ts'
import { revisionNoticesMigration } from './migrations/0014-revision-notices.ts'
import { versionTextCompressionMigration } from './migrations/0015-version-text-compression.ts'
import { sharedCountersMigration } from './migrations/0016-shared-counters.ts'

/** What differs between the two databases, handed to every migration. */
export interface MigrationContext {
  idColumn: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>
  blobType: 'blob' | 'bytea'
}

function contextFor(dialect: Dialect): MigrationContext {
  return {
    idColumn: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    blobType: dialect === 'postgres' ? 'bytea' : 'blob',
  }
}

/** Migrations live in code (not files found at run time) so the bundle and the tests see the same list. */
function provider(dialect: Dialect): MigrationProvider {
  const ctx = contextFor(dialect)
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-products': productsMigration(ctx),
        '0002-sds-data': sdsDataMigration(),
        '0003-accounts': accountsMigration(ctx),
        '0004-supplier-contacts': supplierContactsMigration(),
        '0005-statement-texts': statementTextsMigration(),
        '0008-sign-in-failures': signInFailuresMigration(),
        '0011-catalogue-search': catalogueSearchMigration(ctx, dialect),
        '0009-nominal-quantity': nominalQuantityMigration(),
        '0010-version-changes': versionChangesMigration(),
        '0014-revision-notices': revisionNoticesMigration(ctx),
        '0015-version-text-compression': versionTextCompressionMigration(dialect),
        '0016-shared-counters': sharedCountersMigration(),
      }
    },
  }
}

/**
 * Advisory lock key shared by everything that migrates or drops schemas in one PostgreSQL database.
 * Kysely's introspection (which the migrator runs) reads the catalog of every schema and fails when one
 * is dropped at that moment, so migrations hold it shared and whoever drops schemas (the tests) exclusively.
 */
export const SCHEMA_CHANGE_LOCK = 7_274_001

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return migrate(db, dialect, undefined)
  // A session lock lives on one connection: the whole migration runs on the one that holds it.
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_CHANGE_LOCK})`.execute(conn)
    try {
      // Kysely looks for its migration tables in every schema unless it is told which one: another schema's
      // tables (a second deployment in the same database, parallel tests) would make it skip creating ours.
      const schema = (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(conn)).rows[0]?.schema
      await migrate(conn, dialect, schema ?? undefined)
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_CHANGE_LOCK})`.execute(conn)
    }
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function migrate(db: Kysely<any>, dialect: Dialect, migrationTableSchema: string | undefined): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(dialect), migrationTableSchema })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
