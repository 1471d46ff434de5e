import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { accountApp, accountWorld, ALICE, BOB, sessionHeaders, signIn } from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { validateSdscom } from '../exchange/sdscom/validate.ts'
import { logShares } from '../notices/share-log.ts'
import { FIXTURE } from '#test-support/server/fixtures.ts'

const DIR = fileURLToPath(new URL('../../../tests/fixtures/sdscom/', import.meta.url))
const descaler = readFileSync(`${DIR}descaler-en.xml`, 'utf8')
const xml = { 'content-type': 'application/xml' }

describeEachDatabase('SDScom over the API', (db) => {
  const world = async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    return { app, alice: await signIn(app, ALICE), bob: await signIn(app, BOB) }
  }
  const post = (app: Awaited<ReturnType<typeof world>>['app'], body: string, headers: Record<string, string>) =>
    app.request('http://portal.test/api/v1/import', { method: 'POST', body, headers })

  it('imports an SDScom file for the caller’s workgroup and refuses it to another workgroup', async () => {
    const { app, alice, bob } = await world()
    expect((await post(app, descaler, xml)).status).toBe(401)

    const res = await post(app, descaler, { ...xml, ...sessionHeaders(alice) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      results: [{ permalink: 'sdscom-descaler-citro-en', version: '1.0', outcome: 'created' }],
      warnings: [],
      notices: 0,
    })
    const list = await db()
      .kysely.selectFrom('product_workgroups as pw')
      .innerJoin('products as p', 'p.id', 'pw.product_id')
      .innerJoin('workgroups as w', 'w.id', 'pw.workgroup_id')
      .select('w.name')
      .where('p.permalink', '=', 'sdscom-descaler-citro-en')
      .execute()
    expect(list.map((r) => r.name)).toEqual(['lab'])

    // Bob's workgroup may not overwrite Alice's product, not even with the same file.
    const refused = await post(app, descaler.replace('<VersionNo>1.0</VersionNo>', '<VersionNo>1.1</VersionNo>'), {
      ...xml,
      ...sessionHeaders(bob),
    })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      errors: [{ pointer: expect.stringContaining('ProductNoUser[1]'), reason: expect.stringContaining('not in your workgroup') }],
    })
  })

  it('a new version whose composition changed queues a revision notice to whoever was sent the sheet', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely, {}, { publicUrl: 'https://portal.test' })
    const alice = await signIn(app, ALICE)
    expect((await post(app, descaler, { ...xml, ...sessionHeaders(alice) })).status).toBe(200)
    const product = await db()
      .kysely.selectFrom('products')
      .select('id')
      .where('permalink', '=', 'sdscom-descaler-citro-en')
      .executeTakeFirstOrThrow()
    await logShares(db().kysely, [
      { productId: product.id, sharedBy: 1, recipient: 'buyer@customer.example', messageLang: 'en', docLangId: 1 },
    ])
    // Section 3 changes (the citric acid range); Annex II asks the recipients of the last 12 months to get the new sheet.
    const revised = descaler
      .replace('<VersionNo>1.0</VersionNo>', '<VersionNo>1.1</VersionNo>')
      .replace('<RevisionDate>2026-11-20</RevisionDate>', '<RevisionDate>2026-11-22</RevisionDate>')
      .replace('<LowerValue>20</LowerValue>', '<LowerValue>21</LowerValue>')
    const res = await post(app, revised, { ...xml, ...sessionHeaders(alice) })
    expect(await res.json()).toMatchObject({ results: [{ version: '1.1', outcome: 'created' }], notices: 1 })
    const queued = await db().kysely.selectFrom('mail_queue').select(['recipient', 'kind']).execute()
    expect(queued).toEqual([{ recipient: 'buyer@customer.example', kind: 'revision-notice' }])
  })

  it('answers a broken file with a problem naming the XPath, and takes files past the 64 KiB form limit', async () => {
    const { app, alice } = await world()
    const bad = await post(app, descaler.replace('<CasNo>77-92-9</CasNo>', '<CasNo>77-92-X</CasNo>'), { ...xml, ...sessionHeaders(alice) })
    expect(bad.status).toBe(422)
    expect(bad.headers.get('content-type')).toBe('application/problem+json')
    expect(((await bad.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe(
      '/DatasheetFeed[1]/Datasheet[1]/Composition[1]/RegionEU[1]/Component[1]/Substance[1]/CasNo[1]',
    )
    // 200 KB of comment: past the limit of every other call, well within the import's 5 MB.
    const padded = descaler.replace('<Datasheet>', `<!-- ${'x'.repeat(200_000)} --><Datasheet>`)
    expect((await post(app, padded, { ...xml, ...sessionHeaders(alice) })).status).toBe(200)
    const huge = descaler.replace('<Datasheet>', `<!-- ${'x'.repeat(6_000_000)} --><Datasheet>`)
    expect((await post(app, huge, { ...xml, ...sessionHeaders(alice) })).status).toBe(413)
    expect((await post(app, descaler, { 'content-type': 'text/plain', ...sessionHeaders(alice) })).status).toBe(415)
  })

  it('exports a product version in a chosen language as valid SDScom, for anyone', async () => {
    const { app } = await world()
    const res = await app.request(`http://portal.test/api/v1/products/-${FIXTURE.degreaser.permalink}/sdscom.xml?lang=de`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('<FreetextLanguageCode>de</FreetextLanguageCode>')
    expect(await validateSdscom(text)).toMatchObject({ ok: true })
    // What the file leaves out is said, not dropped silently: here the product's other languages.
    expect(res.headers.get('dossier-not-carried')).toMatch(/\/languages\/\d+/)
    const named = await app.request(`http://portal.test/api/v1/products/-${FIXTURE.degreaser.permalink}/sdscom.xml?version=2.0`)
    expect(await named.text()).toContain('<VersionNo>2.0</VersionNo>')
    expect((await app.request(`http://portal.test/api/v1/products/-${FIXTURE.degreaser.permalink}/sdscom.xml?lang=fi`)).status).toBe(404)
    expect((await app.request(`http://portal.test/api/v1/products/-${FIXTURE.degreaser.permalink}/sdscom.xml?lang=xx`)).status).toBe(400)
    expect((await app.request(`http://portal.test/api/v1/products/-${FIXTURE.degreaser.permalink}/sdscom.xml?version=9.9`)).status).toBe(
      404,
    )
  })
})
