import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryKeyValue } from '#test-support/memory-key-value.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { createSavedStore } from '#lib/saved-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { STORAGE } from '#shared/storage-keys'
import type { DocumentFetcher } from './fetch-document.ts'
import { sync } from './library.ts'
import type { SyncDeps } from './sync.ts'

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

/** A server with two products, each a detail and one sheet; every answer carries an ETag. */
function deps(): SyncDeps {
  const fetchDocument: DocumentFetcher = async (url, etag) => {
    const id = /-(\w+)\//.exec(url)?.[1] ?? url
    const tag = `"${id}"`
    if (etag === tag) return { status: 304, body: undefined, etag, contentType: 'text/html', contentDisposition: null }
    const body = url.includes('/detail')
      ? JSON.stringify({
          basic: { id, text: id, code_name: '', synonym: { articles: [] }, versions: [{ id: 1, text: '1.0' }] },
          validLangs: [1],
        })
      : 'sheet'
    return { status: 200, body: encode(body), etag: tag, contentType: 'text/html', contentDisposition: null }
  }
  return {
    store: createSavedStore(memoryKeyValue(), memoryKeyValue()),
    fetchDocument,
    parseDetail: async (body) => JSON.parse(new TextDecoder().decode(body)) as ProductDetail,
    documentsFor: (product) => [
      { kind: 'detail', lang: null, url: `/api/v1/products/-${product.basic.id}/detail` },
      { kind: 'sds-html', lang: 1, url: `/api/v1/sdsRender/view/-${product.basic.id}/1` },
    ],
  }
}

/** The browser's StorageManager, as a fake: persist() grants lasting storage, persisted() then says so. */
function fakeStorage(grant: boolean) {
  let persisted = false
  const storage = {
    persist: vi.fn(async () => (persisted = grant)),
    persisted: vi.fn(async () => persisted),
    estimate: vi.fn(async () => ({ usage: 2048, quota: 1_000_000 })),
  }
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
  return storage
}

describe('lasting storage is asked for at the first save on this device', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage')
  })

  it('asks once: the first save of the first dossier, not a second dossier, not a revalidation', async () => {
    const storage = fakeStorage(true)
    const server = deps()
    expect(storage.persist).not.toHaveBeenCalled()
    await sync({ id: 'first', languages: [1] }, server)
    expect(storage.persist).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(STORAGE.persistAsked)).not.toBeNull()
    await sync({ id: 'second', languages: [1] }, server)
    await sync({ id: 'first' }, server)
    expect(storage.persist).toHaveBeenCalledTimes(1)
  })

  it('a device that asked before (another page load) does not ask again', async () => {
    localStorage.setItem(STORAGE.persistAsked, '1')
    const storage = fakeStorage(true)
    await sync({ id: 'first', languages: [1] }, deps())
    expect(storage.persist).not.toHaveBeenCalled()
  })

  it('the saved sheets page reads the browser’s answer beside the storage estimate', async () => {
    for (const grant of [true, false]) {
      localStorage.clear()
      fakeStorage(grant)
      await sync({ id: 'first', languages: [1] }, deps())
      await vi.waitFor(async () => expect((await savedQueries.storage().queryFn!({} as never)).persisted).toBe(grant))
      expect(await savedQueries.storage().queryFn!({} as never)).toEqual({ usage: 2048, quota: 1_000_000, persisted: grant })
    }
  })
})
