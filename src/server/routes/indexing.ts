import { Hono, type MiddlewareHandler } from 'hono'

/**
 * Search engines do not index the portal (docs/decisions/0100). Dossiers are reached by the
 * permalink printed on the container, which is kept unguessable on purpose; a search engine's copy
 * of a sheet or label would outlive the version it shows. So every answer says `noindex`, and
 * robots.txt lets crawlers fetch the pages (a crawler that may not fetch a page never sees its
 * noindex and may list the bare address anyway) but not the API, whose renders cost the server.
 */
export const ROBOTS_TXT = [
  '# Dossier pages are not for search engines: each answer carries noindex.',
  'User-agent: *',
  'Disallow: /api/',
  '',
].join('\n')

export const noIndex: MiddlewareHandler = async (c, next) => {
  c.header('X-Robots-Tag', 'noindex')
  await next()
}

export function robotsRoutes() {
  return new Hono().get('/robots.txt', (c) =>
    c.body(ROBOTS_TXT, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }),
  )
}
