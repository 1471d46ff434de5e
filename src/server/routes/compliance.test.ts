import { expect, it } from 'vitest'
import { accountApp, accountWorld, ALICE, BOB, sessionHeaders, signIn } from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { FIXTURE } from '#test-support/server/fixtures.ts'

interface Report {
  permalink: string
  errors: number
  warnings: number
  findings: { severity: string; point: string; pointer: string; message: string }[]
}

describeEachDatabase('GET /api/v1/products/-{id}/compliance', (db) => {
  it("answers the product's compliance report to an author, with Annex II points", async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const alice = await signIn(app, ALICE)
    const res = await app.request(`/api/v1/products/-${FIXTURE.degreaser.permalink}/compliance`, {
      headers: sessionHeaders(alice, { write: false }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const report = (await res.json()) as Report
    expect(report).toMatchObject({ permalink: FIXTURE.degreaser.permalink, errors: 0 })
    // The degreaser is classified but says nothing on its reactivity: the sheet would say "No data available."
    expect(report.findings).toContainEqual({
      severity: 'warning',
      point: '10.1',
      pointer: '/sds/sections/10.1',
      message: expect.stringContaining('reactivity'),
    })
    expect(report.warnings).toBe(report.findings.length)
  })

  it('answers 404 to a signed-in user who is no author of the product, and 401 to nobody', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const bob = await signIn(app, BOB)
    const url = `/api/v1/products/-${FIXTURE.degreaser.permalink}/compliance`
    expect((await app.request(url, { headers: sessionHeaders(bob, { write: false }) })).status).toBe(404)
    expect((await app.request(url)).status).toBe(401)
    expect((await app.request('/api/v1/products/-noSuchProduct_0001/compliance', { headers: sessionHeaders(bob) })).status).toBe(404)
  })
})
