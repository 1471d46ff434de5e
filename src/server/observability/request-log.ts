import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Logger } from '../log.ts'
import type { Metrics } from './metrics.ts'

/** An id a proxy may hand on (nginx's $request_id, HAProxy's unique-id): short and plain, or ignored. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/

declare module 'hono' {
  interface ContextVariableMap {
    /** The id of the request, in its log lines and its X-Request-Id answer header. */
    requestId: string
  }
}

/**
 * Gives every request an id (the proxy's X-Request-Id when it is a plain token, a new UUID
 * otherwise), answers it in X-Request-Id so a user or an operator can quote it, logs one JSON line
 * per request with it, and counts the request in the metrics under its route pattern (never the
 * raw path, which would make one series per product).
 */
export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const forwarded = c.req.header('x-request-id')
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
    c.set('requestId', requestId)
    // Set before the handler answers, so Hono writes it into the response it builds. Set after a
    // finished response, Hono has to copy that response into a new one (a full fetch Response with
    // a body stream): on a cached sheet that copy cost more than the rest of the answer. A handler
    // that returns a Response of its own gets the header afterwards.
    c.header('X-Request-Id', requestId)
    await next()
    if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', requestId)
    const seconds = (performance.now() - started) / 1000
    const route = c.res.status === 404 && routePath(c).endsWith('*') ? '(unmatched)' : routePath(c) || '(unmatched)'
    metrics.request(c.req.method, route, c.res.status, seconds)
    log.info('request', {
      requestId,
      method: c.req.method,
      route,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(seconds * 1000),
    })
  }
}
