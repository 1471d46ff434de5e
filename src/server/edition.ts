import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { DEFAULT_EDITION_RULES, EDITION_COOKIE, editionForHost, type BrandId, type EditionRules } from '../shared/brands.ts'

/** The brand edition of a request, from the host name it was sent to (ALLOWED_HOSTS has vetted it). */
export function editionOf(c: Context, rules: EditionRules = DEFAULT_EDITION_RULES): BrandId {
  return editionForHost(new URL(c.req.url).hostname, rules)
}

/**
 * Tells the app its edition with the app shell and the configuration answers. The app reads the
 * cookie synchronously before its first paint; the cookie outlives the visit, so a shell the
 * service worker serves offline still shows the edition this server last named.
 */
export function tellEdition(c: Context, rules?: EditionRules): BrandId {
  const edition = editionOf(c, rules)
  setCookie(c, EDITION_COOKIE, edition, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 365, secure: c.get('https') === true })
  return edition
}
