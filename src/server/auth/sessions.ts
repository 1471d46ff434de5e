import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { findUserByUsername, normalizeUsername, setSignInState } from '../repos/accounts.ts'
import { clearSignInFailures, countSignInFailure, findSignInFailures, lockSignIn, sweepSignInFailures } from '../repos/sign-in-failures.ts'
import {
  deleteExpiredRefreshTokens,
  findRefreshToken,
  revokeFamily,
  spendRefreshToken,
  storeRefreshToken,
} from '../repos/refresh-tokens.ts'
import { verifyDecoy, verifyPassword } from './passwords.ts'
import type { Accounts } from './settings.ts'
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

/** The refusals of a sign-in that the sign-in page tells apart (each has its own message). */
export type SignInResult =
  { ok: true; tokens: IssuedTokens; userId: number } | { ok: false; outcome: 'invalid' | 'warning' | 'locked'; lockedUntil?: string }

function outcomeOf(failed: number, accounts: Accounts, now: number): SignInResult {
  const { warnAfter, lockAfter, lockMs } = accounts.limits
  if (failed >= lockAfter) return { ok: false, outcome: 'locked', lockedUntil: new Date(now + lockMs).toISOString() }
  return { ok: false, outcome: failed >= warnAfter ? 'warning' : 'invalid' }
}

/**
 * A password sign-in. Failures are counted per account name and source address (the database
 * table sign_in_failures, shared by every instance): after `warnAfter` the answer warns, after
 * `lockAfter` that name is locked for `lockMs` from that source only, so a stranger guessing at a
 * worker's name locks out himself and not the worker. Names without an account are counted the
 * same way, and the password is always checked (against the account's hash or a decoy) before
 * any answer, locked or not: neither the answers nor their timing tell which names exist.
 * The account's own counter (users.failed_attempts) still records every failure, for its owner.
 */
export async function passwordGrant(
  db: Kysely<Database>,
  accounts: Accounts,
  username: string,
  password: string,
  source = 'local',
): Promise<SignInResult> {
  const now = accounts.now()
  const account = normalizeUsername(username)
  const [user, failures] = await Promise.all([findUserByUsername(db, username), findSignInFailures(db, account, source)])
  const passwordMatches = user ? await verifyPassword(user.password_hash, password) : (await verifyDecoy(password), false)

  const lockedUntil = failures?.locked_until ? Date.parse(failures.locked_until) : null
  if (lockedUntil !== null && lockedUntil > now) return { ok: false, outcome: 'locked', lockedUntil: failures!.locked_until! }
  // A lock that has run out starts the count afresh.
  if (lockedUntil !== null) await clearSignInFailures(db, account, source)

  if (user && passwordMatches) {
    if (failures) await clearSignInFailures(db, account, source)
    if (user.failed_attempts !== 0 || user.locked_until !== null) await setSignInState(db, user.id, 0, null)
    // Sign-ins are rare enough to sweep away dead sign-ins and stale failure counts on each.
    await deleteExpiredRefreshTokens(db, new Date(now))
    await sweepSignInFailures(db, new Date(now - SWEEP_AFTER_MS).toISOString(), new Date(now).toISOString())
    return { ok: true, tokens: await issueSession(db, accounts, user.id), userId: user.id }
  }

  const failed = await countSignInFailure(db, account, source, new Date(now).toISOString())
  if (user) {
    await db
      .updateTable('users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', user.id)
      .execute()
  }
  const result = outcomeOf(failed, accounts, now)
  if (!result.ok && result.outcome === 'locked') await lockSignIn(db, account, source, result.lockedUntil!)
  return result
}

/** Failure counts without an attempt for this long (and without a lock) are forgotten. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000

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
