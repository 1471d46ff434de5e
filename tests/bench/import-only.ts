import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { generateCatalogue } from '#server/demo-generator/generate'
import { importValue, postgresSchema, timedImport } from './catalogue.ts'

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
  try {
    const imported = await timedImport(postgres?.config ?? { sqliteFile: join(tmp, 'bench.sqlite') }, dir)
    await imported.db.close()
    const perProduct = 1000 / imported.perCpuSecond
    console.log(`${database}: ${imported.count} products, ${importValue(imported)} (${perProduct.toFixed(2)} ms per product)`)
  } finally {
    await postgres?.drop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, second, third] = process.argv.slice(2)
  if (first === 'generate') await generateCatalogue({ count: Number(third ?? 2000), outDir: second!, seed: 1 })
  else await importOnce(first ?? '/tmp/dossier-bench-files', second ?? 'sqlite')
}
