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
