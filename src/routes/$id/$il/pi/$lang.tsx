import { createFileRoute } from '@tanstack/react-router'
import { DossierFrame } from '../../../../features/dossier/components/dossier-frame.tsx'
import { ProductSummary } from '../../../../features/dossier/components/product-summary.tsx'
import { pageProps } from '../../../../features/dossier/page-params.ts'

export const Route = createFileRoute('/$id/$il/pi/$lang')({
  component: function DetailRoute() {
    const page = pageProps(Route.useParams())
    return (
      <DossierFrame {...page} tab="pi">
        {(product) => <ProductSummary product={product} />}
      </DossierFrame>
    )
  },
})
