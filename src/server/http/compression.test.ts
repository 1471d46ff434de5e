import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoContext, type DemoContext } from '#test-support/server/demo-context.ts'
import { acceptedCoding, codedEtag, encoded } from './compression.ts'

describe('acceptedCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['BR', 'br'],
  ])('%j -> %s', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding)
  })
})

describe('encoded', () => {
  it('compresses a body once and hands the same bytes to every later request', () => {
    const body = new TextEncoder().encode('<p>Keep away from heat.</p>'.repeat(200))
    const first = encoded(body, 'br')
    expect(encoded(body, 'br')).toBe(first)
    expect(brotliDecompressSync(first).equals(Buffer.from(body))).toBe(true)
    expect(gunzipSync(encoded(body, 'gzip')).equals(Buffer.from(body))).toBe(true)
    expect(first.byteLength).toBeLessThan(body.byteLength / 10)
  })

  it('gives each coding its own strong ETag', () => {
    expect(codedEtag('"abc"', 'br')).toBe('"abc-br"')
    expect(codedEtag('"abc"', undefined)).toBe('"abc"')
  })
})

describe('compressed answers', () => {
  let demo: DemoContext
  beforeAll(async () => {
    demo = await demoContext()
  })
  afterAll(() => demo.close())

  const get = (path: string, headers: Record<string, string> = {}) => demo.app.request(path, { headers })

  it('sends the sheet HTML in brotli or gzip as the client accepts, the same document as uncompressed', async () => {
    const { permalink } = demo.products.find((p) => p.sdsLangs.includes(1))!
    const path = `/api/v1/sdsRender/view/-${permalink}/1`
    const plain = await get(path)
    const text = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text)
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(text) / 3)
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(text)
    expect(new Set([plain.headers.get('etag'), br.headers.get('etag'), gzip.headers.get('etag')]).size).toBe(3)
  })

  it('revalidates a compressed copy with either ETag', async () => {
    const { permalink } = demo.products.find((p) => p.sdsLangs.includes(1))!
    const path = `/api/v1/sdsRender/view/-${permalink}/1`
    const plainEtag = (await get(path)).headers.get('etag')!
    const brEtag = (await get(path, { 'Accept-Encoding': 'br' })).headers.get('etag')!
    expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': brEtag })).status).toBe(304)
    expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': plainEtag })).status).toBe(304)
    expect((await get(path, { 'If-None-Match': brEtag })).status).toBe(200)
  })

  it('compresses the product detail and answers 304 to its ETag', async () => {
    const { permalink } = demo.products[0]!
    const path = `/api/v1/products/-${permalink}/detail`
    const plain = await get(path)
    expect(plain.status).toBe(200)
    const json = await plain.json()
    const gz = await get(path, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(json)
    expect((await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag')! })).status).toBe(304)
  })

  it('leaves problem answers uncompressed', async () => {
    const missing = await get('/api/v1/products/-AAAAAAAAAAAAAAAA/detail', { 'Accept-Encoding': 'br' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-encoding')).toBeNull()
  })
})
