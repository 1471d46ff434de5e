import { createFileRoute } from '@tanstack/react-router'
import { DocumentPlaceholder } from '../../../../../features/dossier/components/document-placeholder.tsx'
import { DossierFrame } from '../../../../../features/dossier/components/dossier-frame.tsx'
import { useTabLabels } from '../../../../../features/dossier/components/tab-labels.ts'
import { pageProps } from '../../../../../features/dossier/page-params.ts'

export const Route = createFileRoute('/$id/$il/gh/$lang/')({
  component: function SdsRoute() {
    const page = pageProps(Route.useParams())
    const title = useTabLabels().gh
    return (
      <DossierFrame {...page} tab="gh">
        {(product) => <DocumentPlaceholder product={product} title={title} />}
      </DossierFrame>
    )
  },
})
