import { describe, expect, it } from 'vitest'
import { memoryKeyValue } from '#test-support/memory-key-value.ts'
import { createSavedStore } from '#lib/saved-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import type { DocumentRequest } from './documents.ts'
import type { DocumentFetcher } from './fetch-document.ts'
import { syncDossier, type SyncDeps } from './sync.ts'

const ID = 'uIw9ByCUgkide7d8'
const DETAIL = `/api/v1/products/-${ID}/detail`
const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
const decode = (body: ArrayBuffer | undefined) => new TextDecoder().decode(body)

/** A server holding one product: its detail names the current version; each document has an ETag. */
function fakeServer() {
  const docs = new Map<string, { body: string; etag: string }>()
  let down = false
  let requests: string[] = []
  const publish = (version: number, sheet: string) => {
    docs.set(DETAIL, {
      body: JSON.stringify({
        basic: {
          id: ID,
          text: 'Solvo',
          code_name: 'SAC-100',
          synonym: { articles: [{ code: 'SAC-1L', synonym_code_id: 1 }] },
          versions: [{ id: version, text: `${version}.0` }],
        },
        validLangs: [1],
        validTdsLangs: [],
      }),
      etag: `"d${version}"`,
    })
    docs.set(`/sds/1?version=${version}`, { body: sheet, etag: `"s${version}:${sheet.length}"` })
    docs.set(`/pdf/1?version=${version}`, { body: `%PDF ${version}`, etag: `"p${version}"` })
  }
  const fetchDocument: DocumentFetcher = async (url, etag) => {
    requests.push(etag ? `${url} if-none-match` : url)
    if (down) throw new TypeError('Failed to fetch')
    const doc = docs.get(url)
    if (!doc) return { status: 404, body: undefined, etag: null, contentType: 'application/json', contentDisposition: null }
    if (etag === doc.etag) return { status: 304, body: undefined, etag: doc.etag, contentType: 'text/html', contentDisposition: null }
    return { status: 200, body: encode(doc.body), etag: doc.etag, contentType: 'text/html', contentDisposition: null }
  }
  return {
    publish,
    fetchDocument,
    setDown: (value: boolean) => (down = value),
    takeRequests: () => {
      const taken = requests
      requests = []
      return taken
    },
  }
}

function setup(budget = Infinity) {
  const server = fakeServer()
  const docs = memoryKeyValue(budget)
  const store = createSavedStore(memoryKeyValue(), docs)
  let clock = 1000
  const deps: SyncDeps = {
    store,
    fetchDocument: server.fetchDocument,
    parseDetail: async (body) => JSON.parse(decode(body)) as ProductDetail,
    documentsFor: (product, languages): DocumentRequest[] => {
      const version = product.basic.versions[0]!.id
      return [
        { kind: 'detail', lang: null, url: DETAIL },
        ...languages.flatMap((lang): DocumentRequest[] => [
          { kind: 'sds-html', lang, url: `/sds/${lang}?version=${version}` },
          { kind: 'sds-pdf', lang, url: `/pdf/${lang}?version=${version}` },
        ]),
      ]
    },
    now: () => (clock += 1000),
  }
  const sheet = async () => {
    const dossier = await store.read(ID)
    const doc = dossier?.documents.find((d) => d.kind === 'sds-html')
    return doc && decode(await store.body(doc.key))
  }
  return { server, docs, store, deps, sheet }
}

describe('syncDossier (saving and revalidating)', () => {
  it('saves every document of the language viewed, with its ETag and size', async () => {
    const { server, store, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    const outcome = await syncDossier(deps, { id: ID, il: 'sl', languages: [1] })
    expect(outcome).toMatchObject({ kind: 'saved', first: true })
    const saved = (await store.read(ID))!
    expect(saved).toMatchObject({
      name: 'Solvo',
      version: { id: 1, text: '1.0' },
      languages: [1],
      interfaceLanguage: 'sl',
      freshness: 'current',
      // The scanner finds the saved dossier offline by these.
      codes: ['SAC-100', 'SAC-1L'],
    })
    expect(saved.documents.map((d) => [d.kind, d.etag, d.bytes])).toEqual([
      ['detail', '"d1"', expect.any(Number)],
      ['sds-html', '"s1:9"', 9],
      ['sds-pdf', '"p1"', 6],
    ])
    expect(await sheet()).toBe('Sheet one')
  })

  it('adds English beside the language opened only when the product has a sheet in it', async () => {
    const { server, store, deps } = setup()
    server.publish(1, 'Sheet one')
    // The product has English (1) and no Slovenian (2): asking for both "if offered" keeps English only.
    await syncDossier(deps, { id: ID, languages: [], languagesIfOffered: [2, 1] })
    expect((await store.read(ID))!.languages).toEqual([1])
    expect((await store.read(ID))!.documents.map((d) => d.kind)).toEqual(['detail', 'sds-html', 'sds-pdf'])
  })

  it('never claims a language the product does not have', async () => {
    const { server, store, deps } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1], languagesIfOffered: [7] })
    expect((await store.read(ID))!.languages).toEqual([1])
  })

  it('304 keeps the stored copy: conditional requests only, no PDF asked for again', async () => {
    const { server, store, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1] })
    // Saved before the codes were kept: a check that finds the copy current adds them.
    const before = (await store.touch(ID, ({ codes: _codes, ...rest }) => rest))!
    server.takeRequests()
    const outcome = await syncDossier(deps, { id: ID })
    expect(outcome.kind).toBe('current')
    expect(server.takeRequests()).toEqual([`${DETAIL} if-none-match`, '/sds/1?version=1 if-none-match'])
    const after = (await store.read(ID))!
    expect(after.documents).toEqual(before.documents)
    expect(after.savedAt).toBe(before.savedAt)
    expect(after.lastCheckedAt).toBeGreaterThan(before.lastCheckedAt!)
    expect(after.codes).toEqual(['SAC-100', 'SAC-1L'])
    expect(await sheet()).toBe('Sheet one')
  })

  it('200 with a newer version replaces the stored copy and says from which version', async () => {
    const { server, store, docs, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1] })
    server.publish(2, 'Sheet two, changed')
    const outcome = await syncDossier(deps, { id: ID })
    expect(outcome).toMatchObject({
      kind: 'updated',
      from: '1.0',
      dossier: { version: { id: 2, text: '2.0' }, updatedFrom: '1.0', updatedFromId: 1 },
    })
    expect(await sheet()).toBe('Sheet two, changed')
    // The old version's bodies are gone; only the new copy's three remain.
    const saved = (await store.read(ID))!
    expect([...docs.map.keys()].sort()).toEqual(saved.documents.map((d) => d.key).sort())
  })

  it('a failed refresh keeps the stored copy and says it could not check', async () => {
    const { server, store, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1] })
    server.publish(2, 'Sheet two')
    server.setDown(true)
    const outcome = await syncDossier(deps, { id: ID })
    expect(outcome.kind).toBe('failed')
    expect((await store.read(ID))!).toMatchObject({ version: { id: 1 }, freshness: 'failed' })
    expect(await sheet()).toBe('Sheet one')
  })

  it('a failure half-way (the sheet answers, the PDF does not) stores nothing of the new copy', async () => {
    const { server, store, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1] })
    server.publish(2, 'Sheet two')
    const fetchDocument = deps.fetchDocument
    const outcome = await syncDossier(
      {
        ...deps,
        fetchDocument: async (url, etag) =>
          url.startsWith('/pdf/') ? { ...(await fetchDocument(url, etag)), status: 503 } : fetchDocument(url, etag),
      },
      { id: ID },
    )
    expect(outcome.kind).toBe('failed')
    expect((await store.read(ID))!.version!.id).toBe(1)
    expect(await sheet()).toBe('Sheet one')
  })

  it('a full disk keeps the stored copy and marks that a newer version exists', async () => {
    const { server, store, docs, deps, sheet } = setup()
    server.publish(1, 'Sheet one')
    await syncDossier(deps, { id: ID, languages: [1] })
    docs.budget = [...docs.map.values()].reduce<number>((sum, v) => sum + (v as ArrayBuffer).byteLength, 0) + 20
    server.publish(2, 'Sheet two, a longer text than the room left')
    const outcome = await syncDossier(deps, { id: ID })
    expect(outcome).toMatchObject({ kind: 'quota', newer: true, name: 'Solvo' })
    expect((await store.read(ID))!).toMatchObject({ version: { id: 1 }, freshness: 'newer' })
    expect(await sheet()).toBe('Sheet one')
  })
})
