import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { hasSessionCookie, sessionAtom, type Session } from '#lib/session.ts'
import { selectWorkgroup, selectedWorkgroup } from '#lib/workgroup.ts'
import { uiStore } from '#lib/store.ts'
import type { UserSettings } from '#shared/api/account'
import { fetchUserSettings, requestSignIn, requestSignOut } from './api/requests.ts'

let checking: Promise<Session> | undefined

/** The selected workgroup stays when the user belongs to it; otherwise the first group. */
function settle(user: UserSettings): Session {
  const stored = selectedWorkgroup()
  if (!user.groups.some((g) => g.id === stored)) selectWorkgroup(user.groups[0]?.id)
  const session: Session = { status: 'signedIn', user }
  uiStore.set(sessionAtom, session)
  return session
}

function signedOut(): Session {
  const current = uiStore.get(sessionAtom)
  // Already signed out (perhaps by an expiry the user was told about): keep that state as it is.
  if (current.status === 'signedOut') return current
  const session: Session = { status: 'signedOut' }
  uiStore.set(sessionAtom, session)
  return session
}

/**
 * Checks who is signed in: no session cookie clears the user; otherwise app/init, and any
 * failure (offline included) counts as signed out, quietly. Checked once; later callers share it.
 */
export function checkSession(): Promise<Session> {
  checking ??= (async () => {
    if (!hasSessionCookie()) return signedOut()
    try {
      return settle(await fetchUserSettings())
    } catch {
      return signedOut()
    }
  })()
  return checking
}

/** Route guard of the signed-in pages: to the sign-in page, and back here afterwards. */
export async function requireUser(returnTo: string): Promise<UserSettings> {
  const session = await checkSession()
  if (session.status !== 'signedIn') throw redirect({ to: '/signin', search: { redirect: returnTo } })
  return session.user
}

export async function signIn(queryClient: QueryClient, username: string, password: string): Promise<UserSettings> {
  await requestSignIn(username, password)
  // Whatever was learned while signed out (e.g. "nobody is signed in") is asked again.
  forgetPrivateData(queryClient)
  checking = undefined
  const session = await checkSession()
  if (session.status !== 'signedIn') throw new Error('signed in, but app/init did not answer')
  return session.user
}

/**
 * Queries of a signed-in user (meta.persist false) never outlive the session; answers that depend
 * on who is asking (meta.viewerDependent: a workgroup's files in a product's detail) are asked again,
 * so a signed-out tab stops listing what only members may see.
 */
export function forgetPrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.persist === false })
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.viewerDependent === true })
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await requestSignOut()
  } finally {
    checking = undefined
    uiStore.set(sessionAtom, { status: 'signedOut' })
    selectWorkgroup(undefined)
    forgetPrivateData(queryClient)
  }
}

/** After a refresh failed elsewhere: check again next time someone asks. */
export function resetSessionCheck(): void {
  checking = undefined
}
