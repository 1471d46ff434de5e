import { PREVIEW_ID } from '../shared/page-preview.ts'

/**
 * The server or the service worker may have painted the sheet with the shell (shared/page-preview.ts).
 * It stays until the app's first page is in the root (not the loading indicator) and goes in the
 * same frame: a mutation observer runs before the browser paints, so the reader never sees a blank page.
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
