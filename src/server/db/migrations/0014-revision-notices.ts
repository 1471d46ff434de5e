import type { Kysely } from 'kysely'
import type { MigrationContext } from '../migrate.ts'

/**
 * What revision notices need (REACH Art. 31(9): a supplier sends the revised safety data sheet to
 * everyone supplied in the last 12 months when the revision brings new hazard or risk-management
 * information):
 * - share_log: one row per product and recipient of a share e-mail: who shared (an account id, no
 *   name), the recipient's address, when, the version then current and the languages. Nothing else
 *   about the recipient; rows older than 13 months are deleted.
 * - mail_queue: e-mails waiting to be sent, kept in the database so a restart loses none, with the
 *   attempts and the time of the next one (backoff). `dedupe_key` makes a notice unique per
 *   product version and recipient, so importing the same version again queues nothing.
 * - notice_unsubscribes: the SHA-256 of every address that asked for no more notices, nothing else.
 */
export function revisionNoticesMigration(ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await ctx
        .idColumn(db.schema.createTable('share_log'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('version_id', 'integer')
        .addColumn('shared_by', 'integer')
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('message_lang', 'varchar(8)', (c) => c.notNull())
        .addColumn('doc_lang_id', 'integer', (c) => c.notNull())
        .addColumn('shared_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('share_log_product').on('share_log').columns(['product_id', 'shared_at']).execute()
      await db.schema.createIndex('share_log_shared_at').on('share_log').column('shared_at').execute()

      await ctx
        .idColumn(db.schema.createTable('mail_queue'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('dedupe_key', 'varchar(400)', (c) => c.notNull().unique())
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('lang', 'varchar(8)', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('last_error', 'text')
        .execute()
      await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute()
      await db.schema.createIndex('mail_queue_created').on('mail_queue').column('created_at').execute()

      await db.schema
        .createTable('notice_unsubscribes')
        .addColumn('address_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
