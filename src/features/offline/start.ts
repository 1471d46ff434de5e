import type { QueryClient } from '@tanstack/react-query'
import { onDossierUpdated, revalidateAll } from './library.ts'

let started = false

/**
 * Loaded after the first paint: keeps the saved dossiers current (on open, when the connection
 * returns, when the app comes back to the foreground, since background sync exists only in Chromium) and the pages in step.
 */
export function startOfflineLibrary(queryClient: QueryClient): void {
  if (started) return
  started = true
  // An open page of an updated dossier loads the new copy.
  onDossierUpdated((id) => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === id }))
  void revalidateAll(true)
  window.addEventListener('online', () => void revalidateAll(true))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void revalidateAll()
  })
}
