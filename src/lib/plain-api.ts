/*
 * The stand-in for the HTTP client when its file cannot be loaded (offline; api-loader.ts). Loaded
 * only then, so it is no part of the first download; it is precached, so it is there offline.
 */

/** Every request carries the viewport header. */
const VIEWPORT = JSON.stringify({ myLab: 1, myChemius: false })

/** Shaped like ky's error, so httpStatus() reads it the same way. */
class OfflineHttpError extends Error {
  readonly response: Response

  constructor(response: Response) {
    super(`Request failed with status ${response.status}`)
    this.name = 'HTTPError'
    this.response = response
  }
}

interface GetOptions {
  searchParams?: Record<string, string | number | boolean>
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * GET with plain fetch, for when the HTTP client's file cannot be loaded: then the device is
 * offline, and the service worker answers a saved dossier's documents. Anything else fails as a
 * network error would.
 */
function plainGet(input: string, options: GetOptions = {}) {
  const url = new URL(input, window.location.origin)
  for (const [key, value] of Object.entries(options.searchParams ?? {})) url.searchParams.set(key, String(value))
  const response = fetch(url, {
    headers: { viewport: VIEWPORT, accept: 'application/json', ...options.headers },
    signal: options.signal,
    credentials: 'same-origin',
  }).then((r) => {
    if (!r.ok) throw new OfflineHttpError(r)
    return r
  })
  return Object.assign(response, {
    json: <T>() => response.then((r) => r.json() as Promise<T>),
    text: () => response.then((r) => r.text()),
    blob: () => response.then((r) => r.blob()),
    arrayBuffer: () => response.then((r) => r.arrayBuffer()),
  })
}

const unavailable = () => Promise.reject(new TypeError('Failed to fetch: the HTTP client is not on this device'))
export const plainApi = { get: plainGet, post: unavailable, put: unavailable, patch: unavailable, delete: unavailable, head: unavailable }
