import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { logShares, purgeOldShares } from '../notices/share-log.ts'
import { silentLog } from '#test-support/server/fixtures.ts'
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, pendingMail, retryDelayMs, type QueuedMail } from './queue.ts'
import type { Mailer, OutgoingMail } from './transport.ts'

const mail = (to: string): QueuedMail => ({
  kind: 'revision-notice',
  dedupeKey: `revision-notice:p:3.0:${to}`,
  summary: 'p version 3.0: sections 2',
  to,
  lang: 'en',
  subject: 'Revised safety data sheet',
  html: '<p>x</p>',
  text: 'x',
  headers: { 'List-Unsubscribe': '<http://portal.test/u>' },
})

/** A mailer that fails while `down` is true and records what it sent. */
function flakyMailer() {
  const sent: OutgoingMail[] = []
  const state = { down: true }
  const mailer: Mailer = {
    describe: 'test',
    async send(m) {
      if (state.down) throw new Error('connect ECONNREFUSED')
      sent.push(m)
    },
  }
  return { mailer, sent, state }
}

it('waits 1, 2, 4 … minutes between attempts, at most 6 hours', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
  expect(retryDelayMs(20)).toBe(6 * 3600_000)
})

describeEachDatabase('mail queue', (db) => {
  it('keeps a message until the mailer takes it: a failure is retried after the backoff, from a fresh start too', async () => {
    const t0 = new Date('2026-07-01T10:00:00Z')
    expect(await enqueueMail(db().kysely, [mail('anna@customer.example')], t0)).toBe(1)
    // The same key again queues nothing.
    expect(await enqueueMail(db().kysely, [mail('anna@customer.example')], t0)).toBe(0)

    const { mailer, sent, state } = flakyMailer()
    expect(await deliverDueMail(db().kysely, mailer, silentLog, () => t0)).toEqual({ sent: 0, failed: 1, gaveUp: 0 })
    const [pending] = await pendingMail(db().kysely)
    expect(pending).toMatchObject({ attempts: 1, nextAttemptAt: '2026-07-01T10:01:00.000Z', lastError: 'Error: connect ECONNREFUSED' })

    // Before the next attempt is due nothing is tried; after it (a new process reads the same rows) it is sent.
    state.down = false
    expect(await deliverDueMail(db().kysely, mailer, silentLog, () => new Date('2026-07-01T10:00:59Z'))).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    })
    expect(await deliverDueMail(db().kysely, mailer, silentLog, () => new Date('2026-07-01T10:01:00Z'))).toEqual({
      sent: 1,
      failed: 0,
      gaveUp: 0,
    })
    expect(sent.map((m) => [m.to, m.headers])).toEqual([['anna@customer.example', { 'List-Unsubscribe': '<http://portal.test/u>' }]])
    expect(await pendingMail(db().kysely)).toEqual([])
  })

  it(`gives a message up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    let now = new Date('2026-07-01T10:00:00Z')
    await enqueueMail(db().kysely, [mail('ben@customer.example')], now)
    const { mailer } = flakyMailer()
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      expect((await deliverDueMail(db().kysely, mailer, silentLog, () => now)).failed).toBe(1)
      now = new Date(now.getTime() + retryDelayMs(i))
    }
    expect((await deliverDueMail(db().kysely, mailer, silentLog, () => now)).gaveUp).toBe(1)
    expect(await pendingMail(db().kysely)).toEqual([])
    const row = await db().kysely.selectFrom('mail_queue').select(['attempts', 'failed_at']).executeTakeFirstOrThrow()
    expect(row).toEqual({ attempts: MAX_ATTEMPTS, failed_at: now.toISOString() })
  })

  it('a message another sender holds is not sent twice', async () => {
    const now = new Date('2026-07-01T10:00:00Z')
    await enqueueMail(db().kysely, [mail('cleo@customer.example')], now)
    await db().kysely.updateTable('mail_queue').set({ claimed_until: '2026-07-01T10:05:00.000Z' }).execute()
    const { mailer, state } = flakyMailer()
    state.down = false
    expect((await deliverDueMail(db().kysely, mailer, silentLog, () => now)).sent).toBe(0)
    expect((await deliverDueMail(db().kysely, mailer, silentLog, () => new Date('2026-07-01T10:05:01Z'))).sent).toBe(1)
  })

  it('deletes share-log rows and finished e-mails older than 13 months, and nothing younger', async () => {
    const now = new Date('2027-08-15T12:00:00Z')
    const share = { productId: 1, sharedBy: 1, messageLang: 'en', docLangId: 1 }
    await logShares(db().kysely, [{ ...share, recipient: 'old@customer.example' }], new Date('2026-07-15T11:59:59Z'))
    await logShares(db().kysely, [{ ...share, recipient: 'kept@customer.example' }], new Date('2026-07-15T12:00:00Z'))
    await enqueueMail(db().kysely, [mail('old@customer.example')], new Date('2026-07-01T00:00:00Z'))
    await db().kysely.updateTable('mail_queue').set({ sent_at: '2026-07-01T00:01:00.000Z' }).execute()
    // Still waiting: kept whatever its age, it has not been sent yet.
    await enqueueMail(db().kysely, [mail('waiting@customer.example')], new Date('2026-07-01T00:00:00Z'))

    expect(await purgeOldShares(db().kysely, now)).toEqual({ shares: 1, mails: 1 })
    expect((await db().kysely.selectFrom('share_log').select('recipient').execute()).map((r) => r.recipient)).toEqual([
      'kept@customer.example',
    ])
    expect((await db().kysely.selectFrom('mail_queue').select('recipient').execute()).map((r) => r.recipient)).toEqual([
      'waiting@customer.example',
    ])
  })
})
