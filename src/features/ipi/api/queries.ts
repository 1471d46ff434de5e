import { queryOptions } from '@tanstack/react-query'
import type { IpiState } from '../search-params.ts'
import { fetchIpiHtml } from './requests.ts'

/** Query factory of the safety instructions: the route loader ensures them, the page reads the same options. */
export const ipiQueries = {
  all: () => ['ipi'] as const,
  /** Every cached set of one product's instructions (a changed QR option drops them). */
  product: (id: string) => [...ipiQueries.all(), id] as const,
  view: (id: string, lang: number, { version, qrCode }: IpiState) =>
    queryOptions({
      queryKey: [...ipiQueries.product(id), lang, { version: version ?? null, qrCode }] as const,
      queryFn: () => fetchIpiHtml(id, lang, { version, qrCode }),
    }),
}
