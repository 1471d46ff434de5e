import { createStore } from 'idb-keyval'
import { STORAGE } from '#shared/storage-keys'

/** The persisted query cache's IndexedDB store (the saved dossiers' stores are in shared/saved-stores.ts). */
export const queryCacheStore = createStore(STORAGE.queryCacheDb, STORAGE.queryCacheStore)
