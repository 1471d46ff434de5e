import { loadApi } from '#lib/api-loader.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { DETAIL_PATH } from '#shared/document-kinds'

export interface DetailOptions {
  /** Document language id of the texts; the product's first valid language when absent. */
  lang?: number
  /** Version id; the current version when absent. */
  version?: number
}

export async function fetchProductDetail(id: string, options: DetailOptions = {}): Promise<ProductDetail> {
  const searchParams: Record<string, number> = {}
  if (options.lang !== undefined) searchParams.lang = options.lang
  if (options.version !== undefined) searchParams.version = options.version
  // The client and the parser load on the first request, not in the first download: a saved dossier
  // opens from the cache without them (the build's budget for the dossier route's initial JS).
  // The request leaves as soon as the client is there; the parser (zod, slower to set up) loads meanwhile.
  const parser = import('#shared/api/product-detail')
  // Not awaited when the request fails first: its own failure must not surface as unhandled.
  parser.catch(() => undefined)
  const json = await (await loadApi()).get(DETAIL_PATH(id), { searchParams }).json()
  return (await parser).productDetailSchema.parse(json)
}
