import { permalinkUrl, qrDataUrl } from '#server/products/detail'
import type { Rendered } from '#server/render/common/cache'
import { compareDocuments } from '#server/render/sds/compare'
import { renderSdsHtml } from '#server/render/sds/html'
import { documentService, type DocumentServiceOptions } from '../document-service.ts'
import type { ProductState } from '../product-state.ts'
import { buildSdsDocument } from './build.ts'

/**
 * Safety data sheets, rendered once per (product state, version and content hash, language, QR
 * address, kind) and answered from the render cache after that.
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

export function createSdsService(options: DocumentServiceOptions) {
  const base = documentService(options)
  const { cache, renderer, library } = base
  const key = (kind: string, r: SdsRequest, ...more: string[]) => base.key(kind, r.state, r.versionId, ...more, r.langId, r.qrUrl ?? '-')
  const documentOf = async (r: SdsRequest, versionId: number, qr: boolean) =>
    buildSdsDocument({ ...(await base.read(r.state, versionId)), lang: base.lang(r.langId), library, qrUrl: qr ? r.qrUrl : null })
  const qrImage = async (r: SdsRequest) => (r.qrUrl ? await qrDataUrl(r.qrUrl) : undefined)

  return {
    state: base.state,
    cache,

    /** The sheet as an HTML fragment. */
    view(r: SdsRequest): Promise<Rendered> {
      return cache.get(key('view', r), async () => renderSdsHtml(await documentOf(r, r.versionId, true), { qrImage: await qrImage(r) }))
    },

    /** `{ html, sections }`: the sheet with the differences to an older version marked in the changed sections. */
    compare(r: SdsCompareRequest): Promise<Rendered> {
      const older = r.olderId === null ? '-' : base.versionTag(r.state, r.olderId)
      return cache.get(key('compare', r, older), async () => {
        const shown = await documentOf(r, r.versionId, true)
        const { document, sections } =
          r.olderId === null ? { document: shown, sections: [] } : compareDocuments(shown, await documentOf(r, r.olderId, false))
        const html = renderSdsHtml(document, { qrImage: await qrImage(r), compare: r.olderId !== null })
        return JSON.stringify({ html, sections })
      })
    },

    /** The sheet as an A4 PDF. */
    pdf(r: SdsRequest): Promise<Rendered> {
      return cache.get(key('pdf', r), async () => {
        const job = { ...(await base.read(r.state, r.versionId)), lang: base.lang(r.langId), qrUrl: r.qrUrl }
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
