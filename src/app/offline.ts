import type { QueryClient } from '@tanstack/react-query'
import { afterWindowLoad } from '#lib/after-load.ts'
import { reportReachable, watchConnectivity } from '#lib/connectivity.ts'
import { headerToolsAtom } from '#lib/header-tools.ts'
import { isNetworkError } from '#lib/http-errors.ts'
import { previewPaintedOffline } from '#lib/page-preview.ts'
import { captureInstallPrompt } from '#lib/install-prompt.ts'
import { uiStore } from '#lib/store.ts'
import { HeaderTools } from './header-tools.tsx'

/** Before the first render: the header's tools, the install offer (fired once, early) and the connection state. */
export function prepareOffline(queryClient: QueryClient): void {
  uiStore.set(headerToolsAtom, () => HeaderTools)
  captureInstallPrompt()
  watchConnectivity()
  // The service worker painted the page because the server did not answer: offline from the first frame.
  if (previewPaintedOffline()) reportReachable(false)
  // A call that could not reach the server says the device is offline, whatever navigator.onLine says.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed' && isNetworkError(event.action.error)) reportReachable(false)
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error)) reportReachable(false)
  })
}

/** The saved-dossier library loads after the first paint and never delays a dossier. */
export function startOfflineAfterFirstPaint(queryClient: QueryClient): void {
  const start = () => {
    // Offline too: the saved sheets page and the notices follow every change, from this tab or another.
    void Promise.all([import('#lib/saved-store.ts'), import('#lib/saved-queries.ts')]).then(([store, { savedQueries }]) =>
      store.onSavedChange(() => void queryClient.invalidateQueries({ queryKey: savedQueries.all() })),
    )
    // Online only (its file is not precached): keeping the saved dossiers current and their label page on the device.
    void import('./offline-start.ts').then(
      (offline) => offline.startOnline(queryClient),
      () => undefined,
    )
  }
  // After the page has loaded and settled: revalidating saved dossiers never competes with the first paint.
  const later = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : start()), 1500)
  afterWindowLoad(later)
}
