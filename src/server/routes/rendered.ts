import type { Context } from 'hono'
import type { z } from 'zod'
import { acceptedCoding, codedEtag, encoded, isCompressible } from '../http/compression.ts'
import { notModified } from '../http/etag.ts'
import { problem } from '../problem.ts'
import type { Rendered } from '../render/common/cache.ts'

/**
 * What the routes of rendered documents share (SDS, TDS, safety instructions): parameter checks
 * that answer a 400 problem naming the parameter, and answers from the render cache with a strong
 * ETag and 304 on If-None-Match.
 */
const MAX_ID = 2 ** 31 - 1
export const HTML = 'text/html; charset=utf-8'
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export type Check<T> = { ok: true; value: T } | { ok: false; response: Response }

/** A 400 problem naming the parameter at fault and why: one shape for every call's bad parameter. */
export function invalid(c: Context, field: string, reason: string): Response {
  return problem(c, 400, 'Invalid parameter', { detail: `${field}: ${reason}`, errors: [{ pointer: `/${field}`, reason }] })
}

/**
 * A route's query parsed by the zod schema that describes it in the OpenAPI document: one
 * validation path. The answer gives each parameter's result on demand, so a route checks them in
 * its own order and a request with several bad ones is refused for the first the route checks.
 */
export function queryOf<T extends Record<string, unknown>>(c: Context, schema: z.ZodType<T>) {
  const raw = c.req.query()
  const result = schema.safeParse(raw)
  return <K extends keyof T & string>(name: K): Check<T[K]> => {
    const issue = result.error?.issues.find((i) => i.path[0] === name)
    if (issue) return { ok: false, response: invalid(c, name, issue.message) }
    // Without an issue of its own the parameter passed the schema as it is (the schemas do not transform).
    return { ok: true, value: (result.success ? result.data[name] : raw[name]) as T[K] }
  }
}

/** A numeric id as the database has it: canonical digits only ('5', not '05', '5.0' or '5e0'). */
export const idOf = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : undefined)

/**
 * A rendered body with its ETag, 304 on a matching If-None-Match (decided before anything is
 * copied or compressed), and brotli or gzip for text over 1 KB when the client accepts it. Each
 * coding has its own strong ETag; either one revalidates, since they stand for the same document.
 */
export function send(c: Context, rendered: Rendered, headers: Record<string, string>): Response {
  const coding = isCompressible(headers['Content-Type'], rendered.body.byteLength)
    ? acceptedCoding(c.req.header('accept-encoding'))
    : undefined
  const etag = codedEtag(rendered.etag, coding)
  const all: Record<string, string> = { ...headers, ETag: etag }
  if (isCompressible(headers['Content-Type'], rendered.body.byteLength)) all.Vary = 'Accept-Encoding'
  if (notModified(c, etag) || (coding && notModified(c, rendered.etag))) return c.body(null, 304, all)
  if (!coding) return c.body(rendered.body as Uint8Array<ArrayBuffer>, 200, all)
  return c.body(encoded(rendered.body, coding) as Uint8Array<ArrayBuffer>, 200, { ...all, 'Content-Encoding': coding })
}
