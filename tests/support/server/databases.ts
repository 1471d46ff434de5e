import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, beforeEach, describe } from 'vitest'
import { openDb, type Db, type DbConfig, type Dialect } from '#server/db/client'
import { migrateToLatest, SCHEMA_CHANGE_LOCK } from '#server/db/migrate'
import { TRIGRAM_EXTENSION_LOCK } from '#server/db/migrations/0011-catalogue-search'

/**
 * The databases repository tests run against: always SQLite (a temp file), plus PostgreSQL at
 * TEST_DATABASE_URL (default: the role and database tests/setup/postgres.sh creates).
 * With CI=true an unreachable PostgreSQL fails its tests; elsewhere they are skipped with the reason.
 * Every database handed out is fresh: a new SQLite file, or a new PostgreSQL schema dropped afterwards.
 */
export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? 'postgres://dossier:dossier@127.0.0.1:5432/dossier_test'

export interface FreshDatabase {
  dialect: Dialect
  /** What openDb() (or DATABASE_URL / SQLITE_FILE) takes to reach this database. */
  config: DbConfig
  /** Removes the database; close every connection to it first. */
  drop(): Promise<void>
}

export interface TestDatabaseTarget {
  dialect: Dialect
  /** Why this target's tests are skipped (outside CI only). */
  skip?: string
  create(): Promise<FreshDatabase>
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable URL)'
  }
}

async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return (error as Error).message || String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const sqliteTarget: TestDatabaseTarget = {
  dialect: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'dossier-test-db-'))
    return {
      dialect: 'sqlite',
      config: { sqliteFile: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  },
}

/**
 * pg_trgm is one object per database and lives in the schema that created it. Were that a test's
 * schema, dropping it (cascade) would take the extension and every trigram index of every other
 * test's schema with it, and a test running at that moment would lose its index mid-way. So the
 * extension must live in the database's public schema, which no test drops: created there before any
 * test schema exists (tests/setup/postgres.sh also moves one an interrupted run left elsewhere).
 */
let sharedExtensions: Promise<void> | undefined
async function ensureSharedExtensions(): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL })
  await client.connect()
  try {
    await client.query('begin')
    await client.query('select pg_advisory_xact_lock($1)', [TRIGRAM_EXTENSION_LOCK])
    await client.query('create extension if not exists pg_trgm schema public')
    const { rows } = await client.query<{ schema: string }>(
      `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
    )
    await client.query('commit')
    if (rows[0]?.schema !== 'public')
      throw new Error(`pg_trgm lives in schema ${rows[0]?.schema}, which a test may drop: run tests/setup/postgres.sh to move it to public`)
  } finally {
    await client.end()
  }
}

function postgresTarget(unreachable: string | undefined): TestDatabaseTarget {
  const where = withoutPassword(POSTGRES_TEST_URL)
  const reason = unreachable && `PostgreSQL is not reachable at ${where}: ${unreachable}`
  return {
    dialect: 'postgres',
    skip: reason && process.env.CI !== 'true' ? `${reason} (run tests/setup/postgres.sh; CI=true makes this a failure)` : undefined,
    async create() {
      if (reason) throw new Error(`${reason}. CI needs PostgreSQL: run tests/setup/postgres.sh or set TEST_DATABASE_URL.`)
      sharedExtensions ??= ensureSharedExtensions()
      await sharedExtensions
      const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
      const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL })
      await admin.connect()
      try {
        await admin.query(`create schema "${schema}"`)
      } finally {
        await admin.end()
      }
      const url = new URL(POSTGRES_TEST_URL)
      url.searchParams.set('options', `-c search_path=${schema}`)
      return {
        dialect: 'postgres',
        config: { databaseUrl: url.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: POSTGRES_TEST_URL })
          await client.connect()
          try {
            // Never while another test file migrates: its catalog reads fail on a schema dropped meanwhile.
            await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK])
            await client.query(`drop schema if exists "${schema}" cascade`)
          } finally {
            await client.end() // ends the session, and with it the lock
          }
        },
      }
    },
  }
}

/** Probed once per test file (each file runs in its own module graph). */
export const testDatabaseTargets: TestDatabaseTarget[] = [sqliteTarget, postgresTarget(await probePostgres(POSTGRES_TEST_URL))]

for (const target of testDatabaseTargets) {
  if (target.skip) console.warn(`Skipping ${target.dialect} tests: ${target.skip}`)
}

/** A migrated, empty database, opened through openDb() as the server opens it. */
export interface TestDb extends Db {
  config: DbConfig
}

/**
 * Declares the suite once per database target; each test gets a fresh migrated database.
 * `body` receives a getter because the database only exists inside a test.
 */
export function describeEachDatabase(title: string, body: (db: () => TestDb) => void): void {
  for (const target of testDatabaseTargets) {
    describe.skipIf(target.skip !== undefined)(`${title} [${target.dialect}]`, () => {
      let current: { fresh: FreshDatabase; db: TestDb } | undefined
      beforeEach(async () => {
        const fresh = await target.create()
        const db = { ...openDb(fresh.config), config: fresh.config }
        current = { fresh, db }
        await migrateToLatest(db.kysely, db.dialect)
      })
      afterEach(async () => {
        if (!current) return
        const { fresh, db } = current
        current = undefined
        await db.close()
        await fresh.drop()
      })
      body(() => {
        if (!current) throw new Error('the test database exists only inside a test')
        return current.db
      })
    })
  }
}

/**
 * A fresh migrated SQLite database (a temp file) for each test of the calling file: registers the
 * beforeEach that opens it and the afterEach that closes and removes it; call the getter in a test.
 */
export function eachTestSqlite(): () => Db {
  let dir: string
  let db: Db
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dossier-test-db-'))
    db = openDb({ sqliteFile: join(dir, 'test.sqlite') })
    await migrateToLatest(db.kysely, db.dialect)
  })
  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return () => db
}
