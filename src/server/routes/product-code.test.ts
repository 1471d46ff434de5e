import { beforeEach, expect, it } from 'vitest'
import { problemSchema } from '#shared/api/product-detail'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { FIXTURE, fixtureDossier, fixtureText, importFixtures, productApp } from '#test-support/server/fixtures.ts'

/**
 * The scanner's typed product code: the fixture degreaser has the code FXD-200 (its older version
 * had FXD-100) and the article codes FXD-200-1, FXD-200-1-EU and FXD-200-5; the primer has FXP-1.
 */
describeEachDatabase('GET /api/v1/products/byCode', (db) => {
  beforeEach(async () => {
    await importFixtures(db().kysely)
  })

  const lookUp = async (code: string) => {
    const res = await (await productApp(db().kysely)).request(`/api/v1/products/byCode?${new URLSearchParams({ code })}`)
    return { status: res.status, body: (await res.json()) as unknown }
  }
  const degreaser = { permalink: FIXTURE.degreaser.permalink, name: fixtureDossier('degreaser').name }

  it('finds a product by its own code or an article code, in any letter case, without a session', async () => {
    expect(await lookUp('FXD-200')).toEqual({ status: 200, body: { products: [degreaser] } })
    expect(await lookUp(' fxd-200-1-eu ')).toEqual({ status: 200, body: { products: [degreaser] } })
    expect(await lookUp('FXP-1')).toEqual({
      status: 200,
      body: { products: [{ permalink: FIXTURE.primer.permalink, name: fixtureDossier('primer').name }] },
    })
  })

  it('matches the whole code only, and the current one', async () => {
    // A part of a code, a code with more after it, the name, and the code of an older version are no codes of the product now.
    for (const code of ['FXD-20', 'FXD-200-1-E', 'FXD', degreaser.name, 'FXD-100', 'FXD%', 'FXD-200_1'])
      expect(await lookUp(code), code).toEqual({ status: 200, body: { products: [] } })
  })

  it('lists every product under a shared article code, by name', async () => {
    const twin = { ...fixtureDossier('degreaser'), permalink: 'fixtureTwin_000001', name: 'A twin degreaser', code: 'TWN-1' }
    const report = await importDossiers(db().kysely, [fixtureText('degreaser', twin, 'twin.json')])
    expect(report.errors).toEqual([])
    const found = await lookUp('FXD-200-5')
    expect(found.body).toEqual({ products: [{ permalink: 'fixtureTwin_000001', name: 'A twin degreaser' }, degreaser] })
    expect((await lookUp('TWN-1')).body).toEqual({ products: [{ permalink: 'fixtureTwin_000001', name: 'A twin degreaser' }] })
  })

  it('refuses a code shorter than three characters or longer than 100, naming the parameter', async () => {
    for (const code of ['', 'AB', '  AB  ', 'A'.repeat(101)]) {
      const { status, body } = await lookUp(code)
      expect(status, code).toBe(400)
      expect(problemSchema.parse(body).errors?.[0]?.pointer).toBe('/code')
    }
  })
})
