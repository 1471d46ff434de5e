import type { Kysely } from 'kysely'

/**
 * Failed sign-ins counted per account name and source address, in the database so that every
 * instance of a cluster counts the same attempts. A lock applies to that pair only: a stranger who
 * guesses at a worker's name from elsewhere locks out himself, not the worker. Names that belong to
 * no account are counted the same way, so the answers do not tell which names exist.
 */
export function signInFailuresMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('account', 'varchar(254)', (c) => c.notNull())
        .addColumn('source', 'varchar(100)', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sign_in_failures_pk', ['account', 'source'])
        .execute()
      await db.schema.createIndex('sign_in_failures_updated').on('sign_in_failures').column('updated_at').execute()
    },
  }
}
