import { api } from '#lib/api-client.ts'
import { productListSchema, type ProductList } from '#shared/api/account'

export interface ProductListParams {
  q: string
  page: number
  pageSize: number
}

/** GET /api/v1/products/list: the selected workgroup's products, searched and paged. */
export async function fetchProductList(params: ProductListParams): Promise<ProductList> {
  const json = await api
    .get('/api/v1/products/list', { searchParams: { q: params.q, page: params.page, pageSize: params.pageSize } })
    .json()
  return productListSchema.parse(json)
}
