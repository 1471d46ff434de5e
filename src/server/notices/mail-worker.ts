import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import { deliverDueMail } from '../mail/queue.ts'
import type { Mailer } from '../mail/transport.ts'
import { purgeOldShares } from './share-log.ts'

export interface MailWorkerOptions {
  db: Kysely<Database>
  mailer: Mailer
  log: Logger
  /** How often the queue is looked at (a minute by default). */
  deliverEveryMs?: number
  /** How often the share log is cleared of rows past 13 months (a day by default). */
  purgeEveryMs?: number
}

/**
 * What a running server does in the background for revision notices: sends the queued e-mails that
 * are due (at start, then every minute) and deletes share-log rows older than 13 months (at start,
 * then daily). One round at a time; a failing round is logged and the next one tries again.
 */
export function startMailWorker({ db, mailer, log, deliverEveryMs = 60_000, purgeEveryMs = 24 * 60 * 60_000 }: MailWorkerOptions) {
  let busy: Promise<void> | undefined
  let lastPurge = 0
  const round = () =>
    (busy ??= (async () => {
      try {
        if (Date.now() - lastPurge >= purgeEveryMs) {
          lastPurge = Date.now()
          const purged = await purgeOldShares(db)
          if (purged.shares + purged.mails > 0) log.info('share log purged', purged)
        }
        const delivered = await deliverDueMail(db, mailer, log)
        if (delivered.sent + delivered.failed + delivered.gaveUp > 0) log.info('queued e-mail delivered', { ...delivered })
      } catch (error) {
        log.error('mail queue round failed', { error: String(error) })
      } finally {
        busy = undefined
      }
    })())
  void round()
  const timer = setInterval(() => void round(), deliverEveryMs)
  timer.unref()
  return {
    /** Runs a round now (tests, the CLI), or waits for the one under way. */
    round,
    async stop() {
      clearInterval(timer)
      await busy
    },
  }
}
