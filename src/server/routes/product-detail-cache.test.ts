import { afterAll, expect, it } from 'vitest'
import { productDetailSchema } from '#shared/api/product-detail'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { changed, fixtureDossier, fixtureText, importFixtures, productApp, FIXTURE } from '#test-support/server/fixtures.ts'

/**
 * The detail answer is kept as bytes per product state; a change to the product must never be
 * answered from the old bytes.
 */
const db = openDb({ sqliteFile: ':memory:' })
await migrateToLatest(db.kysely, db.dialect)
afterAll(() => db.close())

it('answers the new data at once after an import changes the product, with a new ETag', async () => {
  await importFixtures(db.kysely)
  const app = await productApp(db.kysely)
  const path = `/api/v1/products/-${FIXTURE.primer.permalink}/detail`
  const before = await app.request(path)
  const etag = before.headers.get('etag')!
  expect(productDetailSchema.parse(await before.json()).basic.text).not.toBe('Primer, renamed')
  expect((await app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304)

  const report = await importDossiers(db.kysely, [fixtureText('primer', changed(fixtureDossier('primer'), ['name'], 'Primer, renamed'))])
  expect(report.errors).toEqual([])

  const after = await app.request(path, { headers: { 'If-None-Match': etag } })
  expect(after.status).toBe(200)
  expect(after.headers.get('etag')).not.toBe(etag)
  expect(productDetailSchema.parse(await after.json()).basic.text).toBe('Primer, renamed')
})

it('does not keep problem answers: an unknown version is refused each time, a known one answers', async () => {
  const app = await productApp(db.kysely)
  const path = `/api/v1/products/-${FIXTURE.primer.permalink}/detail`
  expect((await app.request(`${path}?version=999999`)).status).toBe(400)
  expect((await app.request(`${path}?version=999999`)).status).toBe(400)
  expect((await app.request(path)).status).toBe(200)
})
