import { OFFLINE_PREVIEW_ATTRIBUTE, PREVIEW_ID } from '#shared/page-preview'

/* Start-up's part of the preview: taking a preview as a query's data is the sheet loaders' (adopt-preview.ts). */

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
