import { createStore, type UseStore } from 'idb-keyval'
import { STORAGE } from './storage-keys.ts'

export interface SavedStores {
  /** The saved dossiers' records, one per permalink. */
  dossiers: UseStore
  /** The saved documents' bodies the records point to. */
  documents: UseStore
  /** The "not saved on this device" notice, by interface language (shared/offline-notice.ts). */
  notices: UseStore
}

let stores: SavedStores | undefined

/**
 * The IndexedDB stores the app writes and the service worker reads, one definition for both so
 * they always open the same names. Opened on first use: a page that never needs them never opens them.
 */
export function savedStores(): SavedStores {
  stores ??= {
    dossiers: createStore(STORAGE.savedDb, STORAGE.savedStore),
    documents: createStore(STORAGE.savedDocumentsDb, STORAGE.savedDocumentsStore),
    notices: createStore(STORAGE.offlineNoticesDb, STORAGE.offlineNoticesStore),
  }
  return stores
}
