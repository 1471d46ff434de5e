import { docLanguageById } from '../../../shared/languages.ts'
import { qrDataUrl } from '../../products/detail.ts'
import { findProduct, findVersionSnapshot } from '../../repos/products.ts'
import type { Rendered } from '../../render/common/cache.ts'
import { serviceParts, type DocumentServiceOptions } from '../service-options.ts'
import { productStates, type ProductState } from '../product-state.ts'
import { buildIpiDocument } from './build.ts'
import { renderIpiHtml } from '../../render/ipi/html.ts'
import type { IpiFormat } from '../../render/ipi/pdf.ts'

/**
 * Renders safety instructions once per (product state, SDS version and its content hash, language,
 * QR address, kind) and answers repeats from its render cache, as the SDS service does.
 */
export interface IpiRequest {
  state: ProductState
  versionId: number
  langId: number
  /** The address the QR code carries, or null without QR code. */
  qrUrl: string | null
}

export type IpiServiceOptions = DocumentServiceOptions

export function createIpiService(options: IpiServiceOptions) {
  const { db, library } = options
  const { cache, renderer } = serviceParts(options)
  const version = (r: IpiRequest) => {
    const v = r.state.versions.find((x) => x.id === r.versionId)
    if (!v) throw new Error(`version ${r.versionId} is not a version of ${r.state.permalink}`)
    return v
  }
  const key = (kind: string, r: IpiRequest) => {
    const v = version(r)
    return ['ipi', kind, r.state.productId, r.state.updatedAt, `${v.id}:${v.hash}`, r.langId, r.qrUrl ?? '-'].join('|')
  }
  const rowsOf = async (r: IpiRequest) => {
    const record = await findProduct(db, r.state.permalink)
    if (!record) throw new Error(`product ${r.state.permalink} disappeared while rendering`)
    const snapshot = await findVersionSnapshot(db, r.versionId)
    return { record, snapshot, lang: docLanguageById(r.langId)!.code, qrUrl: r.qrUrl }
  }

  return {
    state: productStates(db),
    cache,

    /** The instructions as an HTML fragment. */
    html(r: IpiRequest): Promise<Rendered> {
      return cache.get(key('html', r), async () =>
        renderIpiHtml(buildIpiDocument({ ...(await rowsOf(r)), library }), r.qrUrl ? await qrDataUrl(r.qrUrl) : undefined),
      )
    },

    /** The instructions as a PDF on A4, or as an A2 poster. */
    pdf(r: IpiRequest, format: IpiFormat): Promise<Rendered> {
      return cache.get(key(`pdf-${format}`, r), async () => (await renderer.run('ipiPdf', { ...(await rowsOf(r)), format })).body)
    },
  }
}

export type IpiService = ReturnType<typeof createIpiService>
