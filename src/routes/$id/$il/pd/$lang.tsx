import { createFileRoute } from '@tanstack/react-router'
import { DossierFrame, shareUrlFor } from '../../../../features/dossier/components/dossier-frame.tsx'
import { DossierHome } from '../../../../features/dossier/components/dossier-home.tsx'
import { pageProps } from '../../../../features/dossier/page-params.ts'
import { SaveOffline } from '../../../../features/offline/components/save-offline.tsx'

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
