import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../src/server/app.ts'
import { openDb } from '../../src/server/db/client.ts'
import { migrateToLatest } from '../../src/server/db/migrate.ts'
import { importDossierPath } from '../../src/server/import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../../src/server/index.ts'
import { createLogger } from '../../src/server/log.ts'
import { readPhraseLibrary } from '../../src/server/phrases/library.ts'

/** Median time of GET product detail through the whole app (routing, database, QR), 500 runs after warm-up. */
export async function benchProductDetail(): Promise<{ medianMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') })
  try {
    await migrateToLatest(db.kysely, db.dialect)
    await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
    const app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'bench', library: await readPhraseLibrary(db.kysely) })
    const call = () => app.request('/api/v1/products/-uIw9ByCUgkide7d8/detail')
    for (let i = 0; i < 50; i++) await call()
    const times: number[] = []
    for (let i = 0; i < 500; i++) {
      const start = performance.now()
      await (await call()).arrayBuffer()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return { medianMs: times[Math.floor(times.length / 2)]! }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
