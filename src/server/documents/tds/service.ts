import { docLanguageById } from '../../../shared/languages.ts'
import { findProduct, findVersionSnapshot } from '../../repos/products.ts'
import type { Rendered } from '../../render/common/cache.ts'
import { serviceParts, type DocumentServiceOptions } from '../service-options.ts'
import { productStates, type ProductState } from '../product-state.ts'
import { buildTdsDocument } from './build.ts'
import { renderTdsHtml } from '../../render/tds/html.ts'

/**
 * Renders technical data sheets once per (product state, current version and its content hash,
 * TDS version, language, kind) and answers repeats from its render cache, as the SDS service does.
 * The routes check the request (TDS enabled, language, version); this only renders.
 */
export interface TdsRequest {
  state: ProductState
  /** A TDS version number of the product. */
  tdsVersion: string
  langId: number
}

export type TdsServiceOptions = DocumentServiceOptions

export function createTdsService(options: TdsServiceOptions) {
  const { db, library } = options
  const { cache, renderer } = serviceParts(options)
  const current = (s: ProductState) => {
    const v = s.versions[0]
    if (!v) throw new Error(`${s.permalink} has no version to build a TDS from`)
    return v
  }
  const key = (kind: string, r: TdsRequest) => {
    const v = current(r.state)
    return [kind, r.state.productId, r.state.updatedAt, `${v.id}:${v.hash}`, r.tdsVersion, r.langId].join('|')
  }
  const rowsOf = async (r: TdsRequest) => {
    const record = await findProduct(db, r.state.permalink)
    if (!record) throw new Error(`product ${r.state.permalink} disappeared while rendering`)
    const snapshot = await findVersionSnapshot(db, current(r.state).id)
    return { record, snapshot, tdsVersion: r.tdsVersion, lang: docLanguageById(r.langId)!.code }
  }

  return {
    state: productStates(db),
    cache,

    /** The TDS data as existing clients read it: JSON `{ html }`. */
    view(r: TdsRequest): Promise<Rendered> {
      return cache.get(key('view', r), async () =>
        JSON.stringify({ html: renderTdsHtml(buildTdsDocument({ ...(await rowsOf(r)), library })) }),
      )
    },

    /** The sheet as an A4 PDF. */
    pdf(r: TdsRequest): Promise<Rendered> {
      return cache.get(key('pdf', r), async () => (await renderer.run('tdsPdf', await rowsOf(r))).body)
    },
  }
}

export type TdsService = ReturnType<typeof createTdsService>
