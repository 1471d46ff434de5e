import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '#server/app'
import { openDb } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { createLogger } from '#server/log'
import { readPhraseLibrary } from '#server/phrases/library'

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
