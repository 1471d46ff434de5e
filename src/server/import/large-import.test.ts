import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { eachTestSqlite } from '../db/test-databases.ts'
import { generateCatalogue } from '../demo-generator/generate.ts'
import { rowCounts, tempDir } from '../test-fixtures.ts'
import { importDossierSources, type DossierSource } from './dossier-import.ts'

const db = eachTestSqlite()

/** Sources that count their reads; `second` replaces a file's text from its second read on. */
async function sources(second?: (text: string, index: number) => string) {
  const dir = tempDir()
  await generateCatalogue({ count: 6, outDir: dir, seed: 5 })
  const reads = new Map<string, number>()
  const list: DossierSource[] = readdirSync(dir)
    .sort()
    .map((name, index) => ({
      file: name,
      read: async () => {
        const n = (reads.get(name) ?? 0) + 1
        reads.set(name, n)
        const text = readFileSync(join(dir, name), 'utf8')
        return n > 1 && second ? second(text, index) : text
      },
    }))
  return { list, reads }
}

it('a set too large to keep parsed is read again while it is written, and imports the same', async () => {
  const { list, reads } = await sources()
  const report = await importDossierSources(db().kysely, list, 0)
  expect(report.errors).toEqual([])
  expect(report.results.map((r) => r.outcome)).toEqual(Array(6).fill('created'))
  expect([...reads.values()]).toEqual(Array(6).fill(2))
  expect((await rowCounts(db().kysely)).products).toBe(6)
})

it('a set kept parsed is read once', async () => {
  const { list, reads } = await sources()
  expect((await importDossierSources(db().kysely, list)).errors).toEqual([])
  expect([...reads.values()]).toEqual(Array(6).fill(1))
})

it('a file that changes between validation and writing fails the import, and nothing is written', async () => {
  const { list } = await sources((text, index) => (index === 4 ? text.replace(/"name": "[^"]+"/, '"name": "Changed meanwhile"') : text))
  const report = await importDossierSources(db().kysely, list, 0)
  expect(report).toEqual({
    ok: false,
    errors: [{ file: 'product-000005.json', pointer: '/', reason: 'the file changed while it was imported' }],
    results: [],
  })
  expect((await rowCounts(db().kysely)).products).toBe(0)
})
