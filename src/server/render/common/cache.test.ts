import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { strongEtag } from '#server/http/etag'
import { RenderCache } from './cache.ts'

const bytes = (n: number) => new Uint8Array(n)

describe('RenderCache', () => {
  it('renders once and answers repeats from memory, with a strong ETag of the bytes', async () => {
    const cache = new RenderCache()
    let renders = 0
    const render = async () => `<p>${++renders}</p>`
    const first = await cache.get('a', render)
    const second = await cache.get('a', render)
    expect(renders).toBe(1)
    expect(second).toBe(first)
    expect(Buffer.from(first.body).toString()).toBe('<p>1</p>')
    expect(first.etag).toBe(`"${createHash('sha256').update('<p>1</p>').digest('base64url')}"`)
    expect(strongEtag(first.body)).toBe(first.etag)
  })

  it('lets concurrent requests for the same key share one render', async () => {
    const cache = new RenderCache()
    let renders = 0
    let finish: (v: string) => void = () => undefined
    const render = () => {
      renders++
      return new Promise<string>((resolve) => (finish = resolve))
    }
    const all = Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)])
    expect(cache.size.running).toBe(1)
    finish('done')
    const [a, b, c] = await all
    expect(renders).toBe(1)
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(cache.size).toEqual({ entries: 1, bytes: 4, running: 0 })
  })

  it('keeps no failed render: the next request tries again', async () => {
    const cache = new RenderCache()
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(cache.size).toEqual({ entries: 0, bytes: 0, running: 0 })
    expect(Buffer.from((await cache.get('k', async () => 'ok')).body).toString()).toBe('ok')
  })

  it('drops the least recently used entries beyond its entry limit', async () => {
    const cache = new RenderCache({ maxEntries: 2, maxBytes: 1000 })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'a again') // a is now the most recently used
    await cache.get('c', async () => 'c')
    let rendered = ''
    await cache.get('a', async () => (rendered = 'a rendered again'))
    expect(rendered).toBe('')
    await cache.get('b', async () => (rendered = 'b rendered again'))
    expect(rendered).toBe('b rendered again')
  })

  it('drops entries beyond its byte limit and does not keep one larger than the limit', async () => {
    const cache = new RenderCache({ maxEntries: 100, maxBytes: 100 })
    await cache.get('a', async () => bytes(60))
    await cache.get('b', async () => bytes(30))
    expect(cache.size.bytes).toBe(90)
    await cache.get('c', async () => bytes(30))
    expect(cache.size).toEqual({ entries: 2, bytes: 60, running: 0 })
    const big = await cache.get('big', async () => bytes(101))
    expect(big.body.byteLength).toBe(101)
    expect(cache.size).toEqual({ entries: 2, bytes: 60, running: 0 })
  })

  it("keeps entries of the caller's own type, and none above its largest-entry limit", async () => {
    const cache = new RenderCache<{ body: Uint8Array; overflow: boolean }>({ maxEntries: 10, maxBytes: 100, maxEntryBytes: 25 })
    let renders = 0
    const label = (n: number) => async () => ({ body: bytes(n), overflow: ++renders > 99 })
    const small = await cache.entry('small', label(20))
    expect(await cache.entry('small', label(20))).toBe(small)
    expect(small.overflow).toBe(false)
    await cache.entry('large', label(30))
    await cache.entry('large', label(30))
    expect(renders).toBe(3)
    expect(cache.size).toEqual({ entries: 1, bytes: 20, running: 0 })
  })
})
