import { Migrator, type CreateTableBuilder, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Dialect } from './client.ts'
import { productsMigration } from './migrations/0001-products.ts'

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
      return { '0001-products': productsMigration(ctx) }
    },
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(dialect) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
