import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Failed sign-ins of one account name from one source address (see migration 0008). */
export async function findSignInFailures(db: Kysely<Database>, account: string, source: string) {
  return db
    .selectFrom('sign_in_failures')
    .select(['failed_attempts', 'locked_until'])
    .where('account', '=', account)
    .where('source', '=', source)
    .executeTakeFirst()
}

/** Counts one more failure in a single statement, so parallel guesses cannot each read the same count. */
export async function countSignInFailure(db: Kysely<Database>, account: string, source: string, now: string): Promise<number> {
  const row = await db
    .insertInto('sign_in_failures')
    .values({ account, source, failed_attempts: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['account', 'source']).doUpdateSet((eb) => ({
        failed_attempts: eb('sign_in_failures.failed_attempts', '+', 1),
        updated_at: now,
      })),
    )
    .returning('failed_attempts')
    .executeTakeFirstOrThrow()
  return row.failed_attempts
}

export async function lockSignIn(db: Kysely<Database>, account: string, source: string, until: string): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ locked_until: until })
    .where('account', '=', account)
    .where('source', '=', source)
    .execute()
}

export async function clearSignInFailures(db: Kysely<Database>, account: string, source: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('account', '=', account).where('source', '=', source).execute()
}

/** Forgets counts that have seen no attempt for a day and hold no lock: the table stays small. */
export async function sweepSignInFailures(db: Kysely<Database>, before: string, now: string): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('updated_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute()
}
