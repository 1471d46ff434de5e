import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { productDetailSchema } from '#shared/api/product-detail'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { describeEachDatabase, POSTGRES_TEST_URL, testDatabaseTargets } from '#test-support/server/databases.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { createLogger } from '../log.ts'
import { changed, FIXTURE, fixtureDossier, fixtureText, importFixtures, productApp, silentLog } from '#test-support/server/fixtures.ts'
import { catalogueChanged, catalogueGeneration, watchCatalogueGeneration } from './catalogue-generation.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const stored = async (db: Kysely<Database>) =>
  (await db.selectFrom('catalogue_generation').select('generation').executeTakeFirstOrThrow()).generation

const renamed = (name: string) => fixtureText('degreaser', changed(fixtureDossier('degreaser'), ['name'], name))
const DETAIL = `/api/v1/products/-${FIXTURE.degreaser.permalink}/detail`
const SDS = `/api/v1/sdsRender/view/-${FIXTURE.degreaser.permalink}/1`
const nameIn = async (res: Response) => productDetailSchema.parse(await res.json()).basic.text

describeEachDatabase('catalogue generation', (db) => {
  it('moves with every import, inside its transaction: a refused import leaves it where it was', async () => {
    const start = await stored(db().kysely)
    await importFixtures(db().kysely)
    expect(await stored(db().kysely)).toBe(start + 1)
    expect(catalogueGeneration(db().kysely)).toBe(start + 1)

    const refused = await importDossiers(db().kysely, [renamed('Degreaser, renamed'), { file: 'broken.json', text: '{' }])
    expect(refused.ok).toBe(false)
    expect(await stored(db().kysely)).toBe(start + 1)
    expect(catalogueGeneration(db().kysely)).toBe(start + 1)
  })
})

const postgres = testDatabaseTargets.find((t) => t.dialect === 'postgres')!

describe.skipIf(postgres.skip !== undefined)('catalogue generation across two instances on one PostgreSQL', () => {
  /** Two instances: two pools on one fresh database; B listens as a server does. */
  async function cluster(listenerName: string, pollMs?: number) {
    const fresh = await postgres.create()
    const [a, b] = [openDb(fresh.config), openDb(fresh.config)]
    await migrateToLatest(a.kysely, a.dialect)
    await importFixtures(a.kysely)
    const url = new URL((fresh.config as { databaseUrl: string }).databaseUrl)
    url.searchParams.set('application_name', listenerName)
    const warnings: string[] = []
    const log = createLogger('warn', (line) => void warnings.push(line))
    // Far longer than the waits below: what B learns, it learns from the notification (or the outage poll).
    const watch = await watchCatalogueGeneration({ db: b.kysely, databaseUrl: url.toString(), log, pollMs, listeningPollMs: 10 * 60_000 })
    return {
      a,
      b,
      watch,
      warnings,
      async close() {
        await watch.stop()
        await Promise.all([a.close(), b.close()])
        await fresh.drop()
      },
    }
  }
  const learned = (b: Kysely<Database>, generation: number) =>
    vi.waitFor(() => expect(catalogueGeneration(b)).toBe(generation), { timeout: 5000, interval: 5 })

  it('answers an import through instance A on instance B as soon as the notification arrives: detail, ETag and SDS', async () => {
    const c = await cluster(`dossier-test-${process.pid}-notify`)
    try {
      expect(c.watch.listening()).toBe(true)
      const [appA, appB] = await Promise.all([productApp(c.a.kysely), productApp(c.b.kysely, { log: silentLog })])
      const before = await appB.request(DETAIL)
      const etag = before.headers.get('etag')!
      expect(await nameIn(before)).not.toBe('Degreaser, cluster-wide')
      expect(await (await appB.request(SDS)).text()).not.toContain('Degreaser, cluster-wide')

      const report = await importDossiers(c.a.kysely, [renamed('Degreaser, cluster-wide')])
      expect(report.errors).toEqual([])
      expect(await nameIn(await appA.request(DETAIL))).toBe('Degreaser, cluster-wide')
      await learned(c.b.kysely, catalogueGeneration(c.a.kysely))

      const after = await appB.request(DETAIL, { headers: { 'If-None-Match': etag } })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(etag)
      expect(await nameIn(after)).toBe('Degreaser, cluster-wide')
      expect(await (await appB.request(SDS)).text()).toContain('Degreaser, cluster-wide')
    } finally {
      await c.close()
    }
  })

  it('reads the generation every poll while its connection is lost, then listens again', async () => {
    const name = `dossier-test-${process.pid}-lost`
    const c = await cluster(name, 50)
    try {
      expect(c.watch.listening()).toBe(true)
      const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL })
      await admin.connect()
      try {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name])
      } finally {
        await admin.end()
      }
      await vi.waitFor(() => expect(c.warnings.join('')).toContain('catalogue listener lost'), { timeout: 5000, interval: 5 })
      await catalogueChanged(c.a.kysely)
      await learned(c.b.kysely, catalogueGeneration(c.a.kysely))
      await vi.waitFor(() => expect(c.watch.listening()).toBe(true), { timeout: 5000, interval: 5 })
      // Listening again: the next change arrives by notification.
      await catalogueChanged(c.a.kysely)
      await learned(c.b.kysely, catalogueGeneration(c.a.kysely))
    } finally {
      await c.close()
    }
  })
})
