import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openDb, type DbConfig } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { generateCatalogue } from '#server/demo-generator/generate'
import { importDossierPath } from '#server/import/dossier-import'
import { postgresSchema } from './catalogue.ts'

/**
 * The import alone, for comparing code: `npx tsx tests/bench/import-only.ts generate DIR N` writes N
 * generated products into DIR; `npx tsx tests/bench/import-only.ts DIR [sqlite|postgres]` imports
 * them into a new database and prints products per second of wall time and per second of the
 * process's processor time (worker threads included), with the load average. On a shared machine
 * the processor time is the figure to compare: run old and new code one after the other.
 */
async function importOnce(dir: string, database: string) {
  const tmp = mkdtempSync(join(tmpdir(), 'dossier-bench-import-'))
  const postgres = database === 'postgres' ? await postgresSchema() : undefined
  if (database === 'postgres' && !postgres) throw new Error('PostgreSQL does not answer')
  const config: DbConfig = postgres?.config ?? { sqliteFile: join(tmp, 'bench.sqlite') }
  const db = openDb(config)
  try {
    await migrateToLatest(db.kysely, db.dialect)
    const started = performance.now()
    const cpu = process.cpuUsage()
    const report = await importDossierPath(db.kysely, dir)
    const seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    if (!report.ok) throw new Error(`the files do not import: ${JSON.stringify(report.errors.slice(0, 3))}`)
    const n = report.results.length
    const cpuSeconds = (used.user + used.system) / 1e6
    console.log(
      `${database}: ${n} products, ${(n / seconds).toFixed(0)}/s wall (${seconds.toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)}), ` +
        `${(n / cpuSeconds).toFixed(0)} per CPU-s (${((cpuSeconds * 1000) / n).toFixed(2)} ms of processor time per product)`,
    )
  } finally {
    await db.close()
    await postgres?.drop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, second, third] = process.argv.slice(2)
  if (first === 'generate') await generateCatalogue({ count: Number(third ?? 2000), outDir: second!, seed: 1 })
  else await importOnce(first ?? '/tmp/dossier-bench-files', second ?? 'sqlite')
}
