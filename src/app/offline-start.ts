import type { QueryClient } from '@tanstack/react-query'
import { reachableAtom } from '../lib/connectivity.ts'
import { savedQueries } from '../lib/saved-queries.ts'
import { onSavedChange, savedStore } from '../lib/saved-store.ts'
import { uiStore } from '../lib/store.ts'

/** After the first paint (app/offline.ts): the saved dossiers' notices, the label page's code, and revalidation. */
export function startOffline(queryClient: QueryClient): void {
  // Offline too: the saved sheets page and the notices follow every change, from this tab or another.
  onSavedChange(() => {
    void queryClient.invalidateQueries({ queryKey: savedQueries.all() })
    keepLabelPageOffline()
  })
  void savedStore()
    .list()
    .then(
      (saved) => saved.length > 0 && keepLabelPageOffline(),
      () => undefined,
    )
  // Online only (its file is not precached): keeping the saved dossiers current.
  void import('../features/offline/start.ts').then(
    (offline) => offline.startOfflineLibrary(queryClient),
    () => undefined,
  )
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
