import { createFileRoute } from '@tanstack/react-router'
import { DossierFrame, shareUrlFor } from '#features/dossier/components/dossier-frame.tsx'
import { DossierHome } from '#features/dossier/components/dossier-home.tsx'
import { pageProps } from '#features/dossier/page-params.ts'
import { whenOnline } from '#components/when-online.tsx'

/**
 * Saving needs the server, so the save form loads online only; a device that saved a dossier has
 * loaded it then, and the service worker keeps it for offline visits (sw/assets-cache.ts).
 */
const SaveOffline = whenOnline(() => import('#features/offline/components/save-offline.tsx').then((m) => m.SaveOffline))

export const Route = createFileRoute('/$id/$il/pd/$lang')({
  component: function DossierHomeRoute() {
    const page = pageProps(Route.useParams())
    return (
      <DossierFrame {...page} tab="pd">
        {(product) => (
          <DossierHome
            product={product}
            il={page.il}
            lang={page.lang}
            shareUrl={shareUrlFor(product, page.il, page.lang)}
            offline={<SaveOffline id={product.basic.id} il={page.il} lang={page.lang} languages={product.validLangs} />}
          />
        )}
      </DossierFrame>
    )
  },
})
