import type { QueryClient } from '@tanstack/react-query'
import { adoptPreview } from '#lib/adopt-preview.ts'
import { isNetworkError } from '#lib/http-errors.ts'
import { tdsQueries } from './api/queries.ts'

/**
 * The loader of the TDS page: every entry (and every other language) waits for the sheet. 'failed'
 * when the server cannot give it (the route leaves for the dossier home), 'offline' when
 * the network is out of reach and this device holds no copy.
 */
export async function loadTds(
  queryClient: QueryClient,
  params: { id: string; lang: string },
  preload = false,
): Promise<'ok' | 'offline' | 'failed'> {
  const query = tdsQueries.view(params.id, Number(params.lang))
  // The server (or, offline, the service worker) sent the newest TDS with the page: the page shows
  // that very sheet without downloading it a second time.
  adoptPreview(queryClient, query.queryKey, { kind: 'tds', id: params.id, lang: Number(params.lang) }, (html) => ({ html }))
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
