import { createStore, type UseStore } from 'idb-keyval'
import { STORAGE } from '../shared/storage-keys.ts'

/** The named IndexedDB stores of the app; the service worker opens the same names, so both read one saved copy. */
export const queryCacheStore = createStore(STORAGE.queryCacheDb, STORAGE.queryCacheStore)

let saved: { dossiers: UseStore; documents: UseStore } | undefined

/**
 * Saved dossiers: metadata records by permalink, and the document bodies they point to. Opened on
 * first use, not at start: a page that never needs them never opens them.
 */
export function savedStores(): { dossiers: UseStore; documents: UseStore } {
  saved ??= {
    dossiers: createStore(STORAGE.savedDb, STORAGE.savedStore),
    documents: createStore(STORAGE.savedDocumentsDb, STORAGE.savedDocumentsStore),
  }
  return saved
}
