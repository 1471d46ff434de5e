import { createHash } from 'node:crypto'
import type { Context } from 'hono'

/**
 * The one way the server makes an ETag: a strong validator, the quoted SHA-256 (base64url) of the
 * exact bytes sent. Two answers share a tag only when their bodies are the same, which is what a
 * strong ETag promises (RFC 9110, 8.8.1).
 */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

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
