import { docLanguageById } from '../../../shared/languages.ts'
import { permalinkUrl, qrDataUrl } from '../../products/detail.ts'
import { findProduct, findVersionSnapshot, type ProductRecord } from '../../repos/products.ts'
import { buildSdsDocument } from './build.ts'
import type { Rendered } from '../../render/common/cache.ts'
import { serviceParts, type DocumentServiceOptions } from '../service-options.ts'
import { compareDocuments } from '../../render/sds/compare.ts'
import { renderSdsHtml } from '../../render/sds/html.ts'
import { productStates, type ProductState } from '../product-state.ts'

/**
 * Renders safety data sheets once per (product state, version and content hash, language, QR
 * address, kind) and answers repeats from the render cache. The routes validate the request;
 * this only renders what it is asked.
 */
export interface SdsRequest {
  state: ProductState
  versionId: number
  langId: number
  /** The address the QR code carries, or null for a sheet without QR code. */
  qrUrl: string | null
}

export interface SdsCompareRequest extends SdsRequest {
  /** The older version to compare with; null: no comparison. */
  olderId: number | null
}

export type SdsServiceOptions = DocumentServiceOptions

export function createSdsService(options: SdsServiceOptions) {
  const { db, library } = options
  const { cache, renderer } = serviceParts(options)
  const state = productStates(db)
  const code = (langId: number) => docLanguageById(langId)!.code

  const version = (s: ProductState, id: number) => {
    const v = s.versions.find((x) => x.id === id)
    if (!v) throw new Error(`version ${id} is not a version of ${s.permalink}`)
    return `${v.id}:${v.hash}`
  }
  const key = (kind: string, r: SdsRequest, ...more: string[]) =>
    [kind, r.state.productId, r.state.updatedAt, version(r.state, r.versionId), ...more, r.langId, r.qrUrl ?? '-'].join('|')

  const documentOf = async (record: ProductRecord, r: SdsRequest, versionId: number, qr: boolean) =>
    buildSdsDocument({
      record,
      snapshot: await findVersionSnapshot(db, versionId),
      lang: code(r.langId),
      library,
      qrUrl: qr ? r.qrUrl : null,
    })
  const record = async (r: SdsRequest) => {
    const found = await findProduct(db, r.state.permalink)
    if (!found) throw new Error(`product ${r.state.permalink} disappeared while rendering`)
    return found
  }
  const qrImage = async (r: SdsRequest) => (r.qrUrl ? await qrDataUrl(r.qrUrl) : undefined)

  return {
    state,
    cache,

    /** The sheet as an HTML fragment. */
    view(r: SdsRequest): Promise<Rendered> {
      return cache.get(key('view', r), async () => {
        const doc = await documentOf(await record(r), r, r.versionId, true)
        return renderSdsHtml(doc, { qrImage: await qrImage(r) })
      })
    },

    /** `{ html, sections }`: the sheet with the differences to an older version marked in the changed sections. */
    compare(r: SdsCompareRequest): Promise<Rendered> {
      const older = r.olderId === null ? '-' : version(r.state, r.olderId)
      return cache.get(key('compare', r, older), async () => {
        const rec = await record(r)
        const shown = await documentOf(rec, r, r.versionId, true)
        const { document, sections } =
          r.olderId === null ? { document: shown, sections: [] } : compareDocuments(shown, await documentOf(rec, r, r.olderId, false))
        const html = renderSdsHtml(document, { qrImage: await qrImage(r), compare: r.olderId !== null })
        return JSON.stringify({ html, sections })
      })
    },

    /** The sheet as an A4 PDF. */
    pdf(r: SdsRequest): Promise<Rendered> {
      return cache.get(key('pdf', r), async () => {
        const job = { record: await record(r), snapshot: await findVersionSnapshot(db, r.versionId), lang: code(r.langId), qrUrl: r.qrUrl }
        return (await renderer.run('sdsPdf', job)).body
      })
    },

    /** The QR address of a product, from the configured public address or the request's origin. */
    qrUrl(s: ProductState, publicUrl: string): string {
      return permalinkUrl(publicUrl, s.permalink)
    },
  }
}

export type SdsService = ReturnType<typeof createSdsService>
