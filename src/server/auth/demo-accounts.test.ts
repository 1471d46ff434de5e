import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath, importDossiers } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { countUsers } from '../repos/accounts.ts'
import { demoFiles, fixtureText, silentLog } from '#test-support/server/fixtures.ts'
import { DEMO_COATINGS_USER, DEMO_USER, ensureDemoAccounts } from './demo-accounts.ts'
import { accountApp, sessionHeaders, signIn } from '#test-support/server/accounts.ts'

describeEachDatabase('demo accounts', (db) => {
  it("the demo user signs in, lists every demo product, and opens the files restricted to 'Alpenchem QA'", async () => {
    expect((await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)).ok).toBe(true)
    await ensureDemoAccounts(db().kysely, DEMO_CATALOGUE_DIR, silentLog)
    const app = await accountApp(db().kysely)
    const demo = await signIn(app, DEMO_USER)
    const list = (await (
      await app.request('/api/v1/products/list?pageSize=100', { headers: sessionHeaders(demo, { write: false }) })
    ).json()) as {
      items: { permalink: string }[]
    }
    const permalinks = [...new Set(demoFiles().map((f) => f.json.permalink))].sort()
    expect(list.items.map((i) => i.permalink).sort()).toEqual(permalinks)

    const coatings = await signIn(app, DEMO_COATINGS_USER)
    const theirs = (await (
      await app.request('/api/v1/products/list?pageSize=100', { headers: sessionHeaders(coatings, { write: false }) })
    ).json()) as {
      items: { permalink: string }[]
    }
    const coatingsPermalinks = [
      ...new Set(
        demoFiles()
          .filter((f) => f.json.edition === 'coatings')
          .map((f) => f.json.permalink),
      ),
    ].sort()
    expect(theirs.items.map((i) => i.permalink).sort()).toEqual(coatingsPermalinks)

    // Whatever the demo catalogue restricts to the demo workgroup opens for the demo user, and for nobody else.
    for (const permalink of permalinks) {
      const detail = (await (await app.request(`/api/v1/products/-${permalink}/detail`)).json()) as {
        attachments?: { data: Record<string, { link: string }> }
      }
      const restricted = await db()
        .kysely.selectFrom('attachments')
        .innerJoin('products', 'products.id', 'attachments.product_id')
        .select('attachments.id')
        .where('products.permalink', '=', permalink)
        .where('attachments.restricted_workgroup', '=', 'Alpenchem QA')
        .execute()
      for (const { id } of restricted) {
        const link =
          Object.values(detail.attachments?.data ?? {}).find((a) => a.link.endsWith(`/attachments/${id}`))?.link ??
          `/api/v1/products/-${permalink}/attachments/${id}`
        expect((await app.request(link, { headers: sessionHeaders(demo, { write: false }) })).status).toBe(200)
        expect((await app.request(link, { headers: sessionHeaders(coatings, { write: false }) })).status).toBe(403)
        expect((await app.request(link)).status).toBe(403)
      }
    }
  })

  it("keeps the formaldehyde solution's QA file out of the detail for visitors and other workgroups; 'Alpenchem QA' sees it", async () => {
    expect((await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)).ok).toBe(true)
    await ensureDemoAccounts(db().kysely, DEMO_CATALOGUE_DIR, silentLog)
    const app = await accountApp(db().kysely)
    const detailFor = async (headers: Record<string, string> = {}) => {
      const res = await app.request('/api/v1/products/-APlKLSLHAXDc0DRT/detail', { headers })
      expect(res.status).toBe(200)
      const text = await res.text()
      const data = (
        JSON.parse(text) as { attachments: { data: Record<string, { description: string; size: number; restricted: boolean }> } }
      ).attachments.data
      return { text, attachments: Object.values(data) }
    }
    const restrictedFile = 'fixol-f37-qa-release-notes-sl.txt'
    // The member asks first, so the detail cache holds the answer with the file when the others ask.
    const member = await detailFor(sessionHeaders(await signIn(app, DEMO_USER), { write: false }))
    expect(member.attachments.filter((a) => a.restricted).map((a) => a.description)).toEqual([restrictedFile])
    const size = member.attachments.find((a) => a.restricted)!.size
    for (const stranger of [{}, sessionHeaders(await signIn(app, DEMO_COATINGS_USER), { write: false })]) {
      const { text, attachments } = await detailFor(stranger)
      expect(attachments.length).toBe(member.attachments.length - 1)
      expect(attachments.some((a) => a.restricted)).toBe(false)
      expect(text).not.toContain('qa-release-notes')
      expect(attachments.map((a) => a.size)).not.toContain(size)
    }
  })

  it('leaves a database with accounts, or without the demo products, alone', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    await ensureDemoAccounts(db().kysely, DEMO_CATALOGUE_DIR, silentLog)
    expect(await countUsers(db().kysely)).toBe(0)
    expect((await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)).ok).toBe(true)
    await ensureDemoAccounts(db().kysely, DEMO_CATALOGUE_DIR, silentLog)
    expect(await countUsers(db().kysely)).toBe(2)
    await ensureDemoAccounts(db().kysely, DEMO_CATALOGUE_DIR, silentLog)
    expect(await countUsers(db().kysely)).toBe(2)
  })
})
