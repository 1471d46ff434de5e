/**
 * A fixed-window counter per key, in memory and bounded: at most `maxKeys` keys are kept (the
 * oldest windows are dropped first), so a flood of new keys costs memory only up to that bound.
 * One process serves the portal (the built app and the API on one port), so in-memory limits are the whole truth.
 */
export interface RateLimit {
  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean
  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter(key: string): number
}

export interface RateLimitOptions {
  limit: number
  windowMs: number
  maxKeys?: number
  now?: () => number
}

export function rateLimit({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): RateLimit {
  const windows = new Map<string, { start: number; count: number }>()
  const current = (key: string) => {
    const at = now()
    const entry = windows.get(key)
    if (entry && at - entry.start < windowMs) return entry
    if (entry) windows.delete(key)
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
    const fresh = { start: at, count: 0 }
    windows.set(key, fresh)
    return fresh
  }
  return {
    hit(key) {
      const entry = current(key)
      entry.count += 1
      return entry.count <= limit
    },
    retryAfter(key) {
      const entry = windows.get(key)
      return entry ? Math.max(1, Math.ceil((entry.start + windowMs - now()) / 1000)) : 0
    },
  }
}
