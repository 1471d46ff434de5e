import type { Kysely } from 'kysely'
import { docLanguageById } from '#shared/languages'
import type { Database } from '../db/schema.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import { findProduct, findVersionSnapshot } from '../repos/products.ts'
import { DEFAULT_CACHE_LIMITS, RenderCache, type RenderCacheLimits } from '../render/common/cache.ts'
import { inProcessRenderer, type Renderer } from '../render/pool/jobs.ts'
import { productStates, type ProductState } from './product-state.ts'

/** What a document service (SDS, TDS, safety instructions) is made of. */
export interface DocumentServiceOptions {
  db: Kysely<Database>
  library: PhraseLibrary
  cacheLimits?: RenderCacheLimits
  /** Where PDFs render: the worker pool in a server; this thread by default. */
  renderer?: Renderer
}

/**
 * The part every document kind shares: the product state the routes check requests against, the
 * kind's own render cache, the renderer its PDFs go to, cache keys, and reading one product version
 * for a render. The routes validate the request; a kind's service only renders what it is asked,
 * once per key: the key names the product state (its updated_at), the version and its content
 * hash, and the kind's own options, so a changed product asks for new keys.
 */
export function documentService({ db, library, cacheLimits = DEFAULT_CACHE_LIMITS, renderer }: DocumentServiceOptions) {
  /** The version with this id; the routes checked it is one of the product's. */
  /** `{id}:{content hash}` of a version the routes checked is the product's: a re-imported version renders anew. */
  const versionTag = (state: ProductState, id: number) => {
    const v = state.versions.find((x) => x.id === id)
    if (!v) throw new Error(`version ${id} is not a version of ${state.permalink}`)
    return `${v.id}:${v.hash}`
  }
  return {
    /** The product state by permalink, remembered briefly and shared by every kind. */
    state: productStates(db),
    cache: new RenderCache(cacheLimits),
    renderer: renderer ?? inProcessRenderer(library),
    library,
    versionTag,

    /** A cache key: the kind's part, the product state, the version and its content hash, then the kind's options. */
    key(kind: string, state: ProductState, versionId: number, ...options: (string | number)[]): string {
      return [kind, state.productId, state.updatedAt, versionTag(state, versionId), ...options].join('|')
    },

    /** The product and one of its versions, as a render reads them. */
    async read(state: ProductState, versionId: number) {
      const record = await findProduct(db, state.permalink)
      if (!record) throw new Error(`product ${state.permalink} disappeared while rendering`)
      return { record, snapshot: await findVersionSnapshot(db, versionId) }
    },

    /** The ISO 639-1 code of a document language id the routes checked. */
    lang: (langId: number) => docLanguageById(langId)!.code,
  }
}
