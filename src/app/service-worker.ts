/**
 * Registration itself (with the update toast) is in sw-registration.ts, an online-only chunk: it
 * needs the network, and its bytes are better spent on what works offline.
 */
export const registerServiceWorker = () => import('./sw-registration.ts').then((m) => m.registerServiceWorker()).catch(() => undefined)

const PRELOAD_RELOAD_KEY = 'dossier:preload-reload'

/**
 * A tab opened before a deployment asks for chunks that no longer exist. Without a service worker,
 * reload once to get the new build, but never while offline (it would replace a working page with an error) and never in a loop.
 */
export function handlePreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return
    // Under a service worker a reload would serve the same old build from its precache, and the
    // guard would then leave the page as it is: ask for the new worker instead, whose toast offers
    // the new build. The import still fails as it would have (when-online parts stay empty meanwhile):
    // a prevented error would resolve the import to undefined, which React cannot render.
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    if (worker?.controller) {
      // A new worker already installing or waiting has its toast: asking again while the reader takes
      // the update would only start another update check beside its activation.
      void worker.getRegistration().then((registration) => {
        if (!registration || registration.installing || registration.waiting) return
        return registration.update().catch(() => undefined)
      })
      return
    }
    if (sessionStorage.getItem(PRELOAD_RELOAD_KEY)) return
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()))
    event.preventDefault()
    window.location.reload()
  })
  // A page that loaded fine clears the guard, so the next deployment may reload again.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(PRELOAD_RELOAD_KEY), 10_000))
}
