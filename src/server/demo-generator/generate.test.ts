import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAS_PATTERN, hasValidUfiCheck } from '#shared/cas'
import { isPermalinkId } from '#shared/permalink'
import { eachTestSqlite } from '#test-support/server/databases.ts'
import { checkTarget } from '../import/compliance-run.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { tempDir } from '#test-support/server/fixtures.ts'
import { demoTemplates, generateCatalogue } from './generate.ts'
import type { DossierJson } from './variant.ts'

function readAll(dir: string): DossierJson[] {
  return readdirSync(dir)
    .sort()
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as DossierJson)
}

describe('dossier demo generate', () => {
  const db = eachTestSqlite()

  it('writes 50 products that all import and pass the check without an error', async () => {
    const dir = tempDir()
    await generateCatalogue({ count: 50, outDir: dir, seed: 7 })
    expect(readdirSync(dir)).toHaveLength(50)
    const report = await importDossierPath(db().kysely, dir)
    expect(report.errors).toEqual([])
    expect(report.results.filter((r) => r.outcome === 'created')).toHaveLength(50)
    const checks = await checkTarget(db().kysely, dir)
    expect(checks!.filter((c) => c.errors > 0).map((c) => c.findings.filter((f) => f.severity === 'error'))).toEqual([])
  })

  it('makes unique permalinks, codes and UFIs with a valid check character, and CAS numbers of demo substances', async () => {
    const dir = tempDir()
    await generateCatalogue({ count: 300, outDir: dir, seed: 1 })
    const products = readAll(dir)
    const demoCas = new Set((await demoTemplates()).flatMap((t) => t.dossier.substances.map((s: { cas?: string }) => s.cas)))
    expect(new Set(products.map((p) => p.permalink)).size).toBe(300)
    expect(products.every((p) => isPermalinkId(p.permalink))).toBe(true)
    expect(new Set(products.map((p) => p.code)).size).toBe(300)
    const ufis = products.flatMap((p) => [...new Set(p.synonyms.map((s: { ufi?: string }) => s.ufi).filter(Boolean))])
    expect(ufis.length).toBeGreaterThan(200)
    expect(new Set(ufis).size).toBe(ufis.length)
    expect(ufis.every((u) => hasValidUfiCheck(u as string))).toBe(true)
    const cas = products.flatMap((p) => p.substances.map((s: { cas?: string }) => s.cas).filter(Boolean))
    expect(cas.every((c) => CAS_PATTERN.test(c) && demoCas.has(c))).toBe(true)
    // Varied: many names, every demo pattern, several language sets and version numbers.
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(250)
    expect(new Set(products.map((p) => p.languages.map((l: { code: string }) => l.code).join()))).toContain('en,sl,de')
    expect(new Set(products.map((p) => p.languages.map((l: { code: string }) => l.code).join())).size).toBeGreaterThan(3)
    expect(new Set(products.map((p) => p.version.number)).size).toBeGreaterThan(10)
  })

  it('writes the same files for the same seed and other files for another seed', async () => {
    const [a, b, c] = [tempDir(), tempDir(), tempDir()]
    await generateCatalogue({ count: 20, outDir: a, seed: 42 })
    await generateCatalogue({ count: 20, outDir: b, seed: 42 })
    await generateCatalogue({ count: 20, outDir: c, seed: 43 })
    expect(readAll(a)).toEqual(readAll(b))
    expect(readAll(a).map((p) => p.permalink)).not.toEqual(readAll(c).map((p) => p.permalink))
  })
})
