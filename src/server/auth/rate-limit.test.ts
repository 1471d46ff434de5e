import { expect, it } from 'vitest'
import { openDb } from '../db/client.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { accountApp, accountWorld, ALICE, passwordGrant, testClock } from '#test-support/server/accounts.ts'
import { rateLimit } from './rate-limit.ts'

describeEachDatabase('rate limits in the database', (db) => {
  it('allows the limit per key and window, answers the seconds left, and starts a new window when it ends', async () => {
    const clock = testClock()
    const limiter = rateLimit(db().kysely, { bucket: 'share', limit: 2, windowMs: 60_000, now: clock.now })
    expect(await limiter.hit('7')).toEqual({ allowed: true, retryAfter: 60 })
    clock.advance(20_000)
    expect(await limiter.hit('7')).toEqual({ allowed: true, retryAfter: 40 })
    expect(await limiter.hit('7')).toEqual({ allowed: false, retryAfter: 40 })
    // Another key, and the same key in another limiter, count on their own.
    expect((await limiter.hit('8')).allowed).toBe(true)
    expect((await rateLimit(db().kysely, { bucket: 'preview', limit: 1, windowMs: 60_000, now: clock.now }).hit('7')).allowed).toBe(true)
    clock.advance(40_000)
    expect(await limiter.hit('7')).toEqual({ allowed: true, retryAfter: 60 })
  })

  it('deletes windows that ended, so keys that stop coming back leave no rows', async () => {
    const clock = testClock()
    const limiter = rateLimit(db().kysely, { bucket: 'address', limit: 5, windowMs: 1000, now: clock.now })
    for (let i = 0; i < 20; i++) await limiter.hit(`10.0.0.${i}`)
    clock.advance(61_000)
    await limiter.hit('10.0.1.1')
    const rows = await db().kysely.selectFrom('rate_limit_hits').select('key').execute()
    expect(rows.map((r) => r.key)).toEqual(['10.0.1.1'])
  })

  it('counts the hits of every instance on the database together, none lost when they come at once', async () => {
    // Two instances: two connections (pools) to one database, each with its own limiter.
    const other = openDb(db().config)
    try {
      const limiters = [db(), other].map((d) => rateLimit(d.kysely, { bucket: 'account', limit: 10, windowMs: 60_000 }))
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.hit('alice')))
      expect(answers.filter((a) => a.allowed)).toHaveLength(10)
    } finally {
      await other.close()
    }
  })

  it('refuses sign-in with 429 and Retry-After on one instance after the attempts made through another', async () => {
    await accountWorld(db().kysely)
    const other = openDb(db().config)
    try {
      const limits = { attemptsPerAddress: 100, attemptsPerAccount: 4, lockAfter: 100, warnAfter: 100 }
      const [first, second] = await Promise.all([db(), other].map((d) => accountApp(d.kysely, { limits })))
      for (let i = 0; i < 2; i++) expect((await passwordGrant(first!, ALICE.username, 'wrong')).status).toBe(401)
      for (let i = 0; i < 2; i++) expect((await passwordGrant(second!, ALICE.username, 'wrong')).status).toBe(401)
      const refused = await passwordGrant(first!, ALICE.username, ALICE.password)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await passwordGrant(second!, ALICE.username, ALICE.password)).status).toBe(429)
    } finally {
      await other.close()
    }
  })
})
