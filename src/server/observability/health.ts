import { getConnInfo } from '@hono/node-server/conninfo'
import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Metrics } from './metrics.ts'

export interface Lifecycle {
  /** Set when the process has been asked to stop: readiness fails so a balancer sends no new requests. */
  draining: boolean
}

export interface HealthDeps {
  db: Kysely<Database>
  metrics: Metrics
  lifecycle: Lifecycle
  /** A bearer token that opens /metrics from anywhere; without it only the machine itself may read them. */
  metricsToken?: string
}

/** How long readiness waits for the database before calling the instance not ready. */
const DATABASE_TIMEOUT_MS = 1000

const isLoopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address)

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // app.request() in tests has no socket
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * What an orchestrator or a load balancer asks:
 * - GET /healthz (liveness): the process answers. Restart it when this fails.
 * - GET /readyz (readiness): the database answers within a second and the instance is not shutting
 *   down. Send it no traffic while this fails (503).
 * - GET /metrics: Prometheus text; with METRICS_TOKEN as a bearer token, or from the machine itself.
 * None of them touches the render cache or the catalogue, so checking never costs a reader anything.
 */
export function healthRoutes(deps: HealthDeps) {
  const routes = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
  routes.get('/readyz', async (c) => {
    if (deps.lifecycle.draining) return c.json({ status: 'draining' }, 503, noStore)
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DATABASE_TIMEOUT_MS)))
    try {
      const answer = await Promise.race([sql`select 1 as ok`.execute(deps.db).then(() => 'ok' as const), timeout])
      if (answer === 'timeout') return c.json({ status: 'database timeout' }, 503, noStore)
      return c.json({ status: 'ready' }, 200, noStore)
    } catch {
      return c.json({ status: 'database unavailable' }, 503, noStore)
    } finally {
      clearTimeout(timer)
    }
  })
  routes.get('/metrics', (c) => {
    const allowed = deps.metricsToken ? tokenMatches(c.req.header('authorization'), deps.metricsToken) : isLoopback(socketAddress(c))
    if (!allowed)
      return c.body('metrics need the METRICS_TOKEN bearer token\n', 403, { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' })
    return c.body(deps.metrics.render(), 200, { ...noStore, 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' })
  })
  return routes
}
