import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Refresh tokens, stored as SHA-256 hashes. A family is one sign-in and every rotation after it:
 * each token is spent once; presenting a spent one again means it was copied, and the whole
 * family is revoked (the thief and the victim both sign in again).
 */
export interface IssueInput {
  tokenHash: string
  familyId: string
  userId: number
  now: Date
  expiresAt: Date
  familyExpiresAt: Date
}

export async function storeRefreshToken(db: Kysely<Database>, input: IssueInput): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: input.tokenHash,
      family_id: input.familyId,
      user_id: input.userId,
      created_at: input.now.toISOString(),
      expires_at: input.expiresAt.toISOString(),
      family_expires_at: input.familyExpiresAt.toISOString(),
    })
    .execute()
}

export function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks a token spent; false when another request spent it first (then it counts as reuse). */
export async function spendRefreshToken(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Whether a sign-in (family) is still alive: access tokens of a revoked family stop working at once. */
export async function familyIsActive(db: Kysely<Database>, familyId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Forgets tokens that can no longer be used (expired families); keeps the table small. */
export async function deleteExpiredRefreshTokens(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('family_expires_at', '<', now.toISOString()).execute()
}
