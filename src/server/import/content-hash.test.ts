import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema, type DossierFile } from '#shared/dossier-file'
import { FIXTURE_DIR, tempDir } from '#test-support/server/fixtures.ts'
import { generateCatalogue } from '../demo-generator/generate.ts'
import { phraseLibraryFromFiles } from '../phrases/library.ts'
import { contentHash, objectJson, parseDossierText } from './dossier-file-check.ts'

const library = phraseLibraryFromFiles()

/** How the hash was defined when the stored ones were made: SHA-256 of the content's JSON.stringify, then the attachments' hashes. */
function definedHash(dossier: DossierFile, attachmentHashes: string[]): string {
  const { $schema: _hint, ...content } = dossier
  return createHash('sha256').update(JSON.stringify(content)).update(attachmentHashes.join()).digest('hex')
}

async function checked(file: string, text: string) {
  const { parsed, errors } = await parseDossierText(file, text, library)
  expect(errors).toEqual([])
  return parsed!
}

describe('the content hash that recognises an unchanged version', () => {
  it('is the value earlier imports stored for the same files, attachments included', async () => {
    // Computed by the import before its JSON was written once for the hash and the columns: a database holds these.
    const stored: Record<string, string> = {
      'degreaser-1.0.json': 'c48d947f19ae69dd1a265325da474ed2d38d85be5dc2eb1127faa3304a03fd71',
      'degreaser-2.0.json': '6deca0523fdd0f9756b18e2676d04e2cc992b814d445008414e6309114b68eeb',
      'primer.json': '7535fd3514489d15911ab6181a46954937644dda7dabdc5a1874fb8006ab49cb',
    }
    for (const [name, hash] of Object.entries(stored)) {
      const file = join(FIXTURE_DIR, name)
      expect((await checked(file, readFileSync(file, 'utf8'))).rows.version.content_hash, name).toBe(hash)
    }
  })

  it('is the SHA-256 of the content as JSON.stringify writes it, for generated files and their variants', async () => {
    const dir = tempDir()
    await generateCatalogue({ count: 12, outDir: dir, seed: 7 })
    for (const name of readdirSync(dir).sort()) {
      const text = readFileSync(join(dir, name), 'utf8')
      const json = JSON.parse(text) as Record<string, Record<string, unknown>>
      const { sections, ...sdsRest } = json.sds!
      const variants = [
        text,
        // An editor's schema hint is no content; the sheet's texts after its tables; no description of use.
        JSON.stringify({ $schema: './dossier-file.schema.json', ...json }),
        JSON.stringify({ ...json, sds: { ...sdsRest, sections } }),
        JSON.stringify({ ...json, recommendations: {} }),
      ]
      for (const variant of variants) {
        const { rows } = await checked(join(dir, name), variant)
        const dossier = dossierFileSchema.parse(JSON.parse(variant))
        expect(rows.version.content_hash).toBe(definedHash(dossier, []))
        const encoded = rows.version
        expect(contentHash(dossier, [], encoded)).toBe(rows.version.content_hash)
      }
    }
  })

  it('writes an object with parts already written as JSON.stringify writes it', () => {
    const json = (...args: Parameters<typeof objectJson>) => objectJson(...args).join('')
    const value = { a: 1, b: undefined, big: { x: ['é', '"'] }, c: null, d: 'text' }
    const big = [JSON.stringify(value.big)]
    expect(json(value, { big })).toBe(JSON.stringify(value))
    const { big: _big, ...rest } = value
    expect(json({ big: value.big, ...rest }, { big }, JSON.stringify(rest))).toBe(JSON.stringify({ big: value.big, ...rest }))
    // The rest given but the known part not first: written member by member.
    expect(json(value, { big }, JSON.stringify(rest))).toBe(JSON.stringify(value))
    expect(json({ big: 1 }, { big: ['1'] }, '{}')).toBe('{"big":1}')
    expect(json({ b: undefined, big: 1, c: 2 }, { big: ['1'] })).toBe('{"big":1,"c":2}')
    expect(json({}, {})).toBe('{}')
    // Member names that an object's prototype also has are members like any other.
    expect(json({ constructor: 1, toString: 'x' }, {})).toBe('{"constructor":1,"toString":"x"}')
  })
})
