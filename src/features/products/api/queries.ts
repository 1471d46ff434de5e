import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchProductList, type ProductListParams } from './requests.ts'

/** The signed-in product list. meta.persist false: never saved to this device, dropped on sign-out. */
export const productListQueries = {
  all: () => ['productList'] as const,
  page: (params: ProductListParams, workgroup: number | undefined) =>
    queryOptions({
      queryKey: [...productListQueries.all(), workgroup ?? null, params] as const,
      queryFn: () => fetchProductList(params),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      meta: { persist: false },
    }),
}
