import { newBodyKey, SavedQuotaError, type SavedStore } from '#lib/saved-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { DETAIL_PATH } from '#shared/document-kinds'
import { documentUrl, isPdfKind, type SavedDocument, type SavedDossier } from '#shared/saved-dossiers'
import { productCodes } from '#shared/product-codes'
import { dossierDocuments, type DocumentRequest } from './documents.ts'
import type { DocumentFetcher, FetchedDocument } from './fetch-document.ts'
import { revisionDateOf } from '#lib/version-date.ts'

export interface SyncDeps {
  store: SavedStore
  fetchDocument: DocumentFetcher
  parseDetail: (body: ArrayBuffer) => Promise<ProductDetail>
  documentsFor?: (product: ProductDetail, languages: readonly number[]) => DocumentRequest[]
  now?: () => number
}

export interface SyncOptions {
  id: string
  /** Interface language for links to the saved dossier (kept from the first save otherwise). */
  il?: string
  /** Document languages to add; the ones saved before are always kept and checked. */
  languages?: readonly number[]
  /** Document languages to add only when the product has a sheet in them (English beside the language opened). */
  languagesIfOffered?: readonly number[]
  onProgress?: (done: number, total: number) => void
}

export type SyncOutcome =
  /** Saved for the first time, or with more languages. */
  | { kind: 'saved'; dossier: SavedDossier; first: boolean }
  /** Every document answered 304: the stored copy is current. */
  | { kind: 'current'; dossier: SavedDossier }
  /** A newer version replaced the stored copy. */
  | { kind: 'updated'; dossier: SavedDossier; from: string | null }
  /** The same version with changed documents (e.g. the product's name): replaced. */
  | { kind: 'refreshed'; dossier: SavedDossier }
  /** The server could not be asked or failed: the stored copy, if any, is kept as it was. */
  | { kind: 'failed'; dossier: SavedDossier | undefined }
  /** The device has no room for the new copy: the stored copy, if any, is kept as it was. */
  | { kind: 'quota'; dossier: SavedDossier | undefined; name: string; newer: boolean }

class SyncFailure extends Error {}

function detailOf(dossier: SavedDossier | undefined): SavedDocument | undefined {
  return dossier?.documents.find((doc) => doc.kind === 'detail' && doc.lang === null)
}

async function get(deps: SyncDeps, url: string, etag?: string | null): Promise<FetchedDocument> {
  try {
    const answer = await deps.fetchDocument(url, etag)
    if (answer.status >= 500) throw new SyncFailure(`${url}: HTTP ${answer.status}`)
    return answer
  } catch (error) {
    throw error instanceof SyncFailure ? error : new SyncFailure(`${url}: ${String(error)}`)
  }
}

const running = new Map<string, Promise<SyncOutcome>>()

/**
 * Saves a dossier, or brings a saved one up to date, with as little traffic as it takes: documents
 * saved before are asked for with their ETag (304 keeps them); a versioned PDF is asked for again
 * only when the product changed. Nothing is stored until every document has arrived, and then in
 * one switch (lib/saved-store.ts): a failure or a full disk keeps the stored copy as it was.
 */
export function syncDossier(deps: SyncDeps, options: SyncOptions): Promise<SyncOutcome> {
  const before = running.get(options.id) ?? Promise.resolve(undefined)
  const run = before.catch(() => undefined).then(() => syncNow(deps, options))
  running.set(options.id, run)
  void run.finally(() => {
    if (running.get(options.id) === run) running.delete(options.id)
  })
  return run
}

async function syncNow(deps: SyncDeps, options: SyncOptions): Promise<SyncOutcome> {
  const { id, il, languages: added = [], languagesIfOffered = [], onProgress } = options
  const now = (deps.now ?? Date.now)()
  const documentsFor = deps.documentsFor ?? dossierDocuments
  const previous = await deps.store.read(id)
  const failed = async (): Promise<SyncOutcome> => {
    const dossier = previous && (await deps.store.touch(id, (d) => ({ ...d, lastCheckedAt: now, freshness: 'failed' })))
    return { kind: 'failed', dossier }
  }

  let product: ProductDetail
  let detail: FetchedDocument
  const savedDetail = detailOf(previous)
  try {
    detail = await get(deps, savedDetail?.url ?? documentUrl(DETAIL_PATH(id)), savedDetail?.etag)
    if (detail.status === 304 && savedDetail) {
      const body = await deps.store.body(savedDetail.key)
      if (!body) throw new SyncFailure('the saved detail is missing')
      product = await deps.parseDetail(body)
    } else if (detail.status === 200 && detail.body) {
      product = await deps.parseDetail(detail.body)
    } else {
      // 404: withdrawn (or never published). A saved copy stays until the reader removes it.
      throw new SyncFailure(`detail: HTTP ${detail.status}`)
    }
  } catch {
    // Unreachable, refused, or an answer that does not parse: nothing is stored.
    return failed()
  }

  const productChanged = detail.status === 200
  const offered = (lang: number) => product.validLangs.includes(lang) || product.validTdsLangs.includes(lang)
  const languages = [...new Set([...(previous?.languages ?? []), ...added, ...languagesIfOffered.filter(offered)])]
  const requests = documentsFor(product, languages)
  const documents: SavedDocument[] = []
  const bodies = new Map<string, ArrayBuffer>()
  const keep = (request: DocumentRequest, answer: FetchedDocument, saved: SavedDocument | undefined) => {
    if (answer.status === 304 && saved) {
      documents.push(saved)
      return
    }
    const key = newBodyKey(id)
    bodies.set(key, answer.body!)
    documents.push({
      kind: request.kind,
      lang: request.lang,
      url: request.url,
      key,
      etag: answer.etag,
      contentType: answer.contentType,
      contentDisposition: answer.contentDisposition,
      bytes: answer.body!.byteLength,
      savedAt: now,
    })
  }

  try {
    let done = 0
    onProgress?.(done, requests.length)
    for (const request of requests) {
      const saved = previous?.documents.find((doc) => doc.url === request.url)
      if (request.kind === 'detail' && request.lang === null) {
        keep(request, detail, savedDetail)
      } else if (saved && !productChanged && isPdfKind(saved.kind)) {
        documents.push(saved)
      } else {
        const answer = await get(deps, request.url, saved?.etag)
        if (answer.status === 200 || (answer.status === 304 && saved)) keep(request, answer, saved)
        else if (!(request.optional && answer.status >= 400 && answer.status < 500))
          throw new SyncFailure(`${request.url}: HTTP ${answer.status}`)
      }
      done += 1
      onProgress?.(done, requests.length)
    }
  } catch (error) {
    if (error instanceof SyncFailure) return failed()
    throw error
  }

  const version = product.basic.versions[0] ?? null
  const versionChanged = previous !== undefined && previous.version?.id !== version?.id
  const sameDocuments =
    previous !== undefined &&
    bodies.size === 0 &&
    documents.length === previous.documents.length &&
    languages.length === previous.languages.length
  if (sameDocuments) {
    const dossier = await deps.store.touch(id, (d) => ({
      ...d,
      lastCheckedAt: now,
      confirmedAt: now,
      freshness: 'current',
      codes: productCodes(product),
      ...(il && { interfaceLanguage: il }),
    }))
    return { kind: 'current', dossier: dossier ?? previous }
  }

  const next: SavedDossier = {
    id,
    name: product.basic.text,
    codes: productCodes(product),
    version: version && { id: version.id, text: version.text, revisionDate: revisionDateOf(product.basic) },
    languages,
    interfaceLanguage: il ?? previous?.interfaceLanguage ?? 'en',
    documents,
    savedAt: now,
    lastCheckedAt: now,
    confirmedAt: now,
    freshness: 'current',
    // Kept until the reader dismisses it (the pages say "Updated: version …" while it is set).
    ...(versionChanged
      ? { updatedFrom: previous.version?.text ?? null, updatedFromId: previous.version?.id }
      : { updatedFrom: previous?.updatedFrom ?? null, updatedFromId: previous?.updatedFromId }),
  }
  try {
    const dossier = (await deps.store.update(id, () => ({ next, bodies })))!
    if (!previous || languages.length > previous.languages.length) return { kind: 'saved', dossier, first: !previous }
    return versionChanged ? { kind: 'updated', dossier, from: previous.version?.text ?? null } : { kind: 'refreshed', dossier }
  } catch (error) {
    if (!(error instanceof SavedQuotaError)) throw error
    const dossier =
      previous && (await deps.store.touch(id, (d) => ({ ...d, lastCheckedAt: now, freshness: versionChanged ? 'newer' : d.freshness })))
    return { kind: 'quota', dossier, name: product.basic.text, newer: versionChanged }
  }
}
