import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * A fixed-window counter per key, kept in the database (rate_limit_hits) so that every instance
 * behind a balancer counts the same hits: N instances must not mean N times the attempts. Each hit
 * is one upsert that counts and answers in a single statement, atomic under concurrent instances
 * (PostgreSQL locks the row for the update). SQLite keeps the same table: one code path for both
 * databases, and a restart does not hand out fresh allowances either.
 */
export interface RateLimit {
  /** Counts one hit; `allowed` is false when the key is over its limit in the current window. */
  hit(key: string): Promise<RateLimitAnswer>
}

export interface RateLimitAnswer {
  allowed: boolean
  /** Seconds until the key's window ends (at least 1), for Retry-After. */
  retryAfter: number
}

export interface RateLimitOptions {
  /** Which limiter this is: keys of different limiters never meet. */
  bucket: string
  limit: number
  windowMs: number
  now?: () => number
}

/** How often a limiter deletes windows that ended (rows of keys that stopped coming back). */
const SWEEP_EVERY_MS = 60 * 1000

export function rateLimit(db: Kysely<Database>, { bucket, limit, windowMs, now = Date.now }: RateLimitOptions): RateLimit {
  let sweptAt = -Infinity
  return {
    async hit(key) {
      const at = now()
      const nowIso = new Date(at).toISOString()
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = at
        await db.deleteFrom('rate_limit_hits').where('window_ends', '<=', nowIso).execute()
      }
      // A window that ended starts again at this hit; otherwise the hit is added to it.
      const ended = sql<boolean>`rate_limit_hits.window_ends <= ${nowIso}`
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ bucket, key, hits: 1, window_ends: new Date(at + windowMs).toISOString() })
        .onConflict((oc) =>
          oc.columns(['bucket', 'key']).doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else rate_limit_hits.hits + 1 end`,
            window_ends: sql<string>`case when ${ended} then excluded.window_ends else rate_limit_hits.window_ends end`,
          }),
        )
        .returning(['hits', 'window_ends'])
        .executeTakeFirstOrThrow()
      return {
        allowed: row.hits <= limit,
        retryAfter: Math.max(1, Math.ceil((Date.parse(row.window_ends) - at) / 1000)),
      }
    },
  }
}
