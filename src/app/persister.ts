import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import { del, get, set } from 'idb-keyval'
import { queryCacheStore } from '#lib/idb.ts'
import { PERSIST_MAX_AGE_MS, STORAGE } from '#shared/storage-keys'

const persister: Persister = {
  persistClient: (client: PersistedClient) => set(STORAGE.queryCacheKey, client, queryCacheStore),
  restoreClient: () => get<PersistedClient>(STORAGE.queryCacheKey, queryCacheStore),
  removeClient: () => del(STORAGE.queryCacheKey, queryCacheStore),
}

/** The restore must not hang the first paint when IndexedDB is slow or broken. */
const RESTORE_TIMEOUT_MS = 1500

/**
 * Restores the persisted query cache, then keeps it saved. Any query that has data is saved,
 * even after a failed refetch (the default keeps only successful queries,
 * so the second offline reopen would be empty).
 */
export async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: STORAGE.queryCacheBuster,
    // meta.persist false: a signed-in user's data (product list, share languages, who is signed in) stays off the device;
    // document bodies (SDS sheets) live in the saved-dossier store instead: this blob is rewritten on every change and
    // its restore time grows with it.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false },
  })
  await Promise.race([restored.catch(() => undefined), new Promise((r) => setTimeout(r, RESTORE_TIMEOUT_MS))])
}
