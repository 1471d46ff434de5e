import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '../features/config/api/queries.ts'
import { startOfflineLibrary } from '../features/offline/start.ts'
import { reachableAtom } from '../lib/connectivity.ts'
import { onSavedChange, savedStore } from '../lib/saved-store.ts'
import { uiStore } from '../lib/store.ts'

/**
 * After the first paint, with the server there (app/offline.ts; this file is not precached,
 * vite.config.ts): revalidating saved dossiers, and the label page's code kept on the device.
 */
export function startOnline(queryClient: QueryClient): void {
  onSavedChange(keepLabelPageOffline)
  void savedStore()
    .list()
    .then(
      (saved) => saved.length > 0 && keepLabelPageOffline(),
      () => undefined,
    )
  startOfflineLibrary(queryClient)
  // The runtime configuration holds the saved copies' warning age, which the device keeps for offline visits.
  void queryClient.prefetchQuery(configQueries.runtime())
}

/**
 * The label preview page is left out of the precache (vite.config.ts, later-* chunks): only a saved
 * dossier needs it offline. Once a dossier is saved (and on every start with saved ones, so a new
 * build's file replaces the old) it loads through the service worker, which keeps it
 * (sw/assets-cache.ts). Only while the server answers: offline there is nothing to fetch.
 */
function keepLabelPageOffline(): void {
  if (uiStore.get(reachableAtom)) void import('../routes/$id/$il/ee/-components/label-preview-route.tsx').catch(() => undefined)
}
