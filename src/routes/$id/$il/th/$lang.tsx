import { createFileRoute } from '@tanstack/react-router'
import { DocumentPlaceholder } from '../../../../features/dossier/components/document-placeholder.tsx'
import { DossierFrame } from '../../../../features/dossier/components/dossier-frame.tsx'
import { useTabLabels } from '../../../../features/dossier/components/tab-labels.ts'
import { guardDocTab } from '../../../../features/dossier/guard.ts'
import { pageProps } from '../../../../features/dossier/page-params.ts'

export const Route = createFileRoute('/$id/$il/th/$lang')({
  beforeLoad: ({ context, params }) => guardDocTab(context.queryClient, params, 'th'),
  component: function TabRoute() {
    const page = pageProps(Route.useParams())
    const title = useTabLabels().th
    return (
      <DossierFrame {...page} tab="th">
        {(product) => <DocumentPlaceholder product={product} title={title} />}
      </DossierFrame>
    )
  },
})
