import { loadApi } from '#lib/api-loader.ts'
import type { SavedStore } from '#lib/saved-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { productCodes, sameCode } from '#shared/product-codes'
import { NETWORK_TIMEOUT_MS, type SavedDossier } from '#shared/saved-dossiers'

/** A dossier a typed code leads to. */
export interface CodeMatch {
  id: string
  name: string
}

/**
 * What a typed code found: the dossiers with that code, and whether the server was asked (false:
 * it could not be reached, and only the dossiers saved on this device were searched).
 */
export interface CodeFound {
  matches: CodeMatch[]
  server: boolean
}

export interface CodeLookupDeps {
  saved: readonly SavedDossier[]
  /** The codes of a saved dossier (records saved before they were kept read them from the saved detail). */
  savedCodes: (dossier: SavedDossier) => Promise<string[]>
  /** The server's products with that code; rejects when the server cannot be reached. */
  server: (code: string) => Promise<CodeMatch[]>
}

/**
 * The dossiers of a typed product or article code: the server's (every product of the portal),
 * and the saved ones with it, which are all there is without a connection.
 */
export async function lookUpCode(code: string, deps: CodeLookupDeps): Promise<CodeFound> {
  const saved: CodeMatch[] = []
  for (const dossier of deps.saved) {
    const codes = await deps.savedCodes(dossier).catch(() => [])
    if (codes.some((c) => sameCode(code, c))) saved.push({ id: dossier.id, name: dossier.name })
  }
  let remote: CodeMatch[]
  try {
    remote = await deps.server(code)
  } catch {
    return { matches: saved, server: false }
  }
  // A saved dossier the server no longer lists still opens from this device.
  return { matches: [...remote, ...saved.filter((s) => !remote.some((r) => r.id === s.id))], server: true }
}

/** The codes kept in a saved record, or those of its saved detail. */
export function savedCodesFrom(store: Pick<SavedStore, 'body'>) {
  return async (dossier: SavedDossier): Promise<string[]> => {
    if (dossier.codes) return dossier.codes
    const detail = dossier.documents.find((doc) => doc.kind === 'detail' && doc.lang === null)
    const body = detail && (await store.body(detail.key))
    if (!body) return []
    return productCodes(JSON.parse(new TextDecoder().decode(body)) as Pick<ProductDetail, 'basic'>)
  }
}

/** GET /api/v1/products/byCode, given up on after as long as a saved document waits for the network. */
export async function serverProductsByCode(code: string): Promise<CodeMatch[]> {
  const api = await loadApi()
  const answer = await api
    .get('/api/v1/products/byCode', { searchParams: { code }, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) })
    .json<{ products: { permalink: string; name: string }[] }>()
  return answer.products.map((p) => ({ id: p.permalink, name: p.name }))
}
