import type { ComponentType } from 'react'
import type { UserSettings } from '#shared/api/account'
import { XSRF_COOKIE } from '#shared/xsrf'
import { atom, uiStore } from './store.ts'

/**
 * Who is signed in, as UI state: never persisted, learned from app/init after the first
 * paint. 'unknown' until then; the tokens themselves are HttpOnly cookies no script can read.
 */
export type Session = { status: 'unknown' } | { status: 'signedOut'; expired?: boolean } | { status: 'signedIn'; user: UserSettings }

export const sessionAtom = atom<Session>({ status: 'unknown' })

/** The header's signed-in area, filled in by the auth feature once it has loaded (it is not in the first download). */
export const headerAccountAtom = atom<{ Start: ComponentType; End: ComponentType } | null>(null)

/** Data calls in flight: the global loading indicator shows while it is above zero. */
export const pendingCallsAtom = atom(0)

export function trackCall(delta: 1 | -1): void {
  uiStore.set(pendingCallsAtom, (n) => Math.max(0, n + delta))
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim())
  }
  return undefined
}

/**
 * The readable XSRF-TOKEN cookie lives exactly as long as a session's refresh cookie: without it
 * there is no session to check and no refresh token to use, and no call is made.
 */
export function hasSessionCookie(): boolean {
  return readCookie(XSRF_COOKIE) !== undefined
}

/** A session that could not be renewed (session expired): signed out, and told so once. */
export function expireSession(): void {
  const was = uiStore.get(sessionAtom)
  if (was.status === 'signedOut' && was.expired) return
  uiStore.set(sessionAtom, { status: 'signedOut', expired: true })
}
