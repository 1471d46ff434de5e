import { NETWORK_ONLY_HEADER } from '#shared/saved-dossiers'

/** The server's answer to one document request, read whole. */
export interface FetchedDocument {
  status: number
  body: ArrayBuffer | undefined
  etag: string | null
  contentType: string
  contentDisposition: string | null
}

export type DocumentFetcher = (url: string, etag?: string | null) => Promise<FetchedDocument>

/** Every request carries the viewport header. */
const VIEWPORT = JSON.stringify({ myLab: 1, myChemius: false })

/**
 * One full GET (never a Range request: a 206 cannot be stored), past the service
 * worker's saved copies. With an ETag it is a conditional GET and a 304 comes back as such; without
 * one the browser's HTTP cache may answer what the page has just loaded. Throws on network failure.
 */
export const fetchDocument: DocumentFetcher = async (url, etag) => {
  const headers: Record<string, string> = { viewport: VIEWPORT, accept: '*/*', [NETWORK_ONLY_HEADER]: '1' }
  if (etag) headers['If-None-Match'] = etag
  const response = await fetch(url, { headers, credentials: 'same-origin', cache: etag ? 'no-store' : 'no-cache' })
  const status = response.status
  const body = status === 200 ? await response.arrayBuffer() : undefined
  if (status !== 200) await response.body?.cancel()
  return {
    status,
    body,
    etag: response.headers.get('etag'),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    contentDisposition: response.headers.get('content-disposition'),
  }
}
