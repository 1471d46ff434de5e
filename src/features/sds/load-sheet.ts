import type { QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '#lib/http-errors.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { adoptPreview } from '#lib/adopt-preview.ts'
import { sheetQuery } from './api/queries.ts'
import { sheetFromHtml } from './api/requests.ts'
import type { SdsSearch } from './search-params.ts'
import { resolveSdsState } from './search.ts'

/** The sheet (product and document language) the page last entered; another one is entered anew. */
let entered: string | undefined

/**
 * The loader of the SDS page. Entering the page, or another document language, waits for the sheet:
 * 'failed' when the server cannot give it (the route leaves for /sdserror), 'offline' when
 * the network is out of reach and this device holds no copy. A changed version, comparison or QR
 * option only starts the load: the page keeps showing the current sheet, and a failure must not
 * leave it (the page handles it).
 */
export async function loadSdsSheet(
  queryClient: QueryClient,
  product: ProductDetail,
  params: { id: string; lang: string },
  search: SdsSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<'ok' | 'offline' | 'failed'> {
  const state = resolveSdsState(search, product.basic.versions)
  const query = sheetQuery(params.id, Number(params.lang), state)
  // The server (or, offline, the service worker) sent the plain sheet of a version with the page:
  // the page shows that very sheet without downloading it a second time.
  if (state.compare === undefined && state.qrCode && state.version !== undefined)
    adoptPreview(
      queryClient,
      query.queryKey,
      { kind: 'sds', id: params.id, lang: Number(params.lang), version: state.version },
      sheetFromHtml,
    )
  const sheet = `${params.id}/${params.lang}`
  if (cause === 'preload' || (cause === 'stay' && sheet === entered)) {
    void queryClient.prefetchQuery(query)
    return 'ok'
  }
  try {
    await queryClient.ensureQueryData({ ...query, revalidateIfStale: true })
    entered = sheet
    return 'ok'
  } catch (error) {
    return isNetworkError(error) ? 'offline' : 'failed'
  }
}
