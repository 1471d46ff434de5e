import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs about as much as running a
 * small insert, so an import of many products spent a third of its time compiling the same few
 * dozen statements. This keeps the most recently used prepared statements by their SQL text.
 * Safe because Kysely runs one query at a time on the single SQLite connection; SQLite re-prepares
 * a kept statement by itself after a schema change.
 */
export function cachingStatements(database: SQLite.Database, size = 200): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = kept.get(sql)
      if (statement) {
        kept.delete(sql) // re-inserted below: the Map's order is the order of last use
      } else {
        statement = database.prepare(sql)
        if (kept.size >= size) kept.delete(kept.keys().next().value!)
      }
      kept.set(sql, statement)
      return statement
    },
  }
}
