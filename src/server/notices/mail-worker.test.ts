import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { enqueueMail } from '../mail/queue.ts'
import type { Mailer, OutgoingMail } from '../mail/transport.ts'
import { silentLog } from '#test-support/server/fixtures.ts'
import { startMailWorker } from './mail-worker.ts'
import { logShares, monthsBefore, SHARE_LOG_MONTHS } from './share-log.ts'

describeEachDatabase('mail worker', (db) => {
  it('on start, sends what the queue holds and deletes share-log rows past 13 months', async () => {
    const sent: OutgoingMail[] = []
    const mailer: Mailer = { describe: 'test', send: async (m) => void sent.push(m) }
    const share = { productId: 1, sharedBy: 1, messageLang: 'en', docLangId: 1 }
    const expired = new Date(Date.parse(monthsBefore(new Date(), SHARE_LOG_MONTHS)) - 60_000)
    await logShares(db().kysely, [{ ...share, recipient: 'old@customer.example' }], expired)
    await logShares(db().kysely, [{ ...share, recipient: 'recent@customer.example' }])
    await enqueueMail(db().kysely, [
      {
        kind: 'revision-notice',
        dedupeKey: 'k',
        summary: 's',
        to: 'recent@customer.example',
        lang: 'en',
        subject: 'Revised',
        html: '<p>x</p>',
        text: 'x',
      },
    ])

    // What a restarted server does first: the rows were written by an earlier process.
    const worker = startMailWorker({ db: db().kysely, mailer, log: silentLog, deliverEveryMs: 3_600_000 })
    await worker.round()
    await worker.stop()

    expect(sent.map((m) => m.to)).toEqual(['recent@customer.example'])
    expect((await db().kysely.selectFrom('share_log').select('recipient').execute()).map((r) => r.recipient)).toEqual([
      'recent@customer.example',
    ])
  })
})
