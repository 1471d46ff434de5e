import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { dossierFileSchema } from '#shared/dossier-file'
import { tempDir } from '#test-support/server/fixtures.ts'
import { generateCatalogue } from '../demo-generator/generate.ts'
import { importSchema } from './dossier-file-check.ts'

it('is the dossier file schema compiled, not the schema handed back because zod could not compile it', () => {
  expect(importSchema).not.toBe(dossierFileSchema)
})

it('gives the same data as the schema, defaults and key order included, and the same refusals', async () => {
  const dir = tempDir()
  await generateCatalogue({ count: 8, outDir: dir, seed: 11 })
  for (const name of readdirSync(dir)) {
    const json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>
    const compiled = importSchema.safeParse(json)
    expect(compiled.success).toBe(true)
    // JSON.stringify compares key order too: the content hash is the JSON of this data.
    expect(JSON.stringify(compiled.data)).toBe(JSON.stringify(dossierFileSchema.parse(json)))
    const { tdsVersions: _absent, ...withDefault } = json
    expect(JSON.stringify(importSchema.parse(withDefault))).toBe(JSON.stringify(dossierFileSchema.parse(withDefault)))
    const bad = { ...json, name: '', languages: [{ code: 'xx' }], substances: [{ contentMin: 5, contentMax: 1 }] }
    const refused = importSchema.safeParse(bad)
    expect(refused.success).toBe(false)
    expect(refused.error!.issues.length).toBeGreaterThan(2)
    expect(refused.error!.issues).toEqual(dossierFileSchema.safeParse(bad).error!.issues)
  }
})
