import { sql, type Kysely } from 'kysely'

/**
 * Two counters every instance of a cluster must see alike, so they live in the database:
 * - rate_limit_hits: one fixed window per limiter ('account', 'address', 'share', 'preview') and
 *   key (an account name, a client address, a user id): the hits counted in it and when it ends.
 *   Rows whose window ended are deleted now and then (window_ends is indexed for that).
 * - catalogue_generation: one row whose number moves with every write of product data, inside the
 *   writing transaction; instances compare it to forget what they keep of products in memory.
 */
export function sharedCountersMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('bucket', 'varchar(20)', (c) => c.notNull())
        .addColumn('key', 'varchar(300)', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('window_ends', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'key'])
        .execute()
      await db.schema.createIndex('rate_limit_hits_window_ends').on('rate_limit_hits').column('window_ends').execute()

      await db.schema
        .createTable('catalogue_generation')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('generation', 'integer', (c) => c.notNull())
        .execute()
      await db.insertInto('catalogue_generation').values({ id: 1, generation: 0 }).execute()
    },
  }
}
