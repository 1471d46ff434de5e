import { queryOptions } from '@tanstack/react-query'
import type { InstructionsState } from '../search-params.ts'
import { fetchInstructionsHtml } from './requests.ts'

/** Query factory of the safety instructions: the route loader ensures them, the page reads the same options. */
export const instructionsQueries = {
  all: () => ['ipi'] as const,
  /** Every cached set of one product's instructions (a changed QR option drops them). */
  product: (id: string) => [...instructionsQueries.all(), id] as const,
  view: (id: string, lang: number, { version, qrCode }: InstructionsState) =>
    queryOptions({
      queryKey: [...instructionsQueries.product(id), lang, { version: version ?? null, qrCode }] as const,
      queryFn: () => fetchInstructionsHtml(id, lang, { version, qrCode }),
    }),
}
