import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The HTTP client's file is not on the device (offline, not precached): its import fails. */
function clientNotOnDevice() {
  vi.doMock('./api-client.ts', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
}

describe('loadApi', () => {
  beforeEach(() => vi.resetModules())
  afterEach(() => {
    vi.doUnmock('./api-client.ts')
    vi.doUnmock('./plain-api.ts')
    vi.unstubAllGlobals()
  })

  it('without the HTTP client, answers GETs with plain fetch (the service worker serves saved documents)', async () => {
    clientNotOnDevice()
    const fetched: Request[] = []
    vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
      fetched.push(new Request(input, init))
      return Promise.resolve(Response.json({ name: 'Acetone' }))
    })
    const { loadApi } = await import('./api-loader.ts')
    const api = await loadApi()
    await expect(api.get('/api/v1/products/-abc/detail', { searchParams: { lang: 2 } }).json()).resolves.toEqual({ name: 'Acetone' })
    expect(new URL(fetched[0]!.url).pathname + new URL(fetched[0]!.url).search).toBe('/api/v1/products/-abc/detail?lang=2')
    expect(fetched[0]!.headers.get('viewport')).toBe('{"myLab":1,"myChemius":false}')
  })

  it('without the HTTP client, a refused GET fails with its status, as the client would', async () => {
    clientNotOnDevice()
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })))
    const { loadApi } = await import('./api-loader.ts')
    const api = await loadApi()
    await expect(api.get('/api/v1/products/-abc/detail').json()).rejects.toMatchObject({ name: 'HTTPError', response: { status: 404 } })
  })

  it('when not even the stand-in can load, fails as a call to an unreachable server does (a network error)', async () => {
    clientNotOnDevice()
    vi.doMock('./plain-api.ts', () => {
      throw new Error('Importing a module script failed')
    })
    const { loadApi } = await import('./api-loader.ts')
    const failure = await loadApi().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TypeError)
    expect((failure as Error).message).toMatch(/^Failed to fetch/)
  })
})
