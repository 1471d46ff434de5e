import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { accountWorld } from '#test-support/server/accounts.ts'
import { describeEachDatabase, type TestDb } from '#test-support/server/databases.ts'
import { generateCatalogue } from '../demo-generator/generate.ts'
import { importDossierPath, importDossiers } from '../import/dossier-import.ts'
import { dossierText, FIXTURE, tempDir } from '#test-support/server/fixtures.ts'
import { assignProduct, createWorkgroup } from './accounts.ts'
import { COUNT_CAP, listWorkgroupProducts, PROBED_TEXTS, workgroupProductsMatching } from './product-list.ts'
import { refreshSearchTerms } from './search-terms.ts'
import type { DossierJson } from '../demo-generator/variant.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** 40 generated products, all in the workgroup 'lab'; answers the files' contents. */
async function catalogue(db: TestDb): Promise<{ labId: number; products: DossierJson[] }> {
  const { labId } = await accountWorld(db.kysely)
  const dir = tempDir()
  await generateCatalogue({ count: 40, outDir: dir, seed: 11 })
  expect((await importDossierPath(db.kysely, dir)).errors).toEqual([])
  const products = readdirSync(dir).map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as DossierJson)
  for (const p of products) await assignProduct(db.kysely, p.permalink, 'lab')
  return { labId, products }
}

/**
 * `count` copies of the fixture degreaser's product row, named "Bulk Cleaner 0000", "Bulk Cleaner 0001", …,
 * in the workgroup, with their search texts written as an import writes them. Rows rather than imported
 * files: a thousand imports would make the test slow, and the list reads only these rows.
 */
async function bulkProducts(db: TestDb, workgroupId: number, count: number, workgroupOf = (_i: number) => workgroupId): Promise<string[]> {
  const { id: _id, ...row } = await db.kysely
    .selectFrom('products')
    .selectAll()
    .where('permalink', '=', FIXTURE.degreaser.permalink)
    .executeTakeFirstOrThrow()
  const names = Array.from({ length: count }, (_, i) => `Bulk Cleaner ${String(i).padStart(4, '0')}`)
  const ids: number[] = []
  for (let i = 0; i < count; i += 200) {
    const rows = names.slice(i, i + 200).map((name, j) => ({ ...row, name, permalink: `bulkCleaner_${i + j}`, code: `BULK-${i + j}` }))
    ids.push(...(await db.kysely.insertInto('products').values(rows).returning('id').execute()).map((r) => r.id))
  }
  for (let i = 0; i < ids.length; i += 200)
    await db.kysely
      .insertInto('product_workgroups')
      .values(ids.slice(i, i + 200).map((product_id, j) => ({ product_id, workgroup_id: workgroupOf(i + j) })))
      .execute()
  await refreshSearchTerms(db.kysely, ids)
  return names
}

async function plan(db: TestDb, workgroupId: number, q: string): Promise<string> {
  const query = workgroupProductsMatching(db.kysely, workgroupId, q).select('p.id').compile()
  // Bind the same parameters: EXPLAIN of the very statement the list runs.
  return db.kysely.connection().execute(async (conn) => {
    if (db.dialect === 'postgres') {
      await sql`analyze`.execute(conn)
      // A few dozen rows are cheaper to read in full or product by product: forbid reading a table whole
      // and the joins that go product by product, so the plan shows whether the trigram index can serve
      // the search condition at all (with lower(term) like … it could not, and the plan would say so).
      for (const setting of ['enable_seqscan', 'enable_indexscan', 'enable_nestloop', 'enable_mergejoin'])
        await sql`set ${sql.raw(setting)} = off`.execute(conn)
    }
    const { rows } = await conn.executeQuery<Record<string, string>>({
      sql: `explain ${db.dialect === 'sqlite' ? 'query plan ' : ''}${query.sql}`,
      parameters: query.parameters,
      query: query.query,
      queryId: query.queryId,
    })
    if (db.dialect === 'postgres') await sql`reset all`.execute(conn)
    return rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n')
  })
}

describeEachDatabase('product list search', (db) => {
  it('finds a product by part of its name, its code, an article code, a CAS number and its UFI', async () => {
    const { labId, products } = await catalogue(db())
    const product = products.find((p) => p.synonyms[0]?.ufi && p.substances.some((s: { cas?: string }) => s.cas))!
    const found = async (q: string) =>
      (await listWorkgroupProducts(db().kysely, { workgroupId: labId, q, page: 1, pageSize: 100 })).items.map((i) => i.permalink)
    const name = product.name as string
    expect(await found(name.slice(2, 9))).toContain(product.permalink)
    expect(await found(name.slice(2, 9).toUpperCase())).toContain(product.permalink)
    expect(await found(product.code)).toEqual([product.permalink])
    expect(await found(product.code.toLowerCase())).toEqual([product.permalink])
    expect(await found(product.synonyms[0].articles[0].code)).toContain(product.permalink)
    const cas = product.substances.find((s: { cas?: string }) => s.cas).cas as string
    const withCas = products.filter((p) => p.substances.some((s: { cas?: string }) => s.cas === cas)).map((p) => p.permalink)
    expect((await found(cas)).sort()).toEqual(withCas.sort())
    const ufi = product.synonyms[0].ufi as string
    expect(await found(ufi)).toEqual([product.permalink])
    expect(await found(ufi.slice(5, 14))).toEqual([product.permalink])
    expect(await found(ufi.replace(/-/g, '').toLowerCase())).toEqual([product.permalink])
    expect(await found(ufi.replace(/-/g, ' '))).toEqual([product.permalink])
    expect(await found('zzzz-no-such-product')).toEqual([])
    expect(await found('"')).toEqual([])
    expect(await found('" OR "a')).toEqual([])
  })

  it('answers the same products through the index as a plain substring search over every text', async () => {
    const { labId, products } = await catalogue(db())
    const texts = (p: DossierJson): string[] => [
      p.name,
      p.code,
      ...p.synonyms.flatMap((s: { name: string; ufi?: string; articles: { code: string }[] }) => [
        s.name,
        s.ufi ?? '',
        ...s.articles.map((a) => a.code),
      ]),
      ...p.substances.map((s: { cas?: string }) => s.cas ?? ''),
    ]
    for (const q of ['cle', 'Pro', 'ner 2', '67-6', 'HD', '-1', 'e', 'a E']) {
      // The old list's rule: a text contains the search, or a UFI without dashes contains it without spaces and dashes.
      const compact = q.replace(/[\s-]/g, '').toLowerCase()
      const ufis = (p: DossierJson): string[] => p.synonyms.map((s: { ufi?: string }) => (s.ufi ?? '').replace(/-/g, '').toLowerCase())
      const expected = products
        .filter(
          (p) => texts(p).some((t) => t.toLowerCase().includes(q.toLowerCase())) || ufis(p).some((u) => u !== '' && u.includes(compact)),
        )
        .map((p) => p.permalink)
        .sort()
      const { items, total } = await listWorkgroupProducts(db().kysely, { workgroupId: labId, q, page: 1, pageSize: 100 })
      const fixtures = items.filter((i) => !products.some((p) => p.permalink === i.permalink))
      expect(
        items
          .map((i) => i.permalink)
          .filter((p) => !fixtures.some((f) => f.permalink === p))
          .sort(),
        q,
      ).toEqual(expected)
      expect(total).toBe(items.length)
      // Whichever way the database is told to find them (many matches: walking the name index; few: the
      // search index, then sorting; or left to itself): the same products in the same order.
      const ordered = async (matches?: 'few' | 'many') =>
        (await workgroupProductsMatching(db().kysely, labId, q, matches).select('p.id').orderBy('p.name').orderBy('p.id').execute()).map(
          (r) => r.id,
        )
      const planned = await ordered()
      expect(await ordered('many'), q).toEqual(planned)
      expect(await ordered('few'), q).toEqual(planned)
    }
  })

  it('keeps the search texts with the current version: a new name is found, the old one is not', async () => {
    const { labId, products } = await catalogue(db())
    const product = products[0]!
    const renamed = {
      ...product,
      name: 'Quixotic Renamed Cleaner',
      version: { number: '9.0', revisionDate: '2026-11-20', createdDate: '2026-11-20' },
    }
    expect((await importDossiers(db().kysely, [dossierText('renamed.json', renamed)])).errors).toEqual([])
    const found = async (q: string) => (await listWorkgroupProducts(db().kysely, { workgroupId: labId, q, page: 1, pageSize: 100 })).items
    expect((await found('quixotic')).map((i) => i.permalink)).toEqual([product.permalink])
    expect((await found(product.name)).map((i) => i.permalink)).not.toContain(product.permalink)
    // What the migration writes for products stored before it equals what imports keep up to date.
    const terms = async () =>
      (await db().kysely.selectFrom('product_search_terms').select(['product_id', 'term', 'ufi']).execute())
        .map((r) => `${r.product_id} ${r.term} ${r.ufi}`)
        .sort()
    const kept = await terms()
    await refreshSearchTerms(db().kysely, undefined)
    expect(await terms()).toEqual(kept)
  })

  it('counts matches up to 1,000 and says "more than" beyond, while pages go on to the last match', async () => {
    const { labId } = await accountWorld(db().kysely)
    const names = await bulkProducts(db(), labId, COUNT_CAP + 1)
    const list = (q: string, page = 1, pageSize = 20) => listWorkgroupProducts(db().kysely, { workgroupId: labId, q, page, pageSize })
    const names_ = (r: { items: { name: string }[] }) => r.items.map((i) => i.name)

    // 1,001 matches: the answer never claims a number it did not count.
    const many = await list('bulk cleaner')
    expect(many).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
    expect(names_(many)).toEqual(names.slice(0, 20))
    // Exactly the cap ("Bulk Cleaner 0000" to "0999") is still exact, and its last page has no next one.
    expect(await list('bulk cleaner 0')).toMatchObject({ total: 1000, totalIsExact: true, hasNextPage: true })
    expect(await list('bulk cleaner 0', 50)).toMatchObject({ totalIsExact: true, hasNextPage: false })
    expect(names_(await list('bulk cleaner 0', 50)).at(-1)).toBe('Bulk Cleaner 0999')
    // Past the counted matches the pages go on in name order; the last one says no page follows it.
    const fiftieth = await list('bulk cleaner', 50)
    expect(names_(fiftieth)).toEqual(names.slice(980, 1000))
    expect(fiftieth).toMatchObject({ totalIsExact: false, hasNextPage: true })
    const last = await list('bulk cleaner', 51)
    expect(last).toMatchObject({ items: [{ name: 'Bulk Cleaner 1000' }], totalIsExact: false, hasNextPage: false })
    expect((await list('bulk cleaner', 52)).items).toEqual([])
    // A product matching through several of its texts is counted once: "Bulk Cleaner 0100" / "BULK-100" and "… 1000" / "BULK-1000".
    expect(await list('100')).toMatchObject({ total: 2, totalIsExact: true, hasNextPage: false })
    // No search: the workgroup's 1,001 copies and the degreaser.
    expect(await list('')).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
    expect(await list('', 51)).toMatchObject({
      items: [{ name: 'Bulk Cleaner 1000' }, { name: 'Fixture Degreaser Pro' }],
      hasNextPage: false,
    })
    // One and two characters: no trigram index, the same bounded answer from reading the texts.
    expect(await list('u')).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
    expect(names_(await list('bu', 51))).toEqual(['Bulk Cleaner 1000'])
    expect(await list('k c', 51)).toMatchObject({ items: [{ name: 'Bulk Cleaner 1000' }], hasNextPage: false })
  })

  it('counts right whether the first matching texts settle the count or the workgroup holds few of them', async () => {
    // More matching texts than PostgreSQL reads before counting (PROBED_TEXTS): every 500th copy is
    // the lab's, the others another workgroup's. The lab's count cannot be settled from the first
    // texts and is counted exactly; the other workgroup's is "more than" from them.
    const { labId } = await accountWorld(db().kysely)
    const otherId = await createWorkgroup(db().kysely, 'other')
    const count = PROBED_TEXTS + 600 // the lab's last copy (4,500) comes after the texts read first
    const names = await bulkProducts(db(), labId, count, (i) => (i % 500 === 0 ? labId : otherId))
    const list = (workgroupId: number, q: string) => listWorkgroupProducts(db().kysely, { workgroupId, q, page: 1, pageSize: 20 })
    const lab = await list(labId, 'bulk cleaner')
    expect(lab).toMatchObject({ total: Math.ceil(count / 500), totalIsExact: true, hasNextPage: false })
    expect(lab.items.map((i) => i.name)).toEqual(names.filter((_, i) => i % 500 === 0))
    const other = await list(otherId, 'bulk cleaner')
    expect(other).toMatchObject({ total: COUNT_CAP, totalIsExact: false, hasNextPage: true })
    expect(other.items.map((i) => i.name)).toEqual(names.filter((_, i) => i % 500 !== 0).slice(0, 20))
    // Fewer texts than that ("Bulk Cleaner 1000" to "1099"), all of them read: an exact count in both.
    expect(await list(otherId, 'bulk cleaner 10')).toMatchObject({ total: 99, totalIsExact: true })
    expect(await list(labId, 'bulk cleaner 10')).toMatchObject({ total: 1, totalIsExact: true, items: [{ name: 'Bulk Cleaner 1000' }] })
  })

  it('searches through the trigram index', async () => {
    const { labId } = await catalogue(db())
    const used = await plan(db(), labId, 'cleaner')
    // SQLite: 'SCAN search VIRTUAL TABLE INDEX 0:M…', the FTS5 table answering a MATCH.
    if (db().dialect === 'sqlite') expect(used).toMatch(/SCAN search VIRTUAL TABLE INDEX \d+:M/)
    else expect(used).toMatch(/Bitmap Index Scan on product_search_terms_term/)
    expect(await plan(db(), labId, '')).not.toMatch(/product_search/)
  })
})
