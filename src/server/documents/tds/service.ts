import type { Rendered } from '#server/render/common/cache'
import { renderTdsHtml } from '#server/render/tds/html'
import { documentService, type DocumentServiceOptions } from '../document-service.ts'
import type { ProductState } from '../product-state.ts'
import { buildTdsDocument } from './build.ts'

/**
 * Technical data sheets, rendered once per (product state, current version and its content hash,
 * TDS version, language, kind). A TDS is built from the product's current version.
 */
export interface TdsRequest {
  state: ProductState
  /** A TDS version number of the product. */
  tdsVersion: string
  langId: number
}

export function createTdsService(options: DocumentServiceOptions) {
  const base = documentService(options)
  const { cache, renderer, library } = base
  const current = (s: ProductState) => {
    const v = s.versions[0]
    if (!v) throw new Error(`${s.permalink} has no version to build a TDS from`)
    return v.id
  }
  const key = (kind: string, r: TdsRequest) => base.key(kind, r.state, current(r.state), r.tdsVersion, r.langId)
  const rowsOf = async (r: TdsRequest) => ({
    ...(await base.read(r.state, current(r.state))),
    tdsVersion: r.tdsVersion,
    lang: base.lang(r.langId),
  })

  return {
    state: base.state,
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
