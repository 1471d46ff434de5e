import { useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '#shared/api/product-detail'
import { productQueries } from './api/queries.ts'

/**
 * The product's texts in one document language (the language of the page's sheet), saved with the
 * dossier for offline use. Until it has loaded, the product the frame already holds stands in when
 * it is in that language; when it cannot load, it stands in anyway: its hazards are the same, only
 * their texts are in its own language.
 */
export function useDetailIn(base: ProductDetail, lang: number): ProductDetail | undefined {
  const query = useQuery(productQueries.detailIn(base.basic.id, { lang }))
  return query.data ?? (base.lang === lang || query.isError ? base : undefined)
}
