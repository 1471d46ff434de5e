import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { TEXT_LIMITS } from '../import/text-checks.ts'
import { problem } from '../problem.ts'

/**
 * Bounded work per request, checked before a handler reads anything: every call of the portal
 * takes a form or a small JSON body (sign-in, share, label export), so 64 KiB is ample and a
 * 600 MB body from anyone is refused with 413 from its Content-Length, or as soon as a streamed
 * body passes the limit, instead of being buffered in memory. The answer closes the connection so
 * the rest of an oversized body is never read. Addresses are limited too: 4 KiB and 64 query
 * parameters (the longest real address, a label with every option, is under 600 bytes).
 */
export const REQUEST_LIMITS = { bodyBytes: 64 * 1024, urlBytes: 4096, queryParameters: 64 } as const

/**
 * The one call that takes a file: a dossier to import (SDScom XML or JSON), up to the 5 MB the
 * importer accepts of a dossier file, plus room for a byte-order mark and line ends. Only a
 * signed-in author gets past the route's check, but the limit is applied before it, as for every call.
 */
export const LARGE_BODY_ROUTES: Record<string, number> = { 'POST /api/v1/import': TEXT_LIMITS.fileBytes + 1024 }

const tooLarge = (limit: number) => (c: Context) => {
  c.header('Connection', 'close')
  return problem(c, 413, 'Request body too large', { detail: `at most ${limit} bytes are accepted` })
}

export function requestLimits(): MiddlewareHandler[] {
  const small = bodyLimit({ maxSize: REQUEST_LIMITS.bodyBytes, onError: tooLarge(REQUEST_LIMITS.bodyBytes) })
  const large = new Map(
    Object.entries(LARGE_BODY_ROUTES).map(([route, bytes]) => [route, bodyLimit({ maxSize: bytes, onError: tooLarge(bytes) })]),
  )
  // GET and HEAD carry nothing a handler reads, and node:http drops an unread body instead of keeping
  // it. Asking for their body is not free either: the server adapter then builds a full fetch
  // Request (headers, abort signal, stream) for every read, the portal's most frequent call.
  const body: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (large.get(`${c.req.method} ${c.req.path}`) ?? small)(c, next)
  const address: MiddlewareHandler = async (c, next) => {
    const url = c.req.url
    if (url.length > REQUEST_LIMITS.urlBytes) {
      return problem(c, 414, 'Address too long', { detail: `at most ${REQUEST_LIMITS.urlBytes} characters` })
    }
    const query = url.indexOf('?')
    if (query >= 0 && url.slice(query + 1).split('&').length > REQUEST_LIMITS.queryParameters) {
      return problem(c, 400, 'Too many parameters', { detail: `at most ${REQUEST_LIMITS.queryParameters} query parameters` })
    }
    await next()
  }
  return [address, body]
}
