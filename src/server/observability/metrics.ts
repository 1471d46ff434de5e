/**
 * Prometheus metrics in the text exposition format (version 0.0.4), kept in this process's memory:
 * request counts and latencies per route, render times, render-cache hit rates and the database
 * pool. Each instance of a cluster exposes its own; Prometheus adds them up across instances.
 * Written by hand instead of a client library: four metric families do not justify a dependency.
 */
type Labels = Record<string, string>

/** Seconds; from a cached read (~1 ms) to a slow PDF render (seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const key = (labels: Labels) =>
  Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',')

class Counter {
  readonly values = new Map<string, number>()
  readonly name: string
  readonly help: string
  constructor(name: string, help: string) {
    this.name = name
    this.help = help
  }
  inc(labels: Labels, by = 1) {
    const k = key(labels)
    this.values.set(k, (this.values.get(k) ?? 0) + by)
  }
  render(): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} counter`,
      ...[...this.values].map(([k, v]) => `${this.name}{${k}} ${v}`),
    ]
  }
}

class Histogram {
  readonly series = new Map<string, { counts: number[]; sum: number; count: number }>()
  readonly name: string
  readonly help: string
  readonly buckets: number[]
  constructor(name: string, help: string, buckets = LATENCY_BUCKETS) {
    this.name = name
    this.help = help
    this.buckets = buckets
  }
  observe(labels: Labels, value: number) {
    const k = key(labels)
    let s = this.series.get(k)
    if (!s) this.series.set(k, (s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }))
    this.buckets.forEach((le, i) => {
      if (value <= le) s.counts[i]! += 1
    })
    s.sum += value
    s.count += 1
  }
  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`]
    for (const [k, s] of this.series) {
      const sep = k ? ',' : ''
      this.buckets.forEach((le, i) => lines.push(`${this.name}_bucket{${k}${sep}le="${le}"} ${s.counts[i]}`))
      lines.push(
        `${this.name}_bucket{${k}${sep}le="+Inf"} ${s.count}`,
        `${this.name}_sum{${k}} ${s.sum}`,
        `${this.name}_count{${k}} ${s.count}`,
      )
    }
    return lines
  }
}

export interface PoolGauges {
  total: number
  idle: number
  waiting: number
}

export class Metrics {
  readonly requests = new Counter('dossier_http_requests_total', 'HTTP requests answered, by method, route and status.')
  readonly latency = new Histogram('dossier_http_request_duration_seconds', 'Time to answer an HTTP request, by method and route.')
  readonly renders = new Histogram(
    'dossier_render_duration_seconds',
    'Time to render a document that was not in the render cache, by cache.',
  )
  readonly cache = new Counter('dossier_render_cache_requests_total', 'Render cache look-ups, by cache and result (hit, shared, miss).')
  readonly renderRefusals = new Counter(
    'dossier_render_refusals_total',
    'Renders answered 503 by the worker pool, by reason (busy: queue full; timeout: over the time budget; memory: over the heap limit).',
  )
  private pool: (() => PoolGauges | undefined) | undefined

  /** The database pool to report on; SQLite has none (one connection in the process). */
  watchPool(read: () => PoolGauges | undefined) {
    this.pool = read
  }

  request(method: string, route: string, status: number, seconds: number) {
    this.requests.inc({ method, route, status: String(status) })
    this.latency.observe({ method, route }, seconds)
  }

  /** The exposition text served at /metrics. */
  render(): string {
    const lines = [
      ...this.requests.render(),
      ...this.latency.render(),
      ...this.renders.render(),
      ...this.cache.render(),
      ...this.renderRefusals.render(),
    ]
    const pool = this.pool?.()
    if (pool) {
      for (const [name, help, value] of [
        ['dossier_db_pool_connections', 'Open database connections.', pool.total],
        ['dossier_db_pool_idle_connections', 'Database connections waiting for work.', pool.idle],
        ['dossier_db_pool_waiting_requests', 'Queries waiting for a free connection.', pool.waiting],
      ] as const) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`)
      }
    }
    const mem = process.memoryUsage()
    lines.push(
      '# HELP dossier_process_resident_memory_bytes Resident memory of this process.',
      '# TYPE dossier_process_resident_memory_bytes gauge',
      `dossier_process_resident_memory_bytes ${mem.rss}`,
    )
    return `${lines.join('\n')}\n`
  }
}

/**
 * One registry per process. Render caches are created deep inside the route modules; they record
 * into this one instead of having a registry threaded through every constructor.
 */
export const metrics = new Metrics()
