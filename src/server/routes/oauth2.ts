import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { OAUTH_CLIENT_ID } from '#shared/share'
import { signedInOf } from '../auth/context.ts'
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../auth/cookies.ts'
import { xsrfMatches } from '../auth/middleware.ts'
import { endSession, passwordGrant, refreshGrant, type IssuedTokens } from '../auth/sessions.ts'
import type { Accounts } from '../auth/settings.ts'
import { newXsrfToken } from '../auth/tokens.ts'
import { XSRF_COOKIE } from '#shared/share'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'

const field = z.string().max(1024)
/** The token call's form fields (also the OpenAPI document's). */
export const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: field,
    username: z.string().min(1).max(254),
    password: z.string().min(1).max(1024),
  }),
  z.object({ grant_type: z.literal('refresh_token'), client_id: field, refresh_token: field.optional() }),
])

/**
 * The sign-out call's form: API clients name the session by its refresh token; the app's browser
 * session sends nothing and is named by its cookie.
 */
export const logoutRequest = z.object({ refresh_token: field.optional() })

/** OAuth error bodies are what the app reads: `error`, or `status` for a locked account. */
function oauthError(c: Context, status: 400 | 401 | 403 | 429, body: Record<string, string>) {
  c.header('Cache-Control', 'no-store')
  return c.json(body, status)
}

/** A form the schema refused: each field named with the schema's own message. */
function invalidForm(c: Context, error: z.ZodError) {
  const fields = error.issues.map((i) => `${i.path.join('.') || 'grant_type'}: ${i.message}`)
  return oauthError(c, 400, { error: 'invalid_request', error_description: fields.join('; ') })
}

interface OAuthDeps {
  db: Kysely<Database>
  log: Logger
  accounts: Accounts
  publicUrl?: string
}

/** The request comes from this portal's own pages (or from no browser at all): no sign-in from another site's form. */
function sameOrigin(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('origin')
  if (!origin || origin === 'null') return origin !== 'null'
  return origin === new URL(c.req.url).origin || (publicUrl !== undefined && origin === new URL(publicUrl).origin)
}

/** POST /api/oauth2/token (form-encoded) and POST /api/oauth2/logout. */
export function oauth2Routes({ db, log, accounts, publicUrl }: OAuthDeps) {
  /**
   * A new sign-in always gets a new XSRF token: one planted before sign-in (by another site on a
   * shared parent domain, or on a shared computer) must not survive into the session. A refresh
   * keeps the session's token.
   */
  const answerTokens = (c: Context, tokens: IssuedTokens, newSignIn: boolean) => {
    const xsrfToken = newSignIn ? newXsrfToken() : (getCookie(c, XSRF_COOKIE) ?? newXsrfToken())
    setSessionCookies(c, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, xsrfToken }, publicUrl)
    c.header('Cache-Control', 'no-store')
    c.header('Pragma', 'no-cache')
    return c.json(tokens)
  }

  return new Hono()
    .post('/token', async (c) => {
      if (!sameOrigin(c, publicUrl))
        return oauthError(c, 403, { error: 'invalid_request', error_description: 'Cross-site sign-in is refused' })
      const form = await c.req.parseBody().catch(() => ({}))
      const parsed = tokenRequest.safeParse(form)
      if (!parsed.success) return invalidForm(c, parsed.error)
      const request = parsed.data
      if (request.client_id !== OAUTH_CLIENT_ID) return oauthError(c, 401, { error: 'invalid_client' })

      if (request.grant_type === 'password') {
        const address = accounts.clientAddress(c)
        const account = request.username.trim().toLowerCase()
        // Both are counted every time: an address over its limit still spends the account's attempts.
        const [addressHit, accountHit] = await Promise.all([accounts.limiters.address.hit(address), accounts.limiters.account.hit(account)])
        const byAddress = addressHit.allowed
        const byAccount = accountHit.allowed
        if (!byAddress || !byAccount) {
          c.header('Retry-After', String(Math.max(addressHit.retryAfter, accountHit.retryAfter)))
          log.warn('sign-in rate limited', { address, byAddress, byAccount })
          return oauthError(c, 429, { error: 'too_many_requests', error_description: 'Too many sign-in attempts; try again later' })
        }
        const result = await passwordGrant(db, accounts, request.username, request.password, address)
        if (result.ok) {
          log.info('signed in', { user: result.userId })
          return answerTokens(c, result.tokens, true)
        }
        log.info('sign-in refused', { outcome: result.outcome, address })
        if (result.outcome === 'locked')
          return oauthError(c, 403, {
            status: 'locked',
            error: 'account_locked',
            error_description: 'The account is locked for a while after repeated failed sign-ins',
          })
        if (result.outcome === 'warning')
          return oauthError(c, 401, {
            error: 'show_warning',
            error_description: 'Wrong username or password; further failures lock the account',
          })
        return oauthError(c, 401, { error: 'invalid_grant', error_description: 'Wrong username or password' })
      }

      // Refresh grant: API clients send the token in the form, the app's browser session in its cookie.
      const fromCookie = request.refresh_token === undefined
      const presented = request.refresh_token ?? getCookie(c, REFRESH_COOKIE)
      if (fromCookie && presented !== undefined && !xsrfMatches(c)) {
        return oauthError(c, 403, { error: 'invalid_request', error_description: 'Missing or wrong XSRF token' })
      }
      const result = presented ? await refreshGrant(db, accounts, presented) : ({ ok: false, reason: 'unknown' } as const)
      if (result.ok) return answerTokens(c, result.tokens, false)
      if (result.reason === 'reused') log.warn('refresh token reused: sign-in revoked')
      if (fromCookie) clearSessionCookies(c, publicUrl)
      return oauthError(c, 401, { error: 'invalid_grant', error_description: 'The session has expired; sign in again' })
    })
    .post('/logout', async (c) => {
      const form = logoutRequest.safeParse(await c.req.parseBody().catch(() => ({})))
      if (!form.success) return invalidForm(c, form.error)
      const refreshToken = form.data.refresh_token ?? getCookie(c, REFRESH_COOKIE)
      await endSession(db, accounts, { refreshToken, familyId: signedInOf(c)?.sessionId })
      clearSessionCookies(c, publicUrl)
      c.header('Cache-Control', 'no-store')
      return c.body(null, 204)
    })
}
