import { createHash } from 'node:crypto'
import { metrics } from '../../observability/metrics.ts'

/**
 * Rendered documents, kept in memory: a bounded LRU (entries and bytes) of finished renders, and
 * the renders under way, so concurrent identical requests share one render instead of each making
 * their own. Keys name everything a render depends on (product state, version and its content
 * hash, language, options), so an entry never needs invalidating: a changed product asks for
 * other keys and the old entries age out.
 */
export interface Rendered {
  body: Uint8Array
  /** Strong ETag: the quoted SHA-256 (base64url) of the body. */
  etag: string
}

export interface RenderCacheLimits {
  maxEntries: number
  maxBytes: number
}

export const DEFAULT_CACHE_LIMITS: RenderCacheLimits = { maxEntries: 200, maxBytes: 64 * 1024 * 1024 }

export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

export class RenderCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly done = new Map<string, Rendered>()
  private readonly running = new Map<string, Promise<Rendered>>()
  private bytes = 0

  private readonly limits: RenderCacheLimits

  constructor(limits: RenderCacheLimits = DEFAULT_CACHE_LIMITS) {
    this.limits = limits
  }

  get size() {
    return { entries: this.done.size, bytes: this.bytes, running: this.running.size }
  }

  /** The cached render of `key`, or the one under way, or a new one from `render`. */
  get(key: string, render: () => Promise<Uint8Array | string>): Promise<Rendered> {
    const hit = this.done.get(key)
    if (hit) {
      metrics.cache.inc({ cache: 'document', result: 'hit' })
      this.done.delete(key)
      this.done.set(key, hit)
      return Promise.resolve(hit)
    }
    const running = this.running.get(key)
    if (running) {
      metrics.cache.inc({ cache: 'document', result: 'shared' })
      return running
    }
    metrics.cache.inc({ cache: 'document', result: 'miss' })
    const started = performance.now()
    const promise = render().then(
      (output) => {
        metrics.renders.observe({ cache: 'document' }, (performance.now() - started) / 1000)
        const body = typeof output === 'string' ? Buffer.from(output, 'utf8') : output
        const rendered = { body, etag: strongEtag(body) }
        this.running.delete(key)
        this.store(key, rendered)
        return rendered
      },
      (error: unknown) => {
        // A failed render is not kept: the next request tries again.
        this.running.delete(key)
        throw error
      },
    )
    this.running.set(key, promise)
    return promise
  }

  private store(key: string, rendered: Rendered) {
    // One document larger than the whole budget is served but not kept.
    if (rendered.body.byteLength > this.limits.maxBytes) return
    this.done.set(key, rendered)
    this.bytes += rendered.body.byteLength
    for (const [oldest, entry] of this.done) {
      if (this.done.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.done.delete(oldest)
      this.bytes -= entry.body.byteLength
    }
  }
}
