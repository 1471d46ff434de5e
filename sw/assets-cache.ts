/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { STORAGE } from '#shared/storage-keys'

declare const self: ServiceWorkerGlobalScope

/**
 * A build has some 40 files left out of the precache (online-*, account-*, later-*): room for two
 * builds' worth, so a new build's online pages never push out the label page a saved dossier needs.
 */
const MAX_ENTRIES = 90

/**
 * Hashed build files that are not precached (the precache has no room for them: the HTTP client's
 * parser, the QR decoder, the label editor) are kept the first time they load: they never change under their
 * name. Registered after the precache route, which answers every precached file itself.
 */
export function registerAssetsCache(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/p/assets/'),
    new CacheFirst({
      cacheName: STORAGE.assetsCache,
      plugins: [
        {
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

/**
 * The nine GHS pictograms (CLP Annex V) never change under their address: the first time a page
 * shows one it is kept, so a saved dossier's hazard card still shows its pictograms offline.
 */
export function registerPictogramsCache(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/api/v1/pictograms/'),
    new CacheFirst({ cacheName: STORAGE.pictogramsCache }),
  )
}

/**
 * The edition's logo: a device shows one of the editions' logos, so neither is precached. It is kept
 * when first shown and refreshed in the background, as its name does not change with its content.
 */
export function registerBrandLogos(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/p/brand/'),
    new StaleWhileRevalidate({ cacheName: STORAGE.assetsCache }),
  )
}
