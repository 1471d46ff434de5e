import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { cachingStatements } from './statement-cache.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  close(): Promise<void>
  /** Connection pool figures for /metrics; absent for SQLite (one connection in the process). */
  pool?: () => { total: number; idle: number; waiting: number }
}

export type DbConfig = { databaseUrl: string } | { sqliteFile: string }

/** SQLite embedded by default; PostgreSQL when a DATABASE_URL is configured. */
export function openDb(config: DbConfig): Db {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 })
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      kysely,
      dialect: 'postgres',
      close: () => kysely.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  if (config.sqliteFile !== ':memory:') mkdirSync(dirname(config.sqliteFile), { recursive: true })
  const database = new SQLite(config.sqliteFile)
  // WAL lets readers (every dossier page) go on while an import writes.
  database.pragma('journal_mode = WAL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(database) }) })
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() }
}

/** Which database a Kysely instance talks to, for the few queries that differ (the product search). */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres'
}
