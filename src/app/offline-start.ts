import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '#features/config/api/queries.ts'
import { startOfflineLibrary } from '#features/offline/start.ts'
import { reachableAtom } from '#lib/connectivity.ts'
import { onSavedChange, savedStore } from '#lib/saved-store.ts'
import { uiStore } from '#lib/store.ts'

/**
 * After the first paint, with the server there (app/offline.ts; this file is not precached,
 * vite.config.ts): revalidating saved dossiers, and the code their pages need offline kept on the device.
 */
export function startOnline(queryClient: QueryClient): void {
  onSavedChange(keepSavedDossierCode)
  void savedStore()
    .list()
    .then(
      (saved) => saved.length > 0 && keepSavedDossierCode(),
      () => undefined,
    )
  startOfflineLibrary(queryClient)
  // The runtime configuration holds the saved copies' warning age, which the device keeps for offline visits.
  void queryClient.prefetchQuery(configQueries.runtime())
}

/**
 * Code left out of the precache (vite.config.ts, online-* and later-* chunks) that only a saved
 * dossier needs offline: the label preview page, the status line naming what is saved, the share
 * popover (its link can be copied offline) and the scanner (it opens saved dossiers). Once a
 * dossier is saved (and on every start with saved ones, so a new build's files replace the old)
 * they load through the service worker, which keeps them (sw/assets-cache.ts). Only while the
 * server answers: offline there is nothing to fetch.
 */
function keepSavedDossierCode(): void {
  if (!uiStore.get(reachableAtom)) return
  for (const load of [
    () => import('../routes/$id/$il/ee/-components/label-preview-route.tsx'),
    () => import('#features/dossier/components/saving-status.tsx'),
    () => import('#components/share-popover-panel.tsx'),
    () => import('#features/scan/components/scan-dialog.tsx'),
  ])
    void load().catch(() => undefined)
}
