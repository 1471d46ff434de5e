import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createLogger } from '../log.ts'
import { testApp } from '#test-support/server/fixtures.ts'
import { Metrics } from './metrics.ts'
import { requestLog } from './request-log.ts'

const db = openDb({ sqliteFile: ':memory:' })
await migrateToLatest(db.kysely, db.dialect)
afterAll(() => db.close())

const TOKEN = 'a-metrics-token-of-some-length'

function observedApp(options: { draining?: boolean } = {}) {
  const lines: Record<string, unknown>[] = []
  const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>))
  const metrics = new Metrics()
  const lifecycle = { draining: options.draining ?? false }
  const app = testApp(db.kysely, { log, metrics, lifecycle, metricsToken: TOKEN })
  return { app, lines, metrics, lifecycle }
}

describe('health endpoints', () => {
  it('answers liveness and readiness while the database answers', async () => {
    const { app } = observedApp()
    const live = await app.request('/healthz')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    const ready = await app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it('reports not ready while shutting down, so a balancer stops sending requests, but stays alive', async () => {
    const { app, lifecycle } = observedApp()
    lifecycle.draining = true
    expect((await app.request('/readyz')).status).toBe(503)
    expect((await app.request('/healthz')).status).toBe(200)
  })

  it('reports not ready when the database cannot be reached', async () => {
    // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
    const lost = openDb({ databaseUrl: 'postgres://dossier:dossier@127.0.0.1:1/dossier' })
    try {
      const app = testApp(lost.kysely, { metrics: new Metrics(), lifecycle: { draining: false } })
      const ready = await app.request('/readyz')
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'database unavailable' })
    } finally {
      await lost.close()
    }
  })
})

describe('request ids and logs', () => {
  it('gives every answer a new id and logs one JSON line with it, its route pattern and status', async () => {
    const { app, lines } = observedApp()
    const first = await app.request('/api/v1/products/-AAAAAAAAAAAAAAAA/detail')
    const second = await app.request('/healthz')
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    const logged = lines.filter((l) => l.msg === 'request')
    expect(logged).toEqual([
      expect.objectContaining({
        requestId: ids[0],
        method: 'GET',
        path: '/api/v1/products/-AAAAAAAAAAAAAAAA/detail',
        status: first.status,
      }),
      expect.objectContaining({ requestId: ids[1], route: '/healthz', status: 200 }),
    ])
  })

  it("keeps a proxy's plain request id and replaces one that could forge log lines", async () => {
    const { app } = observedApp()
    const kept = await app.request('/healthz', { headers: { 'x-request-id': 'nginx-7f3a9c21d4' } })
    expect(kept.headers.get('x-request-id')).toBe('nginx-7f3a9c21d4')
    const forged = await app.request('/healthz', { headers: { 'x-request-id': 'x","level":"error' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('request ids on every kind of answer', () => {
  it('an answer built by Hono and one a handler builds itself each carry exactly one id', async () => {
    const { Hono } = await import('hono')
    const app = new Hono()
    app.use(
      requestLog(
        createLogger('error', () => undefined),
        new Metrics(),
      ),
    )
    app.get('/built', (c) => c.text('built'))
    app.get('/own', () => new Response('own', { headers: { 'Content-Type': 'text/plain' } }))
    for (const path of ['/built', '/own']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
      expect(await res.text(), path).toBe(path.slice(1))
    }
  })
})

describe('/metrics', () => {
  it('refuses readers without the token', async () => {
    const { app } = observedApp()
    expect((await app.request('/metrics')).status).toBe(403)
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(403)
  })

  it('counts requests per route pattern, not per address, in the Prometheus text format', async () => {
    const { app } = observedApp()
    await app.request('/api/v1/products/-AAAAAAAAAAAAAAAA/detail')
    await app.request('/api/v1/products/-BBBBBBBBBBBBBBBB/detail')
    await app.request('/healthz')
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toContain('# TYPE dossier_http_requests_total counter')
    expect(text).toContain('dossier_http_requests_total{method="GET",route="/healthz",status="200"} 1')
    const detail = text.split('\n').filter((l) => l.startsWith('dossier_http_requests_total') && l.includes('detail'))
    expect(detail).toHaveLength(1)
    expect(detail[0]).toMatch(/route="\/api\/v1\/products\/:[^"]+\/detail".* 2$/)
    expect(text).not.toContain('AAAAAAAAAAAAAAAA')
    expect(text).toMatch(/dossier_http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} 1/)
    expect(text).toMatch(/^dossier_process_resident_memory_bytes \d+$/m)
  })
})

describe('Metrics', () => {
  it('keeps histogram buckets cumulative and escapes label values', () => {
    const m = new Metrics()
    m.renders.observe({ cache: 'document' }, 0.004)
    m.renders.observe({ cache: 'document' }, 0.3)
    m.cache.inc({ cache: 'a"b\\c', result: 'hit' })
    const text = m.render()
    expect(text).toContain('dossier_render_duration_seconds_bucket{cache="document",le="0.005"} 1')
    expect(text).toContain('dossier_render_duration_seconds_bucket{cache="document",le="0.5"} 2')
    expect(text).toContain('dossier_render_duration_seconds_count{cache="document"} 2')
    expect(text).toContain('dossier_render_cache_requests_total{cache="a\\"b\\\\c",result="hit"} 1')
  })

  it('reports the database pool when there is one', () => {
    const m = new Metrics()
    m.watchPool(() => ({ total: 4, idle: 3, waiting: 0 }))
    expect(m.render()).toMatch(/^dossier_db_pool_connections 4$/m)
    expect(m.render()).toMatch(/^dossier_db_pool_waiting_requests 0$/m)
  })
})
