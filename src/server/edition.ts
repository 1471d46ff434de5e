import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { DEFAULT_EDITION_RULES, EDITION_COOKIE, editionForHost, type BrandId, type EditionRules } from '#shared/brands'

/** The brand edition of a request, from the host name it was sent to (ALLOWED_HOSTS has vetted it). */
export function editionOf(c: Context, rules: EditionRules = DEFAULT_EDITION_RULES): BrandId {
  return editionForHost(new URL(c.req.url).hostname, rules)
}

/**
 * Tells the app its edition with the app shell and the configuration answers, when the app could
 * not tell it by itself: the app reads the cookie synchronously before its first paint and, without
 * one, applies the built-in host rule. So a server whose editions follow the built-in rule sets no
 * cookie at all (and removes one a former configuration left). The cookie outlives the visit, so a
 * shell the service worker serves offline still shows the edition this server last named.
 */
export function tellEdition(c: Context, rules?: EditionRules): BrandId {
  const host = new URL(c.req.url).hostname
  const edition = editionForHost(host, rules)
  const told = getCookie(c, EDITION_COOKIE)
  const secure = c.get('https') === true
  if (edition !== editionForHost(host)) {
    if (told !== edition) setCookie(c, EDITION_COOKIE, edition, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 365, secure })
  } else if (told !== undefined) {
    deleteCookie(c, EDITION_COOKIE, { path: '/', secure })
  }
  return edition
}
