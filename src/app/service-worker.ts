import { t } from '@lingui/core/macro'
import { notify } from '../components/toast-store.ts'

const PRELOAD_RELOAD_KEY = 'dossier:preload-reload'

/**
 * Registers the service worker with the prompt update model (OFFLINE.md trap 6): a new version waits
 * until the user accepts the toast, then takes control and the page reloads once.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  // Loaded after the first paint: registration never delays the dossier.
  // Kept out of the precache (it is of use only online): offline, registration waits for the next visit.
  const loaded = await import('workbox-window').catch(() => undefined)
  if (!loaded) return
  const { Workbox } = loaded
  const base = import.meta.env.BASE_URL
  const wb = new Workbox(`${base}sw.js`, { scope: base })
  wb.addEventListener('waiting', () => {
    notify({
      type: 'cta',
      text: t`A new version of the portal is available.`,
      delay: 0,
      action: {
        label: t`Update`,
        onAction: () => {
          // Whichever tells first (workbox-window may miss a worker the browser found on its own): reload once.
          let reloading = false
          const reload = () => {
            if (reloading) return
            reloading = true
            window.location.reload()
          }
          wb.addEventListener('controlling', reload)
          navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
          wb.messageSkipWaiting()
        },
      },
    })
  })
  await wb.register()
}

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
      void worker.getRegistration().then((registration) => registration?.update().catch(() => undefined))
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
