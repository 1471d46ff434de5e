import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Problem } from '#shared/api/product-detail'

/** Every API error is a JSON problem body (RFC 9457); never a stack trace. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  extra: Partial<Problem> = {},
  headers: Record<string, string> = {},
) {
  const body: Problem = { type: 'about:blank', title, status, ...extra }
  return c.body(JSON.stringify(body), status, { ...headers, 'Content-Type': 'application/problem+json' })
}
