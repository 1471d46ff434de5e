import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { OFFLINE_PREVIEW_ATTRIBUTE, PREVIEW_ID, type PreviewKind } from '#shared/page-preview'

/**
 * The server (or, offline, the service worker) sent the page's document with the shell
 * (shared/page-preview.ts). When it is the one the page's query asks for (same kind, product and
 * language, and the same version when the query names one: the TDS query asks for the newest,
 * which is what the server sends), it becomes the query's data, so the page shows the very same
 * document without downloading it a second time.
 */
export function adoptPreview(
  queryClient: QueryClient,
  queryKey: QueryKey,
  source: { kind: PreviewKind; id: string; lang: number; version?: number },
  toData: (html: string) => unknown,
): void {
  const preview = document.getElementById(PREVIEW_ID)
  if (!preview || queryClient.getQueryData(queryKey) !== undefined) return
  const { kind, dossier, lang, version } = preview.dataset
  if (kind !== source.kind || dossier !== source.id || Number(lang) !== source.lang) return
  if (source.version === undefined || Number(version) === source.version) queryClient.setQueryData(queryKey, toData(preview.innerHTML))
}

/**
 * The server or the service worker may have painted the page's document with the shell
 * (shared/page-preview.ts). It stays until the app's first page is in the root (not the loading
 * indicator) and goes in the same frame: a mutation observer runs before the browser paints, so
 * the reader never sees a blank page.
 */
export function handOverPagePreview(root: HTMLElement): void {
  const preview = document.getElementById(PREVIEW_ID)
  if (!preview) return
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || root.querySelector('.full-page-loader')) return
    preview.remove()
    observer.disconnect()
  })
  observer.observe(root, { childList: true, subtree: true })
}

/**
 * Whether the service worker painted the page's preview because the server did not answer
 * (shared/page-preview.ts): the page starts offline, before any call of its own has failed.
 */
export function previewPaintedOffline(): boolean {
  return document.getElementById(PREVIEW_ID)?.hasAttribute(OFFLINE_PREVIEW_ATTRIBUTE) ?? false
}
