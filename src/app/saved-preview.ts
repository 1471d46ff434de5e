import { PREVIEW_ID } from '../shared/saved-preview.ts'

/**
 * The service worker may have painted a saved sheet with the shell (sw/app-shell.ts). It stays
 * until the app's first page is in the root (not the loading indicator) and goes in the same
 * frame: a mutation observer runs before the browser paints, so the reader never sees a blank page.
 */
export function handOverSavedPreview(root: HTMLElement): void {
  const preview = document.getElementById(PREVIEW_ID)
  if (!preview) return
  const observer = new MutationObserver(() => {
    if (!root.firstElementChild || root.querySelector('.full-page-loader')) return
    preview.remove()
    observer.disconnect()
  })
  observer.observe(root, { childList: true, subtree: true })
}
