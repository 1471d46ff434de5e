import type { QueryClient } from '@tanstack/react-query'
import { hasSessionCookie } from '#lib/session.ts'

/**
 * The signed-in part of the app (header links, session check) loads after the first paint and only
 * when a session cookie says there may be a session: an anonymous visitor, or a phone offline,
 * downloads and runs none of it and makes no extra call.
 */
export function startAccountsAfterFirstPaint(queryClient: QueryClient): void {
  if (!hasSessionCookie()) return
  const start = () =>
    void import('#features/auth/auth-start.ts').then(
      (auth) => auth.startAuth(queryClient),
      // Offline with the auth code not on the device: the dossier works as for anyone else.
      () => undefined,
    )
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}
