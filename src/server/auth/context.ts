import type { Context } from 'hono'
import { problem } from '../problem.ts'
import { HTTPException } from 'hono/http-exception'
import type { Workgroup, UserRow } from '../repos/accounts.ts'

/** Who is calling, once the auth middleware has checked the access token (cookie or Bearer). */
export interface SignedIn {
  user: UserRow
  /** The sign-in (refresh token family) this access token belongs to. */
  sessionId: string
  via: 'cookie' | 'bearer'
  workgroups: Workgroup[]
  /** The chemius-workgroup-id of the request, else the first of the user's workgroups. */
  workgroup: Workgroup | undefined
}

declare module 'hono' {
  interface ContextVariableMap {
    signedIn: SignedIn | undefined
    /** A token came, but it was expired or not ours: a route that needs a user answers 401. */
    authFailure: 'expired' | 'invalid' | undefined
  }
}

export function signedInOf(c: Context): SignedIn | undefined {
  return c.get('signedIn')
}

/** 401 problem; the app answers it by refreshing the token once and trying again. */
export function unauthorized(c: Context): Response {
  const detail = c.get('authFailure') === 'expired' ? 'The access token has expired' : 'Sign in first'
  return problem(c, 401, 'Not signed in', { detail }, { 'WWW-Authenticate': 'Bearer realm="dossier"' })
}

/** For code that can only answer yes or no (deps.canOpenRestricted): an expired token still earns a 401. */
export function throwUnauthorized(c: Context): never {
  throw new HTTPException(401, { res: unauthorized(c) })
}
