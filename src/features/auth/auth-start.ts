import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { notify } from '#components/toast-store.ts'
import { headerAccountAtom, sessionAtom } from '#lib/session.ts'
import { uiStore } from '#lib/store.ts'
import { HeaderAccountEnd, HeaderAccountStart } from './components/header-account.tsx'
import { checkSession, forgetPrivateData, requireUser, resetSessionCheck } from './session.ts'

let started = false

/**
 * Loaded after the first paint (never in a dossier's first download): puts the signed-in links into
 * the header, checks the session, and says so when a session ends by expiry.
 */
export function startAuth(queryClient: QueryClient): Promise<unknown> {
  if (!started) {
    started = true
    uiStore.set(headerAccountAtom, { Start: HeaderAccountStart, End: HeaderAccountEnd })
    uiStore.sub(sessionAtom, () => {
      const session = uiStore.get(sessionAtom)
      if (session.status !== 'signedOut' || !session.expired) return
      resetSessionCheck()
      forgetPrivateData(queryClient)
      notify({ type: 'error', text: t`Your session has expired. Please sign in again.`, delay: 6000 })
    })
  }
  return checkSession()
}

/** Route guard of the signed-in pages: the auth code started, then a user, or off to the sign-in page. */
export async function requireSignedIn(queryClient: QueryClient, returnTo: string) {
  await startAuth(queryClient)
  return requireUser(returnTo)
}
