import { SAVED_PDF_KINDS, type SavedDocumentKind } from './document-kinds.ts'
import { PERMALINK_PATTERN } from './permalink.ts'

/**
 * Saved dossiers, for reading without a network: what the app stores per permalink in IndexedDB and what the service
 * worker reads back. Plain data and lookups only: the app and the service worker both import this.
 */
/** What a saved document is: the detail or one of a document kind's saved forms (document-kinds.ts). */
export type DocumentKind = SavedDocumentKind

export interface SavedDocument {
  kind: DocumentKind
  /** Document language id; null for documents without one (the dossier's own detail, the label). */
  lang: number | null
  /** The request as the app makes it: path and sorted query (see documentUrl). */
  url: string
  /** Key of the body in the documents store. */
  key: string
  etag: string | null
  contentType: string
  contentDisposition: string | null
  bytes: number
  savedAt: number
}

/** current: the last check found nothing newer; newer: a newer version exists but could not be stored. */
export type Freshness = 'current' | 'newer' | 'failed' | 'unchecked'

export interface SavedDossier {
  id: string
  name: string
  /**
   * The SDS version of the saved copy (the product's current one when it was saved), with its
   * revision date as the documents print it (absent in records saved before it was kept).
   */
  version: { id: number; text: string; revisionDate?: string } | null
  /** Document languages saved, in the order they were saved. */
  languages: number[]
  /**
   * The product's code and article codes, as printed on its containers, so the scanner finds the
   * dossier by a typed code without a connection (absent in records saved before they were kept:
   * the saved detail has them).
   */
  codes?: string[]
  /** The interface language the dossier was opened in, for links from the saved sheets page. */
  interfaceLanguage: string
  documents: SavedDocument[]
  /** When the stored copy was written (first save, or the last update that changed it). */
  savedAt: number
  /** When the last revalidation ran, whatever its outcome. */
  lastCheckedAt: number | null
  /** When the server last confirmed this copy as current (a save, or a check that found nothing newer); absent in older records. */
  confirmedAt?: number
  freshness: Freshness
  /** The version text before the last update, so the app can say what changed; null once the reader has seen it. */
  updatedFrom: string | null
  /** The id of that version, for the comparison view (absent in older records). */
  updatedFromId?: number
}

export { SW_MESSAGES } from './sw-messages.ts'

/** A request with this header goes to the network only: saving and revalidating must see the server's own answer. */
export const NETWORK_ONLY_HEADER = 'X-Dossier-Network-Only'

/** How long a saved dossier's document call waits for the network before the saved copy answers. */
export const NETWORK_TIMEOUT_MS = 3000

export function dossierBytes(dossier: Pick<SavedDossier, 'documents'>): number {
  return dossier.documents.reduce((sum, doc) => sum + doc.bytes, 0)
}

/** Query parameters that change only the download's file name (the client's local time), not the document. */
const NAMING_PARAMS = new Set(['timestamp'])

/**
 * One spelling per request: the path and the query sorted by name, so `?version=3&qrCode=1` and
 * `?qrCode=1&version=3` find the same saved document. Relative to the origin.
 */
export function documentUrl(input: string | URL, base = 'http://localhost'): string {
  const url = new URL(input, base)
  const params = [...url.searchParams]
    .filter(([name]) => !NAMING_PARAMS.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1))
  const query = new URLSearchParams(params).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

const PERMALINK_SEGMENT = new RegExp(PERMALINK_PATTERN.source.replace('^', '^-'))

/** The permalink of an API call about a product (`/api/v1/products/-{id}/detail`, `/api/v1/sdsRender/view/-{id}/1`, …). */
export function permalinkOfApiPath(pathname: string): string | undefined {
  if (!pathname.startsWith('/api/')) return undefined
  const segment = pathname.split('/').find((s) => PERMALINK_SEGMENT.test(s))
  return segment?.slice(1)
}

export function isPdfKind(kind: DocumentKind): boolean {
  return SAVED_PDF_KINDS.includes(kind)
}

/**
 * The saved document that answers a request: the same address, or for a PDF asked without a
 * version (the server redirects that to the current version) the saved PDF of the same path and options.
 */
export function findSavedDocument(dossier: SavedDossier, requestUrl: string): SavedDocument | undefined {
  const wanted = documentUrl(requestUrl)
  const exact = dossier.documents.find((doc) => doc.url === wanted)
  if (exact) return exact
  const url = new URL(wanted, 'http://localhost')
  if (url.searchParams.has('version')) return undefined
  return dossier.documents.find((doc) => {
    if (!isPdfKind(doc.kind)) return false
    const saved = new URL(doc.url, 'http://localhost')
    if (saved.pathname !== url.pathname) return false
    saved.searchParams.delete('version')
    return documentUrl(saved) === wanted
  })
}

/** Headers of a saved answer; X-Dossier-Saved-At tells the app the answer came from the device. */
export function savedResponseHeaders(doc: SavedDocument, savedAt: number): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': doc.contentType,
    'Content-Length': String(doc.bytes),
    'X-Dossier-Saved-At': String(savedAt),
  }
  if (doc.etag) headers.ETag = doc.etag
  if (doc.contentDisposition) headers['Content-Disposition'] = doc.contentDisposition
  return headers
}
