import { QueryClient } from '@tanstack/react-query'
import { isServerAnswerFailure } from '#lib/errors/app-error.ts'
import { PERSIST_MAX_AGE_MS } from '#shared/storage-keys'

/**
 * offlineFirst: try the network even when navigator.onLine says otherwise (it lies), and fall back
 * to cached data at once. gcTime matches the persisted max age so restored data is not dropped.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 30_000,
        // Only a server hiccup is worth one more try; offline or 4xx answers are final.
        retry: (count, error) => count < 1 && isServerAnswerFailure(error),
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}
