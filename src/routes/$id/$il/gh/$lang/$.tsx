import { createFileRoute } from '@tanstack/react-router'
import { DossierFrame, shareUrlFor } from '../../../../../features/dossier/components/dossier-frame.tsx'
import { SaveShare } from '../../../../../features/dossier/components/save-share.tsx'
import { pageProps } from '../../../../../features/dossier/page-params.ts'

/** gh/download and any other sub-path of the SDS: the save/share screen (spec § 2). */
export const Route = createFileRoute('/$id/$il/gh/$lang/$')({
  component: function SaveShareRoute() {
    const page = pageProps(Route.useParams())
    return (
      <DossierFrame {...page} tab="gh">
        {(product) => <SaveShare product={product} il={page.il} lang={page.lang} shareUrl={shareUrlFor(product, page.il, page.lang)} />}
      </DossierFrame>
    )
  },
})
