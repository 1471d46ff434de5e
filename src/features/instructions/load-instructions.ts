import type { QueryClient } from '@tanstack/react-query'
import { adoptPreview } from '#lib/adopt-preview.ts'
import { isNetworkError } from '#lib/http-errors.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { instructionsQueries } from './api/queries.ts'
import { resolveInstructionsState, type InstructionsSearch } from './search-params.ts'

/**
 * The loader of the safety-instruction page: entering it, another language, another version or QR
 * option all wait for the instructions. 'failed' when the server cannot give them (the route leaves
 * for /sdserror), 'offline' when the network is out of reach and this device has no copy.
 */
export async function loadInstructions(
  queryClient: QueryClient,
  product: ProductDetail,
  params: { id: string; lang: string },
  search: InstructionsSearch,
  preload = false,
): Promise<'ok' | 'offline' | 'failed'> {
  const state = resolveInstructionsState(search, product.basic.versions)
  const query = instructionsQueries.view(params.id, Number(params.lang), state)
  // The server (or, offline, the service worker) sent these instructions with the page: the page
  // shows them without downloading them a second time. Only with the QR code, as the server sends them.
  if (state.qrCode && state.version !== undefined)
    adoptPreview(queryClient, query.queryKey, { kind: 'ipi', id: params.id, lang: Number(params.lang), version: state.version }, String)
  // A preload (a link under the pointer) only starts the load: its failure is the visit's to handle.
  if (preload) {
    void queryClient.prefetchQuery(query)
    return 'ok'
  }
  try {
    await queryClient.ensureQueryData({ ...query, revalidateIfStale: true })
    return 'ok'
  } catch (error) {
    return isNetworkError(error) ? 'offline' : 'failed'
  }
}
