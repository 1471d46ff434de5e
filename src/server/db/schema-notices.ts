import type { Generated } from 'kysely'

// The tables of revision notices (migration 0014); the Database interface of schema.ts names them.

/** One recipient of one product in a share e-mail (migration 0014); deleted after 13 months. */
export interface ShareLogTable {
  id: Generated<number>
  product_id: number
  /** The version current when it was shared; null when the product had none. */
  version_id: number | null
  /** The account that shared (its id only); null once the account is gone. */
  shared_by: number | null
  /** Lower case. */
  recipient: string
  /** The interface language the share e-mail was written in. */
  message_lang: string
  /** The document language of the linked pages. */
  doc_lang_id: number
  shared_at: string
}

/** An e-mail waiting to be sent, or sent (migration 0014). */
export interface MailQueueTable {
  id: Generated<number>
  /** What it is ('revision-notice'). */
  kind: string
  /** Unique: the same notice is never queued twice. */
  dedupe_key: string
  recipient: string
  lang: string
  subject: string
  html: string
  text: string
  /** Extra headers, JSON. */
  headers: Generated<string>
  /** One line for `dossier notices --dry-run`: product, version, sections. */
  summary: string
  created_at: string
  attempts: Generated<number>
  next_attempt_at: string
  /** A sender holds the row until then, so two instances do not send it twice. */
  claimed_until: string | null
  sent_at: string | null
  /** Set when it was given up after the last attempt. */
  failed_at: string | null
  last_error: string | null
}

/** An address (its SHA-256 only) that wants no more revision notices (migration 0014). */
export interface NoticeUnsubscribesTable {
  address_hash: string
  created_at: string
}
