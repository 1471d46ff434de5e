import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Kysely } from 'kysely'
import { WORKGROUP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '#shared/share'
import type { Database } from '../db/schema.ts'
import { problem } from '../problem.ts'
import { findUserById, workgroupsOf } from '../repos/accounts.ts'
import { familyIsActive } from '../repos/refresh-tokens.ts'
import { signedInOf, unauthorized } from './context.ts'
import { REFRESH_COOKIE, TOKEN_COOKIE } from './cookies.ts'
import type { Accounts } from './settings.ts'
import { verifyAccessToken } from './tokens.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Writes that do not act on the session, so a forged request gains nothing from the browser's
 * cookies: the token call (a password grant carries no session, and it checks the header itself for
 * a refresh), and the unsubscribe button of a revision notice, whose signed link is its authority
 * (a recipient who is also signed in to the portal must not be refused for a missing XSRF header).
 */
const SESSIONLESS_WRITES = new Set(['/api/oauth2/token', '/api/v1/notices/unsubscribe'])

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([\w.~+/-]+=*)$/i.exec(c.req.header('authorization') ?? '')
  return match?.[1]
}

/** Double submit: the X-XSRF-TOKEN header repeats the XSRF-TOKEN cookie, which another site cannot read. */
export function xsrfMatches(c: Context): boolean {
  const cookie = getCookie(c, XSRF_COOKIE) ?? ''
  const header = c.req.header(XSRF_HEADER) ?? ''
  if (cookie.length < 16 || cookie.length !== header.length) return false
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header))
}

/**
 * On every API call: refuses a cookie-authenticated write without the XSRF header, reads the
 * access token (Bearer first, else the HttpOnly cookie), and checks the workgroup header against
 * the user's memberships. Public calls go on without a user; routes that need one use requireUser.
 */
export function authMiddleware(db: Kysely<Database>, accounts: Accounts): MiddlewareHandler {
  return async (c, next) => {
    c.set('signedIn', undefined)
    c.set('authFailure', undefined)
    const bearer = bearerToken(c)
    const cookieToken = getCookie(c, TOKEN_COOKIE)
    const path = new URL(c.req.url).pathname
    const byCookie = !bearer && (cookieToken !== undefined || getCookie(c, REFRESH_COOKIE) !== undefined)
    if (!SAFE_METHODS.has(c.req.method) && byCookie && !SESSIONLESS_WRITES.has(path) && !xsrfMatches(c)) {
      return problem(c, 403, 'Missing or wrong XSRF token', {
        detail: `Send the ${XSRF_COOKIE} cookie's value in the ${XSRF_HEADER} header`,
      })
    }

    const token = bearer ?? cookieToken
    if (token) {
      const claims = await verifyAccessToken(token, accounts.secret, accounts.now())
      if (typeof claims === 'string') {
        c.set('authFailure', claims)
      } else {
        const [user, active, workgroups] = await Promise.all([
          findUserById(db, claims.sub),
          familyIsActive(db, claims.sid, claims.sub),
          workgroupsOf(db, claims.sub),
        ])
        if (!user || !active) {
          c.set('authFailure', 'invalid')
        } else {
          const asked = c.req.header(WORKGROUP_HEADER)?.trim()
          const workgroup = asked ? workgroups.find((w) => String(w.id) === asked) : workgroups[0]
          if (asked && !workgroup) {
            return problem(c, 403, 'Not a member of this workgroup', {
              detail: `${WORKGROUP_HEADER} names a workgroup you do not belong to`,
            })
          }
          c.set('signedIn', { user, sessionId: claims.sid, via: bearer ? 'bearer' : 'cookie', workgroups, workgroup })
        }
      }
    }
    await next()
  }
}

/** For routes that need a signed-in user: 401 otherwise. */
export const requireUser: MiddlewareHandler = async (c, next) => {
  if (!signedInOf(c)) return unauthorized(c)
  await next()
}
