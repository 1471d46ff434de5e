import type { QueryClient } from '@tanstack/react-query'
import { reportReachable, watchConnectivity } from '../lib/connectivity.ts'
import { headerToolsAtom } from '../lib/header-tools.ts'
import { isNetworkError } from '../lib/http-errors.ts'
import { captureInstallPrompt } from '../lib/install-prompt.ts'
import { uiStore } from '../lib/store.ts'
import { HeaderTools } from './header-tools.tsx'

/** Before the first render: the header's tools, the install offer (fired once, early) and the connection state. */
export function prepareOffline(queryClient: QueryClient): void {
  uiStore.set(headerToolsAtom, () => HeaderTools)
  captureInstallPrompt()
  watchConnectivity()
  // A call that could not reach the server says the device is offline, whatever navigator.onLine says.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed' && isNetworkError(event.action.error)) reportReachable(false)
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error)) reportReachable(false)
  })
}

/**
 * The saved-dossier library (revalidation, storage events) loads after the first paint and never
 * delays a dossier; offline with the code not on the device, nothing is lost.
 */
export function startOfflineAfterFirstPaint(queryClient: QueryClient): void {
  const start = () =>
    void import('../features/offline/start.ts').then(
      (offline) => offline.startOfflineLibrary(queryClient),
      () => undefined,
    )
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}
