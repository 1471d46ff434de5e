/// <reference lib="webworker" />
import { get } from 'idb-keyval'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js'
import type { SavedDossier } from '../src/shared/saved-dossiers.ts'
import { previewDocument, previewHtml, previewTarget, shellWithPreview, type PreviewTarget } from '../src/shared/page-preview.ts'
import { DIGITAL_LABEL_PATH } from './digital-labels.ts'
import { savedStores } from './saved-stores.ts'

/**
 * Navigations under /p/ get the precached app shell, so a dossier URL opens with no network.
 * API calls, PDFs and other files are denied: they must never get HTML.
 * The digital label (/p/{id}/{il}/dl/{lang}) is the server's own page, complete without the app.
 */
export const SHELL_DENYLIST = [
  /^\/api\//,
  /^\/v2\//,
  /^\/p\/assets\//,
  /\/[^/?]+\.[a-z0-9]{2,5}(\?.*)?$/i,
  /\/pdf(\/|$)/i,
  DIGITAL_LABEL_PATH,
]

/** How long the server may take to show it is there before the saved sheet is painted with the shell. */
const PROBE_TIMEOUT_MS = 500

/** Whether the server answers for this dossier now: then the app shows the current sheet, not a saved one. */
async function serverAnswers(id: string): Promise<boolean> {
  const probe = fetch(`/api/v1/products/-${encodeURIComponent(id)}/detail`, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status < 500,
    () => false,
  )
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS))
  return Promise.race([probe, late])
}

/** The saved document of a document page, and which version it is, when this device has it. */
async function savedDocument(target: PreviewTarget): Promise<{ html: string; version: number | undefined } | undefined> {
  try {
    const dossier = await get<SavedDossier>(target.id, savedStores().dossiers)
    const doc = dossier && previewDocument(dossier, target)
    // The saved TDS is the newest when it was saved, without a version in its address.
    const version = target.kind === 'tds' ? undefined : (target.version ?? dossier?.version?.id)
    if (!doc || (target.kind !== 'tds' && version === undefined)) return undefined
    const body = await get<ArrayBuffer>(doc.key, savedStores().documents)
    const html = body && previewHtml(target.kind, new TextDecoder().decode(body))
    return html === undefined ? undefined : { html, version }
  } catch {
    return undefined
  }
}

export function registerAppShell(): void {
  const shell = createHandlerBoundToURL('/p/index.html')
  /**
   * A document page (SDS, safety instructions, TDS) of a saved dossier, with the server out of reach:
   * the shell carries the saved document (src/shared/page-preview.ts), so a worker without signal
   * reads it at once, before the app's code has run. The app then shows the same document with the
   * page around it and the offline notice.
   */
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const target = previewTarget(options.url.pathname, options.url.search)
    const [response, saved] = await Promise.all([shell(options), target && savedDocument(target)])
    if (!target || !saved || !response.ok || (await serverAnswers(target.id))) return response
    const html = shellWithPreview(await response.clone().text(), saved.html, { ...target, version: saved.version })
    if (!html) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(html, { status: 200, headers })
  }
  registerRoute(new NavigationRoute(handler, { allowlist: [/^\/p(\/|$)/], denylist: SHELL_DENYLIST }))
}
