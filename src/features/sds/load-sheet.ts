import type { QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '../../lib/http-errors.ts'
import type { ProductDetail } from '../../shared/api/product-detail.ts'
import { previewFor } from '../../app/page-preview.ts'
import { sdsQueries, sheetQuery } from './api/queries.ts'
import { sheetFromHtml } from './api/requests.ts'
import type { SdsSearch } from './search-params.ts'
import { resolveSdsState, type SdsState } from './search.ts'

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
  adoptPreview(queryClient, params.id, Number(params.lang), state)
  const query = sheetQuery(params.id, Number(params.lang), state)
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

/**
 * The server (or, offline, the service worker) sent the sheet with the page: it becomes the query's
 * data, so the page shows the very same sheet without downloading it a second time.
 */
function adoptPreview(queryClient: QueryClient, id: string, lang: number, state: SdsState): void {
  if (state.compare !== undefined || !state.qrCode || state.version === undefined) return
  const { queryKey } = sdsQueries.view(id, lang, { version: state.version, qrCode: true })
  if (queryClient.getQueryData(queryKey)) return
  const html = previewFor('sds', id, lang, state.version)
  if (html !== undefined) queryClient.setQueryData(queryKey, sheetFromHtml(html))
}
