import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import type { Mailer, OutgoingMail } from './transport.ts'

/**
 * E-mails that must not be lost wait in the database (mail_queue) until the mailer (SMTP or the
 * outbox folder) takes them: a restart or an SMTP server that is down only delays them. A failed
 * attempt is tried again after 1, 2, 4 … minutes (at most 6 hours apart); after MAX_ATTEMPTS the
 * message is given up and marked so. A sender claims a row for a while before sending it, so two
 * instances of a cluster never both send the same one.
 */
export const MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 6 * 60 * 60_000
const CLAIM_MS = 5 * 60_000

export interface QueuedMail extends OutgoingMail {
  kind: string
  /** Unique per message: queuing the same key again does nothing. */
  dedupeKey: string
  /** One line saying what it is, for listings. */
  summary: string
  headers?: Record<string, string>
}

/** The wait before attempt number `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/** Queues the messages whose key is new; answers how many were queued. */
export async function enqueueMail(db: Kysely<Database>, mails: QueuedMail[], now = new Date()): Promise<number> {
  if (mails.length === 0) return 0
  const at = now.toISOString()
  const result = await db
    .insertInto('mail_queue')
    .values(
      mails.map((m) => ({
        kind: m.kind,
        dedupe_key: m.dedupeKey,
        recipient: m.to,
        lang: m.lang,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: JSON.stringify(m.headers ?? {}),
        summary: m.summary,
        created_at: at,
        next_attempt_at: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

export interface PendingMail {
  id: number
  kind: string
  recipient: string
  lang: string
  subject: string
  summary: string
  attempts: number
  nextAttemptAt: string
  lastError: string | null
}

/** Messages not yet sent nor given up, oldest first. */
export async function pendingMail(db: Kysely<Database>): Promise<PendingMail[]> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'recipient', 'lang', 'subject', 'summary', 'attempts', 'next_attempt_at', 'last_error'])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    lang: r.lang,
    subject: r.subject,
    summary: r.summary,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
  }))
}

export interface DeliveryResult {
  sent: number
  failed: number
  gaveUp: number
}

/** Sends every message that is due now, one at a time; a failure is scheduled again with backoff. */
export async function deliverDueMail(db: Kysely<Database>, mailer: Mailer, log: Logger, now = () => new Date()): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, gaveUp: 0 }
  const due = await db
    .selectFrom('mail_queue')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now().toISOString())
    .orderBy('id')
    .limit(500)
    .execute()
  for (const { id } of due) {
    const at = now()
    const claimed = await db
      .updateTable('mail_queue')
      .set({ claimed_until: new Date(at.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at.toISOString())]))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    const row = await db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        lang: row.lang,
        headers: JSON.parse(row.headers) as Record<string, string>,
      })
      await db.updateTable('mail_queue').set({ sent_at: now().toISOString(), claimed_until: null }).where('id', '=', id).execute()
      result.sent += 1
    } catch (error) {
      const attempts = row.attempts + 1
      const gaveUp = attempts >= MAX_ATTEMPTS
      const failedAt = now()
      await db
        .updateTable('mail_queue')
        .set({
          attempts,
          last_error: String(error).slice(0, 500),
          claimed_until: null,
          next_attempt_at: new Date(failedAt.getTime() + retryDelayMs(attempts)).toISOString(),
          failed_at: gaveUp ? failedAt.toISOString() : null,
        })
        .where('id', '=', id)
        .execute()
      log.warn(gaveUp ? 'queued e-mail given up' : 'queued e-mail failed, will retry', {
        id,
        kind: row.kind,
        attempts,
        error: String(error),
      })
      if (gaveUp) result.gaveUp += 1
      else result.failed += 1
    }
  }
  return result
}
