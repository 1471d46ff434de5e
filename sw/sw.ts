/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerAppShell } from './app-shell.ts'
import { registerAssetsCache, registerBrandLogos, registerPictogramsCache } from './assets-cache.ts'
import { registerDigitalLabelCache } from './digital-labels.ts'
import { registerSavedDocuments } from './saved-documents.ts'
import { listenForSkipWaiting } from './update.ts'

declare const self: ServiceWorkerGlobalScope

// Wiring only; each concern lives in its own module.
// The plugin lists the web app manifest, but the server names the app after the request's edition
// (Chemora or Coatora): the browser reads it from the network, and only when it installs the app.
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => typeof entry === 'string' || !entry.url.endsWith('.webmanifest')))
cleanupOutdatedCaches()
registerAppShell()
registerSavedDocuments()
registerAssetsCache()
registerBrandLogos()
registerPictogramsCache()
registerDigitalLabelCache()
listenForSkipWaiting()
// Once this worker activates (first install, or after the user accepted an update) it controls open tabs.
clientsClaim()
