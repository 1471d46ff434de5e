import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { sign, verify } from 'hono/jwt'

/** Access tokens live 15 minutes; a refresh token 12 hours (renewed on every use), a sign-in at most 14 days. */
export const ACCESS_TOKEN_TTL_S = 15 * 60
export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000

const ISSUER = 'dossier'

export interface AccessClaims {
  /** User id. */
  sub: number
  /** Family id of the sign-in: revoking the family ends its access tokens too. */
  sid: string
}

export async function signAccessToken(claims: AccessClaims, secret: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000)
  return sign({ iss: ISSUER, sub: String(claims.sub), sid: claims.sid, iat, exp: iat + ACCESS_TOKEN_TTL_S }, secret, 'HS256')
}

/** The claims of a well-signed, unexpired token; 'expired' or 'invalid' otherwise. */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<AccessClaims | 'expired' | 'invalid'> {
  try {
    // Time is checked here against the injected clock, so tests can age a token without waiting.
    const payload = await verify(token, secret, { alg: 'HS256', iss: ISSUER, exp: false, nbf: false, iat: false })
    const sub = Number(payload.sub)
    if (!Number.isInteger(sub) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return 'invalid'
    if (payload.exp <= Math.floor(nowMs / 1000)) return 'expired'
    return { sub, sid: payload.sid }
  } catch {
    return 'invalid'
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function newFamilyId(): string {
  return randomUUID()
}

export function newXsrfToken(): string {
  return randomBytes(24).toString('base64url')
}

/** Refresh tokens are 256 random bits: a plain SHA-256 is enough to store them (no salt or stretching needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The signing secret: AUTH_SECRET when set, else one generated on first start and kept in a file
 * (mode 600) so sessions survive restarts.
 */
export function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}
