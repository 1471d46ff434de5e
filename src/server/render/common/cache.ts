import { strongEtag } from '#server/http/etag'
import { metrics } from '#server/observability/metrics'

/**
 * Rendered answers, kept in memory: a bounded LRU (entries and bytes) of finished renders, and the
 * renders under way, so concurrent identical requests share one render instead of each making their
 * own. Keys name everything a render depends on (product state, version and its content hash,
 * language, options), so an entry never needs invalidating: a changed product asks for other keys
 * and the old entries age out. Documents, pages, details and labels all use this one cache; what an
 * entry holds besides its bytes (a label's refusal, say) is the caller's type.
 */
export interface Rendered {
  body: Uint8Array
  /** Strong ETag: the quoted SHA-256 (base64url) of the body. */
  etag: string
}

export interface RenderCacheLimits {
  maxEntries: number
  maxBytes: number
  /** The largest single entry kept; a larger one is served but not kept. The whole budget by default. */
  maxEntryBytes?: number
  /** The cache's name in the render metrics (`cache` label). */
  name?: string
}

export const DEFAULT_CACHE_LIMITS: RenderCacheLimits = { maxEntries: 200, maxBytes: 64 * 1024 * 1024 }

/** Bytes or text as a cached answer with its strong ETag. */
export function renderedOf(output: Uint8Array | string): Rendered {
  const body = typeof output === 'string' ? Buffer.from(output, 'utf8') : output
  return { body, etag: strongEtag(body) }
}

export class RenderCache<T extends { body: Uint8Array } = Rendered> {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly done = new Map<string, T>()
  private readonly running = new Map<string, Promise<T>>()
  private bytes = 0
  private readonly name: string
  private readonly limits: RenderCacheLimits

  constructor(limits: RenderCacheLimits = DEFAULT_CACHE_LIMITS) {
    this.limits = limits
    this.name = limits.name ?? 'document'
  }

  get size() {
    return { entries: this.done.size, bytes: this.bytes, running: this.running.size }
  }

  /** The cached bytes or text of `key` with their ETag, or the render under way, or a new one from `render`. */
  get(this: RenderCache<Rendered>, key: string, render: () => Promise<Uint8Array | string>): Promise<Rendered> {
    return this.entry(key, async () => renderedOf(await render()))
  }

  /** The cached entry of `key`, or the one under way, or a new one from `render`. */
  entry(key: string, render: () => Promise<T>): Promise<T> {
    const hit = this.done.get(key)
    if (hit) {
      metrics.cache.inc({ cache: this.name, result: 'hit' })
      this.done.delete(key)
      this.done.set(key, hit)
      return Promise.resolve(hit)
    }
    const running = this.running.get(key)
    if (running) {
      metrics.cache.inc({ cache: this.name, result: 'shared' })
      return running
    }
    metrics.cache.inc({ cache: this.name, result: 'miss' })
    const started = performance.now()
    const promise = render().then(
      (rendered) => {
        metrics.renders.observe({ cache: this.name }, (performance.now() - started) / 1000)
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

  private store(key: string, rendered: T) {
    if (rendered.body.byteLength > (this.limits.maxEntryBytes ?? this.limits.maxBytes)) return
    this.done.set(key, rendered)
    this.bytes += rendered.body.byteLength
    for (const [oldest, entry] of this.done) {
      if (this.done.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.done.delete(oldest)
      this.bytes -= entry.body.byteLength
    }
  }
}
