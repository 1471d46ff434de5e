import { api } from '../../../lib/api-client.ts'
import type { ProductDetail } from '../../../shared/api/product-detail.ts'

export async function fetchProductDetail(id: string): Promise<ProductDetail> {
  // The parser loads beside the request, not in the first download: a saved dossier opens from the
  // cache without it (QUALITY.md budget for the dossier route's initial JS).
  const [json, { productDetailSchema }] = await Promise.all([
    api.get(`/api/v1/products/-${encodeURIComponent(id)}/detail`).json(),
    import('../../../shared/api/product-detail.ts'),
  ])
  return productDetailSchema.parse(json)
}
