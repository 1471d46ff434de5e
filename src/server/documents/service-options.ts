import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import { inProcessRenderer, type Renderer } from '../render/pool/jobs.ts'
import { DEFAULT_CACHE_LIMITS, RenderCache, type RenderCacheLimits } from '../render/common/cache.ts'

/** What the document services (SDS, TDS, safety instructions) are made of. */
export interface DocumentServiceOptions {
  db: Kysely<Database>
  library: PhraseLibrary
  cacheLimits?: RenderCacheLimits
  /** Where PDFs render: the worker pool in a server; this thread by default. */
  renderer?: Renderer
}

/** A service's own render cache, and the renderer its PDFs go to. */
export function serviceParts({ library, cacheLimits = DEFAULT_CACHE_LIMITS, renderer }: DocumentServiceOptions) {
  return { cache: new RenderCache(cacheLimits), renderer: renderer ?? inProcessRenderer(library) }
}
