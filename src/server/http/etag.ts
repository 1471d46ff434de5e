import type { Context } from 'hono'

/**
 * Whether an If-None-Match header matches an ETag, by the weak comparison RFC 9110 (13.1.2) asks
 * for this header: a `W/` prefix on either side is ignored, and `*` matches any current answer.
 * Browsers send back a weak tag when a proxy or compression layer weakened the one we gave them,
 * so a strict comparison would answer 200 with the whole body where 304 is right.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const ours = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours)
}

/** The request's If-None-Match matches this ETag: the answer is a 304. */
export const notModified = (c: Context, etag: string): boolean => etagMatches(c.req.header('if-none-match'), etag)
