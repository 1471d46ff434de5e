import { join } from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDatabase, type TestDb } from '#test-support/server/databases.ts'
import { parseEnv } from './env.ts'
import { importDossiers } from './import/dossier-import.ts'
import { startServer, type RunningServer } from './index.ts'
import { countProducts } from './repos/products.ts'
import { demoProducts, FIXTURE, fixtureText, STABLE_DEMO_PERMALINKS, tempDir } from '#test-support/server/fixtures.ts'

function envFor(db: TestDb, extra: Record<string, string> = {}) {
  const target = 'databaseUrl' in db.config ? { DATABASE_URL: db.config.databaseUrl } : { SQLITE_FILE: db.config.sqliteFile }
  return parseEnv({ ...target, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DIST_DIR: join(tempDir(), 'dist'), ...extra })
}

const url = (server: RunningServer, path: string) => `http://127.0.0.1:${server.port}${path}`
const detailUrl = (server: RunningServer, permalink: string) => url(server, `/api/v1/products/-${permalink}/detail`)

describeEachDatabase('startServer', (db) => {
  it('loads the demo catalogue into an empty database, serves over HTTP, and stops on close()', async () => {
    const server = await startServer(envFor(db()))
    let closed = false
    try {
      expect(server.port).toBeGreaterThan(0)
      expect(await countProducts(db().kysely)).toBe(demoProducts().size)
      for (const permalink of STABLE_DEMO_PERMALINKS) {
        const res = await fetch(detailUrl(server, permalink))
        expect(res.status).toBe(200)
        expect(await res.json()).toMatchObject({ basic: { id: permalink } })
      }
      // The phrase library is loaded and handed to the app.
      const pictogram = await fetch(url(server, '/api/v1/pictograms/GHS02.svg'))
      expect(pictogram.status).toBe(200)
      expect(await pictogram.text()).toMatch(/<svg/)

      await server.close()
      closed = true
      await expect(fetch(detailUrl(server, STABLE_DEMO_PERMALINKS[0]!))).rejects.toThrow()
    } finally {
      if (!closed) await server.close()
    }
  })

  it('leaves a database that already has products as it is', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const server = await startServer(envFor(db()))
    try {
      expect(await countProducts(db().kysely)).toBe(1)
      expect((await fetch(detailUrl(server, STABLE_DEMO_PERMALINKS[0]!))).status).toBe(404)
      expect((await fetch(detailUrl(server, FIXTURE.primer.permalink))).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('does not load the demo catalogue when DEMO_CATALOGUE is off', async () => {
    const server = await startServer(envFor(db(), { DEMO_CATALOGUE: 'off' }))
    try {
      expect(await countProducts(db().kysely)).toBe(0)
      expect((await fetch(url(server, '/api/v1/pictograms/GHS02.svg'))).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('rejects, instead of hanging or crashing, when the port is taken', async () => {
    const first = await startServer(envFor(db()))
    try {
      await expect(startServer(envFor(db(), { PORT: String(first.port) }))).rejects.toThrow(/EADDRINUSE|in use/)
    } finally {
      await first.close()
    }
  })
})
