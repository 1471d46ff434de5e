import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { findUserByUsername, normalizeUsername, setSignInState } from '../repos/accounts.ts'
import {
  deleteExpiredRefreshTokens,
  findRefreshToken,
  revokeFamily,
  spendRefreshToken,
  storeRefreshToken,
} from '../repos/refresh-tokens.ts'
import { verifyDecoy, verifyPassword } from './passwords.ts'
import { MAX_PHANTOMS, type Accounts, type PhantomAttempts } from './settings.ts'
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_MS,
  SESSION_MAX_AGE_MS,
  hashToken,
  newFamilyId,
  newRefreshToken,
  signAccessToken,
} from './tokens.ts'

export interface IssuedTokens {
  access_token: string
  refresh_token: string
  token_type: 'Bearer'
  expires_in: number
}

/** The answers of spec § 8 the sign-in page tells apart. */
export type SignInResult =
  { ok: true; tokens: IssuedTokens; userId: number } | { ok: false; outcome: 'invalid' | 'warning' | 'locked'; lockedUntil?: string }

/**
 * Names that belong to no account get counters too (Accounts.phantoms), so guessing at an unknown
 * name earns the same warning and lock as at a real one: no telling which names exist.
 */
function phantomFor(accounts: Accounts, name: string): PhantomAttempts {
  let entry = accounts.phantoms.get(name)
  if (!entry) {
    if (accounts.phantoms.size >= MAX_PHANTOMS) accounts.phantoms.delete(accounts.phantoms.keys().next().value!)
    entry = { failed: 0, lockedUntil: null }
    accounts.phantoms.set(name, entry)
  }
  return entry
}

function outcomeOf(failed: number, accounts: Accounts, now: number): SignInResult {
  const { warnAfter, lockAfter, lockMs } = accounts.limits
  if (failed >= lockAfter) return { ok: false, outcome: 'locked', lockedUntil: new Date(now + lockMs).toISOString() }
  return { ok: false, outcome: failed >= warnAfter ? 'warning' : 'invalid' }
}

export async function passwordGrant(db: Kysely<Database>, accounts: Accounts, username: string, password: string): Promise<SignInResult> {
  const now = accounts.now()
  const user = await findUserByUsername(db, username)
  if (!user) {
    await verifyDecoy(password)
    const entry = phantomFor(accounts, normalizeUsername(username))
    if (entry.lockedUntil !== null && entry.lockedUntil > now) return { ok: false, outcome: 'locked' }
    if (entry.lockedUntil !== null) Object.assign(entry, { failed: 0, lockedUntil: null })
    entry.failed += 1
    const result = outcomeOf(entry.failed, accounts, now)
    if (!result.ok && result.outcome === 'locked') entry.lockedUntil = now + accounts.limits.lockMs
    return result
  }

  const lockedUntil = user.locked_until ? Date.parse(user.locked_until) : null
  if (lockedUntil !== null && lockedUntil > now) return { ok: false, outcome: 'locked', lockedUntil: user.locked_until! }
  // A lock that has run out starts the count afresh.
  const failedBefore = lockedUntil !== null ? 0 : user.failed_attempts

  if (await verifyPassword(user.password_hash, password)) {
    if (failedBefore !== 0 || user.locked_until !== null) await setSignInState(db, user.id, 0, null)
    // Sign-ins are rare enough to sweep away dead sign-ins (families past their end) on each.
    await deleteExpiredRefreshTokens(db, new Date(now))
    return { ok: true, tokens: await issueSession(db, accounts, user.id), userId: user.id }
  }

  // One statement, so parallel guesses cannot each read the same count.
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_attempts: lockedUntil !== null ? eb.val(1) : eb('failed_attempts', '+', 1), locked_until: null }))
    .where('id', '=', user.id)
    .returning('failed_attempts')
    .executeTakeFirstOrThrow()
  const result = outcomeOf(row.failed_attempts, accounts, now)
  if (!result.ok && result.outcome === 'locked') await setSignInState(db, user.id, row.failed_attempts, result.lockedUntil!)
  return result
}

/** A new sign-in (family), or the next token of an existing one. */
export async function issueSession(
  db: Kysely<Database>,
  accounts: Accounts,
  userId: number,
  family?: { id: string; expiresAt: Date },
): Promise<IssuedTokens> {
  const now = new Date(accounts.now())
  const familyId = family?.id ?? newFamilyId()
  const familyExpiresAt = family?.expiresAt ?? new Date(now.getTime() + SESSION_MAX_AGE_MS)
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, familyExpiresAt.getTime()))
  const refreshToken = newRefreshToken()
  await storeRefreshToken(db, { tokenHash: hashToken(refreshToken), familyId, userId, now, expiresAt, familyExpiresAt })
  return {
    access_token: await signAccessToken({ sub: userId, sid: familyId }, accounts.secret, now.getTime()),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
  }
}

export type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

/** Rotation: the presented token is spent, a new one issued; a spent token shown again revokes its family. */
export async function refreshGrant(db: Kysely<Database>, accounts: Accounts, refreshToken: string): Promise<RefreshResult> {
  const now = new Date(accounts.now())
  const row = await findRefreshToken(db, hashToken(refreshToken))
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' }
  if (row.used_at !== null || !(await spendRefreshToken(db, row.id, now))) {
    await revokeFamily(db, row.family_id, now)
    return { ok: false, reason: 'reused' }
  }
  if (Date.parse(row.expires_at) <= now.getTime() || Date.parse(row.family_expires_at) <= now.getTime()) {
    await revokeFamily(db, row.family_id, now)
    return { ok: false, reason: 'expired' }
  }
  const tokens = await issueSession(db, accounts, row.user_id, { id: row.family_id, expiresAt: new Date(row.family_expires_at) })
  return { ok: true, tokens }
}

/** Sign-out: the family of the given refresh token, or of the current access token, is revoked. */
export async function endSession(
  db: Kysely<Database>,
  accounts: Accounts,
  by: { refreshToken?: string; familyId?: string },
): Promise<void> {
  const now = new Date(accounts.now())
  const fromToken = by.refreshToken ? (await findRefreshToken(db, hashToken(by.refreshToken)))?.family_id : undefined
  for (const familyId of new Set([by.familyId, fromToken])) if (familyId) await revokeFamily(db, familyId, now)
}
