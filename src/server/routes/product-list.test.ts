import { expect, it } from 'vitest'
import { accountApp, accountWorld, ALICE, sessionHeaders, signIn } from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { assignProduct } from '../repos/accounts.ts'
import { changed, dossierText, FIXTURE, fixtureDossier, fixtureText } from '#test-support/server/fixtures.ts'

interface ListAnswer {
  items: { product_id: number; permalink: string; name: string; code: string; supplier: string; validLangs: number[] }[]
  total: number
  totalIsExact: boolean
  hasNextPage: boolean
  page: number
  pageSize: number
}

describeEachDatabase('GET /api/v1/products/list', (db) => {
  async function listAs(query: string) {
    const app = await accountApp(db().kysely)
    const alice = await signIn(app, ALICE)
    return async (q = query) => {
      const res = await app.request(`/api/v1/products/list${q}`, { headers: sessionHeaders(alice, { write: false }) })
      return { status: res.status, body: (await res.json()) as ListAnswer }
    }
  }

  it("answers the workgroup's products with id, permalink, name, code, supplier and SDS languages", async () => {
    const world = await accountWorld(db().kysely)
    const list = await listAs('')
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body).toEqual({
      items: [
        {
          product_id: world.degreaserId,
          permalink: FIXTURE.degreaser.permalink,
          name: 'Fixture Degreaser Pro',
          code: 'FXD-200',
          supplier: 'Fixture Chemicals d.o.o.',
          validLangs: [1, 2, 3],
        },
      ],
      total: 1,
      totalIsExact: true,
      hasNextPage: false,
      page: 1,
      pageSize: 20,
    })
  })

  it('searches by name, synonym, product code, article code, CAS of the current version and UFI', async () => {
    await accountWorld(db().kysely)
    // The old version 1.0 holds a substance the current 2.0 no longer has: it must not be found.
    const old = changed(fixtureDossier('degreaserOld'), ['substances', 0, 'cas'], '7732-18-5')
    expect((await importDossiers(db().kysely, [dossierText('old.json', old)])).errors).toEqual([])
    const list = await listAs('')
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.permalink)
    const degreaser = [FIXTURE.degreaser.permalink]
    expect(await found('degreaser pro')).toEqual(degreaser)
    expect(await found('5 L')).toEqual(degreaser)
    expect(await found('fxd-200')).toEqual(degreaser)
    expect(await found('FXD-200-1-EU')).toEqual(degreaser)
    expect(await found('67-63-0')).toEqual(degreaser)
    expect(await found('7732-18-5')).toEqual([])
    expect(await found('E600-30P1-S00Y-5079')).toEqual(degreaser)
    expect(await found('e60030p1s00y5079')).toEqual(degreaser)
    expect(await found('primer')).toEqual([])
    expect(await found('%')).toEqual([])
    expect(await found('_')).toEqual([])
  })

  it('pages through the list by name', async () => {
    await accountWorld(db().kysely)
    const more = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, i) =>
      fixtureText('primer', { ...fixtureDossier('primer'), permalink: `fixtureExtra_000${i}`, name, code: `EX-${i}` }, `extra-${i}.json`),
    )
    expect((await importDossiers(db().kysely, more)).errors).toEqual([])
    for (let i = 0; i < 4; i++) await assignProduct(db().kysely, `fixtureExtra_000${i}`, 'lab')
    const list = await listAs('')
    const page = async (n: number) => (await list(`?page=${n}&pageSize=2`)).body
    expect(await page(1)).toMatchObject({ items: [{ name: 'Alpha' }, { name: 'Bravo' }], total: 5, totalIsExact: true, hasNextPage: true })
    expect((await page(2)).items.map((i) => i.name)).toEqual(['Charlie', 'Delta'])
    expect(await page(3)).toMatchObject({ items: [{ name: 'Fixture Degreaser Pro' }], total: 5, hasNextPage: false, page: 3, pageSize: 2 })
    expect((await page(4)).items).toEqual([])
  })

  it('refuses bad paging with 400 naming the parameter, and anonymous callers with 401', async () => {
    await accountWorld(db().kysely)
    const list = await listAs('')
    const bad = await list('?pageSize=1000')
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as { detail: string }).detail).toMatch(/pageSize/)
    const app = await accountApp(db().kysely)
    expect((await app.request('/api/v1/products/list')).status).toBe(401)
  })

  it('ignores products imported without an assignment', async () => {
    await accountWorld(db().kysely)
    const other = { ...fixtureDossier('primer'), permalink: 'fixtureLoose_0001', name: 'Loose Degreaser' }
    await importDossiers(db().kysely, [fixtureText('primer', other, 'loose.json')])
    const list = await listAs('')
    expect((await list('?q=degreaser')).body.items.map((i) => i.permalink)).toEqual([FIXTURE.degreaser.permalink])
  })
})
