import { describe, expect, it } from 'vitest'
import { dossierFileSchema, jsonPointer } from './dossier-file.ts'

describe('jsonPointer (RFC 6901)', () => {
  it('joins keys and indexes with /', () => {
    expect(jsonPointer(['languages', 1, 'code'])).toBe('/languages/1/code')
  })

  it('escapes ~ as ~0 and / as ~1, ~ first so an escape is not escaped twice', () => {
    expect(jsonPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d')
    expect(jsonPointer(['~1'])).toBe('/~01')
    expect(jsonPointer(['/~'])).toBe('/~1~0')
  })
})

describe('dossierFileSchema', () => {
  it('points at the offending field of a bad file', () => {
    const result = dossierFileSchema.safeParse({ permalink: 'short', name: '', supplier: { name: 'S' }, languages: [], versions: [] })
    expect(result.success).toBe(false)
    const pointers = result.error!.issues.map((i) => jsonPointer(i.path))
    expect(pointers).toEqual(expect.arrayContaining(['/permalink', '/name', '/languages']))
  })
})
