import { describe, expect, it } from 'vitest'
import type { SavedDossier } from '#shared/saved-dossiers'
import { memoryKeyValue } from '#test-support/memory-key-value.ts'
import { createSavedStore, SavedQuotaError } from './saved-store.ts'

const bytes = (n: number) => new Uint8Array(n).buffer

function dossier(id: string, keys: string[], version = 1): SavedDossier {
  return {
    id,
    name: `Product ${id}`,
    version: { id: version, text: `${version}.0` },
    languages: [1],
    interfaceLanguage: 'en',
    documents: keys.map((key, i) => ({
      kind: 'sds-html',
      lang: 1,
      url: `/doc/${i}`,
      key,
      etag: `"${key}"`,
      contentType: 'text/html',
      contentDisposition: null,
      bytes: 100,
      savedAt: 1,
    })),
    savedAt: version,
    lastCheckedAt: null,
    freshness: 'current',
    updatedFrom: null,
  }
}

describe('the saved store', () => {
  it('writes the new bodies, then switches the record, then drops the bodies no longer named', async () => {
    const meta = memoryKeyValue()
    const docs = memoryKeyValue()
    const changed: (string | null)[] = []
    const store = createSavedStore(meta, docs, (id) => changed.push(id))
    await store.update('a', () => ({
      next: dossier('a', ['a1', 'a2']),
      bodies: new Map([
        ['a1', bytes(100)],
        ['a2', bytes(100)],
      ]),
    }))
    await store.update('a', () => ({ next: dossier('a', ['a1', 'a3'], 2), bodies: new Map([['a3', bytes(100)]]) }))
    expect((await store.read('a'))!.version!.text).toBe('2.0')
    expect([...docs.map.keys()].sort()).toEqual(['a1', 'a3'])
    expect(changed).toEqual(['a', 'a'])
  })

  it('on a quota error keeps the old copy whole and removes what the failed change wrote', async () => {
    const meta = memoryKeyValue()
    const docs = memoryKeyValue(350)
    const store = createSavedStore(meta, docs)
    await store.update('a', () => ({
      next: dossier('a', ['a1', 'a2']),
      bodies: new Map([
        ['a1', bytes(100)],
        ['a2', bytes(100)],
      ]),
    }))
    // A newer copy of 200 bytes does not fit beside the 200 stored: the second body is refused.
    const update = store.update('a', () => ({
      next: dossier('a', ['b1', 'b2'], 2),
      bodies: new Map([
        ['b1', bytes(100)],
        ['b2', bytes(100)],
      ]),
    }))
    await expect(update).rejects.toBeInstanceOf(SavedQuotaError)
    expect((await store.read('a'))!.version!.text).toBe('1.0')
    expect([...docs.map.keys()].sort()).toEqual(['a1', 'a2'])
    expect(await store.body('a1')).toBeInstanceOf(ArrayBuffer)
  })

  it('a quota error on one dossier loses no other saved dossier', async () => {
    const docs = memoryKeyValue(250)
    const store = createSavedStore(memoryKeyValue(), docs)
    await store.update('a', () => ({ next: dossier('a', ['a1']), bodies: new Map([['a1', bytes(100)]]) }))
    await expect(
      store.update('b', () => ({
        next: dossier('b', ['b1', 'b2']),
        bodies: new Map([
          ['b1', bytes(100)],
          ['b2', bytes(100)],
        ]),
      })),
    ).rejects.toBeInstanceOf(SavedQuotaError)
    expect((await store.list()).map((d) => d.id)).toEqual(['a'])
    expect([...docs.map.keys()]).toEqual(['a1'])
  })

  it('removes one dossier with its bodies, or all of them', async () => {
    const docs = memoryKeyValue()
    const store = createSavedStore(memoryKeyValue(), docs)
    await store.update('a', () => ({ next: dossier('a', ['a1']), bodies: new Map([['a1', bytes(10)]]) }))
    await store.update('b', () => ({ next: dossier('b', ['b1']), bodies: new Map([['b1', bytes(10)]]) }))
    await store.remove('a')
    expect((await store.list()).map((d) => d.id)).toEqual(['b'])
    expect([...docs.map.keys()]).toEqual(['b1'])
    await store.removeAll()
    expect(await store.list()).toEqual([])
    expect(docs.map.size).toBe(0)
  })
})
