import { queryOptions } from '@tanstack/react-query'
import { savedStore } from './saved-store.ts'

export interface StorageState {
  usage: number | undefined
  quota: number | undefined
  persisted: boolean | undefined
}

/**
 * Reads of the saved dossiers (IndexedDB, on the device): they run offline ('always'), are never
 * stale on their own (a change invalidates them) and stay out of the persisted query cache.
 */
export const savedQueries = {
  all: () => ['saved-dossiers'] as const,
  list: () =>
    queryOptions({
      queryKey: [...savedQueries.all(), 'list'] as const,
      queryFn: () => savedStore().list(),
      networkMode: 'always',
      staleTime: Infinity,
      meta: { persist: false },
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...savedQueries.all(), 'one', id] as const,
      queryFn: async () => (await savedStore().read(id)) ?? null,
      networkMode: 'always',
      staleTime: Infinity,
      meta: { persist: false },
    }),
  storage: () =>
    queryOptions({
      queryKey: [...savedQueries.all(), 'storage'] as const,
      queryFn: async (): Promise<StorageState> => {
        const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
        const [estimate, persisted] = await Promise.all([
          storage?.estimate?.().catch(() => undefined),
          storage?.persisted?.().catch(() => undefined),
        ])
        return { usage: estimate?.usage, quota: estimate?.quota, persisted }
      },
      networkMode: 'always',
      staleTime: Infinity,
      meta: { persist: false },
    }),
}
