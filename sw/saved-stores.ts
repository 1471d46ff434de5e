import { createStore, type UseStore } from 'idb-keyval'
import { STORAGE } from '../src/shared/storage-keys.ts'

let stores: { dossiers: UseStore; documents: UseStore } | undefined

/** The saved dossiers' IndexedDB stores, shared with the app (src/lib/idb.ts), opened on first use. */
export const savedStores = () =>
  (stores ??= {
    dossiers: createStore(STORAGE.savedDb, STORAGE.savedStore),
    documents: createStore(STORAGE.savedDocumentsDb, STORAGE.savedDocumentsStore),
  })
