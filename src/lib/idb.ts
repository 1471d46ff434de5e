import { createStore } from 'idb-keyval'
import { STORAGE } from '../shared/storage-keys.ts'

/** The named IndexedDB stores of the app; the service worker opens the same names (OFFLINE.md). */
export const queryCacheStore = createStore(STORAGE.queryCacheDb, STORAGE.queryCacheStore)
