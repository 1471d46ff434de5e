/// <reference lib="webworker" />
import { get } from 'idb-keyval'
import { registerRoute } from 'workbox-routing'
import {
  findSavedDocument,
  isPdfKind,
  NETWORK_ONLY_HEADER,
  NETWORK_TIMEOUT_MS,
  permalinkOfApiPath,
  savedResponseHeaders,
  SW_MESSAGES,
  type SavedDocument,
  type SavedDossier,
} from '#shared/saved-dossiers'
import { savedStores } from '#shared/saved-stores'

declare const self: ServiceWorkerGlobalScope

interface Saved {
  dossier: SavedDossier
  doc: SavedDocument
}

async function findSaved(url: URL): Promise<Saved | undefined> {
  const id = permalinkOfApiPath(url.pathname)
  if (!id) return undefined
  try {
    const dossier = await get<SavedDossier>(id, savedStores().dossiers)
    const doc = dossier && findSavedDocument(dossier, `${url.pathname}${url.search}`)
    return dossier && doc ? { dossier, doc } : undefined
  } catch {
    return undefined
  }
}

async function savedResponse(saved: Saved): Promise<Response | undefined> {
  try {
    const body = await get<ArrayBuffer>(saved.doc.key, savedStores().documents)
    return body ? new Response(body, { status: 200, headers: savedResponseHeaders(saved.doc, saved.dossier.savedAt) }) : undefined
  } catch {
    return undefined
  }
}

/** What the last document call met, told to the app's windows when it changes. */
let lastReachable: boolean | undefined
function track(reachable: boolean): void {
  if (lastReachable === reachable) return
  lastReachable = reachable
  void self.clients.matchAll({ type: 'window' }).then((clients) => {
    for (const client of clients) client.postMessage({ type: SW_MESSAGES.network, reachable })
  })
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms))
}

/**
 * Calls about a product go to the network first; when it fails, answers 5xx or takes longer than
 * NETWORK_TIMEOUT_MS, a saved dossier's copy answers. A versioned PDF never changes: the saved
 * copy answers at once. Never-saved permalinks get the network's own answer or failure, at once.
 */
async function handle({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url)
  const saved = request.headers.has(NETWORK_ONLY_HEADER) ? undefined : await findSaved(url)
  if (saved && isPdfKind(saved.doc.kind) && url.searchParams.has('version')) {
    const answer = await savedResponse(saved)
    if (answer) return answer
  }
  const network = fetch(request).then(
    (response) => {
      track(true)
      return response
    },
    (error: unknown) => {
      track(false)
      throw error
    },
  )
  if (!saved) return network
  const first = await Promise.race([network.catch(() => 'failed' as const), timeout(NETWORK_TIMEOUT_MS)])
  if (first instanceof Response && first.status < 500) return first
  return (await savedResponse(saved)) ?? (first instanceof Response ? first : network)
}

export function registerSavedDocuments(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && permalinkOfApiPath(url.pathname) !== undefined,
    handle,
  )
}
