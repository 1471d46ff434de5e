/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { documentKind } from '#shared/document-kinds'
import { STORAGE } from '#shared/storage-keys'

declare const self: ServiceWorkerGlobalScope

/** A digital label is a few kilobytes: enough for every product a worker handles. */
const MAX_ENTRIES = 50
/** How long the network may take before the copy kept on this device is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4

/** The server's digital label page (/p/{id}/{il}/dl/{lang}); the app shell leaves it alone (app-shell.ts). */
export const DIGITAL_LABEL_PATH = new RegExp(`^/p/[^/]+/[^/]+/${documentKind('digital-label').urlCode}(/|$)`)

/**
 * The digital label comes from the server whenever it answers, so a corrected label shows at once;
 * the last copy this device received is kept and shown when there is no signal (a cellar, a tank farm).
 */
export function registerDigitalLabelCache(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.mode === 'navigate' && DIGITAL_LABEL_PATH.test(url.pathname),
    new NetworkFirst({
      cacheName: STORAGE.digitalLabelsCache,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        {
          // Only whole pages are kept: a refusal (404, 409) or a server error never replaces a good copy.
          cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
          cacheDidUpdate: async ({ cacheName }) => {
            const cache = await caches.open(cacheName)
            const keys = await cache.keys()
            // Keys come back in insertion order: the oldest go first.
            for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(old)
          },
        },
      ],
    }),
  )
}
