import { queryOptions } from '@tanstack/react-query'
import { fetchShareLangs } from './requests.ts'

export const shareQueries = {
  all: () => ['share'] as const,
  /** Keyed by the selection: removing a product from the dialog loads the languages again. */
  langs: (productIds: number[], workgroup: number | undefined) =>
    queryOptions({
      queryKey: [...shareQueries.all(), 'langs', workgroup ?? null, [...productIds].sort((a, b) => a - b)] as const,
      queryFn: () => fetchShareLangs(productIds),
      staleTime: 60_000,
      meta: { persist: false },
    }),
}
