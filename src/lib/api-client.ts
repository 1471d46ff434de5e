import ky from 'ky'
import { OAUTH_CLIENT_ID, WORKGROUP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '#shared/share'
import { STORAGE } from '#shared/storage-keys'
import { expireSession, readCookie, trackCall } from './session.ts'
import { selectedWorkgroup } from './workgroup.ts'

/**
 * The one HTTP client. Every call carries the viewport header and waits up to
 * 600000 ms (documents render on the server); callers parse answers with zod before caching them.
 * Calls to this portal's own API also carry the X-XSRF-TOKEN header (non-GET) and the selected
 * workgroup, and a 401 is answered by one token refresh and one retry.
 */
export const VIEWPORT_HEADER = JSON.stringify({ myLab: 1, myChemius: false })
const TOKEN_PATH = '/api/oauth2/token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface ApiClientOptions {
  /** The portal's origin; calls elsewhere get neither the XSRF header nor a refresh. Default: this page's. */
  origin?: string
  /** Told when a refresh fails: the session is over. */
  onSessionExpired?: () => void
  fetch?: typeof fetch
}

export function createApiClient(options: ApiClientOptions = {}) {
  const origin = options.origin ?? window.location.origin
  const onSessionExpired = options.onSessionExpired ?? expireSession
  const baseFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input))
  const ours = (request: Request) => new URL(request.url).origin === origin && new URL(request.url).pathname.startsWith('/api/')

  /** Every data call turns the global loading indicator on, and off again however it ends. */
  const send = async (request: Request) => {
    trackCall(1)
    try {
      return await baseFetch(request)
    } finally {
      trackCall(-1)
    }
  }

  const decorate = (request: Request) => {
    if (!ours(request)) return request
    const xsrf = readCookie(XSRF_COOKIE)
    if (xsrf && !SAFE_METHODS.has(request.method)) request.headers.set(XSRF_HEADER, xsrf)
    const workgroup = selectedWorkgroup()
    if (workgroup !== undefined && !request.url.includes(TOKEN_PATH)) request.headers.set(WORKGROUP_HEADER, String(workgroup))
    return request
  }

  let refreshing: Promise<boolean> | undefined

  /** The refresh grant with the HttpOnly refresh cookie: 'none' when there is no session to refresh. */
  const refreshNow = async (since: number): Promise<'ok' | 'failed' | 'none'> => {
    // No XSRF cookie means no refresh cookie either: nothing to refresh with (the request fails).
    if (!readCookie(XSRF_COOKIE)) return 'none'
    // Another tab refreshed after this request was sent: its new cookies are ours too.
    if (Number(localStorage.getItem(STORAGE.tokenRefreshedAt) ?? 0) > since) return 'ok'
    try {
      const body = new URLSearchParams({ grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID })
      const request = decorate(
        new Request(`${origin}${TOKEN_PATH}`, {
          method: 'POST',
          body,
          credentials: 'same-origin',
          headers: { viewport: VIEWPORT_HEADER, accept: 'application/json' },
        }),
      )
      const response = await send(request)
      if (response.ok) localStorage.setItem(STORAGE.tokenRefreshedAt, String(Date.now()))
      return response.ok ? 'ok' : 'failed'
    } catch {
      return 'failed'
    }
  }

  /** One refresh at a time: requests that meet a 401 meanwhile wait for it (and tabs wait for each other). */
  const refresh = (since: number): Promise<boolean> => {
    refreshing ??= (
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request(STORAGE.tokenRefreshLock, () => refreshNow(since))
        : refreshNow(since)
    )
      .then((outcome) => {
        // A session that could not be renewed has expired: said once, however many requests waited for it.
        if (outcome === 'failed') onSessionExpired()
        return outcome === 'ok'
      })
      .finally(() => (refreshing = undefined))
    return refreshing
  }

  const fetchWithRefresh = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = decorate(new Request(input, init))
    const retryable = ours(request) && !request.url.includes('/api/oauth2/')
    const spare = retryable ? request.clone() : undefined
    const sentAt = Date.now()
    const response = await send(request)
    if (response.status !== 401 || !spare) return response
    if (!(await refresh(sentAt))) return response
    return send(decorate(spare))
  }

  return ky.create({
    timeout: 600_000,
    retry: 0,
    credentials: 'same-origin',
    headers: { viewport: VIEWPORT_HEADER, accept: 'application/json' },
    fetch: fetchWithRefresh,
  })
}

export const api = createApiClient()

export { httpStatus, isNetworkError } from './http-errors.ts'
