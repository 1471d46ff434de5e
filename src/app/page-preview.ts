import { PREVIEW_ID, type PreviewKind } from '../shared/page-preview.ts'

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
 * The document in the page's preview when it is the one a page's query asks for: same kind,
 * product and language, and the same version when the query names one (the TDS query asks for the
 * newest, which is what the server sends). The loader makes it the query's data, so the page shows
 * the very same document without downloading it a second time.
 */
export function previewFor(kind: PreviewKind, id: string, lang: number, version?: number): string | undefined {
  const preview = document.getElementById(PREVIEW_ID)
  if (!preview) return undefined
  const { dataset } = preview
  if (dataset.kind !== kind || dataset.dossier !== id || dataset.lang !== String(lang)) return undefined
  return version === undefined || dataset.version === String(version) ? preview.innerHTML : undefined
}
