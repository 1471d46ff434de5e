import { queryOptions } from '@tanstack/react-query'
import { fetchProductDetail } from './requests.ts'

/** Query factory of the product: loaders ensure it, components read it, mutations invalidate by its key. */
export const productQueries = {
  all: () => ['product'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), id, 'detail'] as const,
      queryFn: () => fetchProductDetail(id),
    }),
}
