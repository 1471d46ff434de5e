import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { generateCatalogue } from '../demo-generator/generate.ts'
import type { DossierJson } from '../demo-generator/variant.ts'
import { productMatches } from '../repos/search-terms.ts'
import { rowCounts, tempDir } from '#test-support/server/fixtures.ts'
import { importDossierSources, type DossierSource } from './dossier-import.ts'

/** Six generated files as sources that count their reads; `edit` may change a file's text. */
async function sources(edit: (text: string, index: number) => string = (text) => text) {
  const dir = tempDir()
  await generateCatalogue({ count: 6, outDir: dir, seed: 5 })
  const reads = new Map<string, number>()
  const names = readdirSync(dir).sort()
  const list: DossierSource[] = names.map((name, index) => ({
    file: name,
    read: async () => {
      reads.set(name, (reads.get(name) ?? 0) + 1)
      return edit(readFileSync(join(dir, name), 'utf8'), index)
    },
  }))
  const dossiers = names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as DossierJson)
  return { list, reads, dossiers }
}

describeEachDatabase('an import written in several batches', (db) => {
  const found = async (q: string) =>
    (
      await db()
        .kysely.selectFrom('products as p')
        .select('p.permalink')
        .where(productMatches(db().kysely, q, 'p.id'))
        .execute()
    ).map((r) => r.permalink)

  it.each([0, 2])(
    'reads each file once and writes every product with its search texts, whichever batch it was in (%i check threads)',
    async (workers) => {
      const { list, reads, dossiers } = await sources()
      const report = await importDossierSources(db().kysely, list, { writeBatch: 2, workers })
      expect(report.errors).toEqual([])
      expect(report.results.map((r) => r.outcome)).toEqual(Array(6).fill('created'))
      expect([...reads.values()]).toEqual(Array(6).fill(1))
      expect((await rowCounts(db().kysely)).products).toBe(6)
      // The last batch's product is found by its UFI and by a CAS number of its substances, like the first one's.
      for (const d of [dossiers[0]!, dossiers[5]!]) {
        const ufi = d.synonyms[0].ufi as string
        const cas = d.substances.find((s: { cas?: string }) => s.cas)!.cas as string
        expect(await found(ufi)).toContain(d.permalink)
        expect(await found(cas)).toContain(d.permalink)
      }
    },
  )

  it('re-importing the same files in batches changes nothing', async () => {
    const { list } = await sources()
    await importDossierSources(db().kysely, list, { writeBatch: 2 })
    const before = await rowCounts(db().kysely)
    const again = await importDossierSources(db().kysely, list, { writeBatch: 4 })
    expect(again.results.map((r) => r.outcome)).toEqual(Array(6).fill('unchanged'))
    expect(await rowCounts(db().kysely)).toEqual(before)
  })

  it.each([0, 2])(
    'a bad file after earlier batches were written refuses the whole import: nothing is written, every problem is named (%i check threads)',
    async (workers) => {
      const { list } = await sources((text, index) => {
        if (index === 4) return text.slice(0, 100) // cut short: not JSON
        if (index === 5) return text.replace(/"name": "[^"]+"/, '"name": ""')
        return text
      })
      const report = await importDossierSources(db().kysely, list, { writeBatch: 2, workers })
      expect(report.ok).toBe(false)
      expect(report.results).toEqual([])
      expect([...new Set(report.errors.map((e) => e.file))]).toEqual(['product-000005.json', 'product-000006.json'])
      expect(report.errors[0]!.reason).toMatch(/^not valid JSON/)
      expect(Object.values(await rowCounts(db().kysely))).toEqual(Array(14).fill(0))
      expect(await db().kysely.selectFrom('product_search_terms').select('id').execute()).toEqual([])
    },
  )
})
