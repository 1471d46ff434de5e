import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startAccountsAfterFirstPaint } from './app/accounts.ts'
import { activateLocale, i18n, rememberedLocale } from './app/i18n.ts'
import { restoreAndPersist } from './app/persister.ts'
import { afterWindowLoad } from './lib/after-load.ts'
import { handOverPagePreview } from './lib/page-preview.ts'
import { prepareOffline, startOfflineAfterFirstPaint } from './app/offline.ts'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter, warmRouteCode } from './app/router.tsx'
import { handlePreloadErrors, registerServiceWorker } from './app/service-worker.ts'
import { DossierNotOnDeviceError } from './features/dossier/load-dossier.ts'
import { brandId } from './lib/brand.ts'
import { isInterfaceLanguage } from './shared/languages.ts'
import './styles/base.css'
// In the first download: the server or the service worker may paint a document with the shell
// (shared/page-preview.ts), and it must not change its look when the page's own code arrives.
import './features/sds/components/sds-sheet.css'
import './features/tds/components/tds-sheet.css'
import './features/instructions/components/instructions-sheet.css'
// The dossier home's first answer paints the emergency strip, the heading and the hazard card
// (shared/dossier-home-preview.ts) with these classes: styled from the first paint, and without JavaScript.
import './features/dossier/components/emergency-strip.css'
import './features/dossier/components/dossier-home.css'
import './features/dossier/components/hazard-card.css'

/** The interface language of the address (/p/{id}/{il}/...), so the first paint is already translated. */
function initialLocale() {
  const il = window.location.pathname.split('/')[3] ?? ''
  return isInterfaceLanguage(il) ? il : rememberedLocale()
}

handlePreloadErrors()
document.documentElement.dataset.brand = brandId
const queryClient = createQueryClient()
prepareOffline(queryClient)
const router = createAppRouter(queryClient)
warmRouteCode(router)
// Render only after the persisted cache is back, so loaders find saved dossiers instead of waiting on the network.
await Promise.all([restoreAndPersist(queryClient), activateLocale(initialLocale())])

const root = document.getElementById('root')!
handOverPagePreview(root)
createRoot(root, {
  // A dossier that is not on this device offline is an expected state with its own screen, not an error.
  onCaughtError: (error, info) => {
    if (error instanceof DossierNotOnDeviceError) return
    console.error(error, info.componentStack)
  },
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  </StrictMode>,
)
// index.html's first-paint loader, for browsers whose CSS cannot see that the app has painted.
const stopWatching = router.subscribe('onRendered', () => {
  document.getElementById('boot-loader')?.remove()
  stopWatching()
  // The service worker's install downloads the whole precache (some 80 files): started before the
  // first page is there, it competed with that page's own requests (on a busy phone, the sheet waited
  // seconds behind it). Once the page shows and its files have loaded, it costs the reader nothing.
  afterWindowLoad(() => void registerServiceWorker())
})
startAccountsAfterFirstPaint(queryClient)
startOfflineAfterFirstPaint(queryClient)
