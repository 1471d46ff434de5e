import { t } from '@lingui/core/macro'
import { notify } from '#components/toast-store.ts'

/**
 * Registers the service worker with the prompt update model (switching models later would strand users): a new version waits
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
  // Before registering, so the worker cannot take control unseen.
  keepLoadedFilesOffline()
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

/** Folders of build files the service worker keeps when they load (sw/assets-cache.ts). */
const KEPT_FOLDERS = ['assets/', 'brand/']

/**
 * Build files left out of the precache are kept by the service worker when they load through it
 * (sw/assets-cache.ts), the edition's logo among them. On the first visit they load before it
 * controls the page. When it takes control the page hands it the list, and the worker runs each
 * address through its own routes (workbox's `CACHE_URLS` message), so the files this page used are
 * there offline. The worker fetches them: 40 fetches from the page cost a phone some 50 ms of main
 * thread right after the page appears.
 */
function keepLoadedFilesOffline(): void {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urlsToCache = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => KEPT_FOLDERS.some((folder) => new URL(url).pathname.startsWith(`${import.meta.env.BASE_URL}${folder}`)))
      navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
    },
    { once: true },
  )
}
