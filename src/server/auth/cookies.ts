import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { XSRF_COOKIE } from '#shared/share'
import { REFRESH_TOKEN_TTL_MS } from './tokens.ts'

/**
 * The browser session (tokens in HttpOnly cookies): `token` holds the access token,
 * `refresh_token` only travels to /api/oauth2, and XSRF-TOKEN is the one a script may read, for
 * the double submit (and as the app's hint that a session exists).
 */
export const TOKEN_COOKIE = 'token'
export const REFRESH_COOKIE = 'refresh_token'
export const REFRESH_PATH = '/api/oauth2'

/**
 * Secure everywhere but plain http (localhost, tests): browsers drop Secure cookies on http. Behind
 * a TLS-terminating proxy the request itself is plain http; the proxy's X-Forwarded-Proto counts
 * when TRUST_PROXY says the proxy can be believed (src/server/middleware/trusted-origin.ts).
 */
function secure(c: Context, publicUrl: string | undefined): boolean {
  return c.get('https') === true || new URL(c.req.url).protocol === 'https:' || (publicUrl?.startsWith('https:') ?? false)
}

export interface SessionCookies {
  accessToken: string
  refreshToken: string
  xsrfToken: string
}

export function setSessionCookies(c: Context, cookies: SessionCookies, publicUrl: string | undefined): void {
  const maxAge = Math.floor(REFRESH_TOKEN_TTL_MS / 1000)
  const base = { secure: secure(c, publicUrl), maxAge }
  // The access token cookie outlives the token inside it: an expired token earns a 401, and the app refreshes.
  setCookie(c, TOKEN_COOKIE, cookies.accessToken, { ...base, path: '/', httpOnly: true, sameSite: 'Lax' })
  setCookie(c, REFRESH_COOKIE, cookies.refreshToken, { ...base, path: REFRESH_PATH, httpOnly: true, sameSite: 'Strict' })
  setCookie(c, XSRF_COOKIE, cookies.xsrfToken, { ...base, path: '/', sameSite: 'Lax' })
}

export function clearSessionCookies(c: Context, publicUrl: string | undefined): void {
  const s = secure(c, publicUrl)
  deleteCookie(c, TOKEN_COOKIE, { path: '/', secure: s, httpOnly: true, sameSite: 'Lax' })
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: s, httpOnly: true, sameSite: 'Strict' })
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure: s, sameSite: 'Lax' })
}
