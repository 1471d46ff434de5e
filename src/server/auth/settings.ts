import { randomBytes } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Mailer } from '../mail/transport.ts'
import { rateLimit, type RateLimit } from './rate-limit.ts'

/** Thresholds of sign-in and sharing; tests shorten them. */
export interface AuthLimits {
  /** Failed sign-ins in a row after which the answer is the locked-account warning. */
  warnAfter: number
  /** Failed sign-ins in a row that lock the account (403 locked) ... */
  lockAfter: number
  /** ... for this long. */
  lockMs: number
  /** Password attempts per account name, and per client address, per window. */
  attemptsPerAccount: number
  attemptsPerAddress: number
  attemptWindowMs: number
  /** Share sends (each up to 10 recipients) and previews per user per window. */
  sharesPerUser: number
  previewsPerUser: number
  shareWindowMs: number
}

export const DEFAULT_LIMITS: AuthLimits = {
  warnAfter: 3,
  lockAfter: 5,
  lockMs: 15 * 60 * 1000,
  attemptsPerAccount: 10,
  attemptsPerAddress: 30,
  attemptWindowMs: 60 * 1000,
  sharesPerUser: 10,
  previewsPerUser: 120,
  shareWindowMs: 10 * 60 * 1000,
}

export interface AccountsOptions {
  /** HS256 secret of the access tokens (AUTH_SECRET); a random one per process when absent (tests). */
  secret?: string
  /** The clock of tokens, locks and limits (tests move it). */
  now?: () => number
  limits?: Partial<AuthLimits>
  /** Who is asking, for the per-address limit: the socket's address unless told otherwise. */
  clientAddress?: (c: Context) => string
  /** Where share e-mails go; without one, sending answers 503. */
  mailer?: Mailer
}

export interface Accounts {
  secret: string
  now: () => number
  limits: AuthLimits
  clientAddress: (c: Context) => string
  mailer?: Mailer
  limiters: { account: RateLimit; address: RateLimit; share: RateLimit; preview: RateLimit }
}

function socketAddress(c: Context): string {
  // Behind a trusted proxy, the address it reports (set by the trusted-origin middleware).
  const reported = c.get('clientAddress')
  if (reported) return reported
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'local'
  }
}

export function resolveAccounts(db: Kysely<Database>, options: AccountsOptions = {}): Accounts {
  const now = options.now ?? Date.now
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const window = (bucket: keyof Accounts['limiters'], limit: number, windowMs: number) => rateLimit(db, { bucket, limit, windowMs, now })
  return {
    secret: options.secret ?? randomBytes(48).toString('base64url'),
    now,
    limits,
    clientAddress: options.clientAddress ?? socketAddress,
    mailer: options.mailer,
    limiters: {
      account: window('account', limits.attemptsPerAccount, limits.attemptWindowMs),
      address: window('address', limits.attemptsPerAddress, limits.attemptWindowMs),
      share: window('share', limits.sharesPerUser, limits.shareWindowMs),
      preview: window('preview', limits.previewsPerUser, limits.shareWindowMs),
    },
  }
}
