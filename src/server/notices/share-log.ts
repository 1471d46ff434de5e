import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The share log: whom the portal sent a product to, so a revised safety data sheet can be sent to
 * them again. REACH Art. 31(9) asks for everyone supplied in the last 12 months; the log keeps 13
 * months (a month of margin for notices still being sent) and then forgets the address.
 */
export const NOTICE_WINDOW_MONTHS = 12
export const SHARE_LOG_MONTHS = 13

/** `months` calendar months before `now` (UTC), as an ISO timestamp. */
export function monthsBefore(now: Date, months: number): string {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}

export interface ShareEntry {
  productId: number
  sharedBy: number
  recipient: string
  messageLang: string
  docLangId: number
}

/** Logs one row per product and recipient of a sent share e-mail, with the product's current version. */
export async function logShares(db: Kysely<Database>, entries: ShareEntry[], now = new Date()): Promise<void> {
  if (entries.length === 0) return
  const productIds = [...new Set(entries.map((e) => e.productId))]
  const versions = await db
    .selectFrom('product_versions')
    .select(['id', 'product_id', 'revision_date'])
    .where('product_id', 'in', productIds)
    .orderBy('revision_date', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const current = new Map<number, number>()
  for (const v of versions) if (!current.has(v.product_id)) current.set(v.product_id, v.id)
  await db
    .insertInto('share_log')
    .values(
      entries.map((e) => ({
        product_id: e.productId,
        version_id: current.get(e.productId) ?? null,
        shared_by: e.sharedBy,
        recipient: e.recipient.trim().toLowerCase(),
        message_lang: e.messageLang,
        doc_lang_id: e.docLangId,
        shared_at: now.toISOString(),
      })),
    )
    .execute()
}

export interface Recipient {
  recipient: string
  messageLang: string
  docLangId: number
  /** The version they were last sent. */
  versionId: number | null
  sharedAt: string
}

/** Everyone a product was shared with since `since`, once each (by address), with the languages of the latest share to them. */
export async function recipientsSince(db: Kysely<Database>, productId: number, since: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('share_log')
    .select(['recipient', 'message_lang', 'doc_lang_id', 'version_id', 'shared_at', 'id'])
    .where('product_id', '=', productId)
    .where('shared_at', '>=', since)
    .orderBy('shared_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const latest = new Map<string, Recipient>()
  for (const r of rows) {
    if (latest.has(r.recipient)) continue
    latest.set(r.recipient, {
      recipient: r.recipient,
      messageLang: r.message_lang,
      docLangId: r.doc_lang_id,
      versionId: r.version_id,
      sharedAt: r.shared_at,
    })
  }
  return [...latest.values()].sort((a, b) => a.recipient.localeCompare(b.recipient))
}

/** Deletes the share log's rows, and the queue's finished e-mails, older than 13 months; answers how many. */
export async function purgeOldShares(db: Kysely<Database>, now = new Date()): Promise<{ shares: number; mails: number }> {
  const cutoff = monthsBefore(now, SHARE_LOG_MONTHS)
  const shares = await db.deleteFrom('share_log').where('shared_at', '<', cutoff).executeTakeFirst()
  // A notice keeps the address too: once sent or given up, it goes with the log it came from.
  const mails = await db
    .deleteFrom('mail_queue')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
    .executeTakeFirst()
  return { shares: Number(shares.numDeletedRows), mails: Number(mails.numDeletedRows) }
}
