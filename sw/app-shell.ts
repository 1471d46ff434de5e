/// <reference lib="webworker" />
import { get } from 'idb-keyval'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js'
import { DETAIL_PATH } from '#shared/document-kinds'
import type { SavedDossier } from '#shared/saved-dossiers'
import { dossierOfPath, isOfflineNotice, LAST_NOTICE_KEY, offlineNoticeHtml, type OfflineNotice } from '#shared/offline-notice'
import { previewDocument, previewHtml, previewTarget, shellWithNotice, shellWithPreview, type PreviewTarget } from '#shared/page-preview'
import { savedStores } from '#shared/saved-stores'
import { DIGITAL_LABEL_PATH } from './digital-labels.ts'

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

/** How long the server may take to show it is there before the saved sheet (or the notice) is painted with the shell. */
const PROBE_TIMEOUT_MS = 500

/** Whether the server answers for this dossier now: then the app shows the current sheet, not a saved one. */
async function serverAnswers(id: string): Promise<boolean> {
  const probe = fetch(DETAIL_PATH(id), { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.status < 500,
    () => false,
  )
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS))
  return Promise.race([probe, late])
}

/** The saved record of a dossier; null when this device has saved nothing of it, undefined when the store cannot be read. */
async function savedRecord(id: string): Promise<SavedDossier | null | undefined> {
  try {
    return (await get<SavedDossier>(id, savedStores().dossiers)) ?? null
  } catch {
    return undefined
  }
}

/** The saved document of a document page, and which version it is, when this device has it. */
async function savedDocument(
  dossier: SavedDossier,
  target: PreviewTarget,
): Promise<{ html: string; version: number | undefined } | undefined> {
  try {
    const doc = previewDocument(dossier, target)
    // The saved TDS is the newest when it was saved, without a version in its address.
    const version = target.kind === 'tds' ? undefined : (target.version ?? dossier.version?.id)
    if (!doc || (target.kind !== 'tds' && version === undefined)) return undefined
    const body = await get<ArrayBuffer>(doc.key, savedStores().documents)
    const html = body && previewHtml(target.kind, new TextDecoder().decode(body))
    return html === undefined ? undefined : { html, version }
  } catch {
    return undefined
  }
}

/** The notice in the address's interface language, else in the one the app used last. */
async function storedNotice(locale: string): Promise<OfflineNotice | undefined> {
  try {
    const notice: unknown = (await get(locale, savedStores().notices)) ?? (await get(LAST_NOTICE_KEY, savedStores().notices))
    return isOfflineNotice(notice) ? notice : undefined
  } catch {
    return undefined
  }
}

/**
 * What a dossier page's shell carries when the server does not answer: the saved document of a
 * document page (SDS, safety instructions, TDS), or the "not saved on this device" notice when
 * this device has saved nothing of the dossier. Undefined: the plain shell, and the app decides.
 */
async function offlineContent(url: URL, shell: string): Promise<string | undefined> {
  const dossier = dossierOfPath(url.pathname)
  if (!dossier) return undefined
  const record = await savedRecord(dossier.id)
  if (record === undefined) return undefined
  if (record === null) {
    const notice = await storedNotice(dossier.locale)
    if (!notice || (await serverAnswers(dossier.id))) return undefined
    return shellWithNotice(shell, offlineNoticeHtml(notice))
  }
  const target = previewTarget(url.pathname, url.search)
  const saved = target && (await savedDocument(record, target))
  if (!target || !saved || (await serverAnswers(dossier.id))) return undefined
  return shellWithPreview(shell, saved.html, { ...target, version: saved.version, offline: true })
}

export function registerAppShell(): void {
  const shell = createHandlerBoundToURL('/p/index.html')
  /**
   * A dossier page with the server out of reach: the shell carries the saved document
   * (src/shared/page-preview.ts) or the "not saved" notice (src/shared/offline-notice.ts), so a
   * worker without signal reads it at once, before the app's code has run. The app then shows the
   * same with the page around it. The shell's head is sent at once, so the browser loads the app's
   * code while the server is asked whether it is there; only the body waits for the answer.
   */
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const response = await shell(options)
    if (!response.ok || !dossierOfPath(options.url.pathname)) return response
    const text = await response.clone().text()
    const cut = text.indexOf('<body')
    if (cut < 0) return response
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(text.slice(0, cut)))
        const page = await offlineContent(options.url, text).catch(() => undefined)
        controller.enqueue(encoder.encode((page ?? text).slice(cut)))
        controller.close()
      },
    })
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(body, { status: 200, headers })
  }
  registerRoute(new NavigationRoute(handler, { allowlist: [/^\/p(\/|$)/], denylist: SHELL_DENYLIST }))
}
