import { queryOptions } from '@tanstack/react-query'
import { fetchProductDetail, type DetailOptions } from './requests.ts'

/**
 * The detail lists what the viewer may see (files restricted to a workgroup only for its members):
 * signing in or out asks for it again (features/auth/session.ts finds these queries by this mark).
 */
const meta = { viewerDependent: true }

/** Query factory of the product: loaders ensure it, components read it, mutations invalidate by its key. */
export const productQueries = {
  all: () => ['product'] as const,
  /** The product as the guard and the dossier home need it (first valid language, current version). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), id, 'detail'] as const,
      queryFn: () => fetchProductDetail(id),
      meta,
    }),
  /** Texts in one document language, of one version (the detail page and its comparison). */
  detailIn: (id: string, options: Required<Pick<DetailOptions, 'lang'>> & DetailOptions) =>
    queryOptions({
      queryKey: [...productQueries.all(), id, 'detail', options] as const,
      queryFn: () => fetchProductDetail(id, options),
      meta,
    }),
}
