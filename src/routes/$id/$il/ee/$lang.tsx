import { createFileRoute } from '@tanstack/react-router'
import { guardDocTab } from '#features/dossier/guard.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { parseLabelSearch } from '#shared/label-search'
import { LabelPreviewRoute } from './-components/label-preview-route.tsx'

/** ee: the label preview; the label options live in the address, so a label can be shared. */
export const Route = createFileRoute('/$id/$il/ee/$lang')({
  validateSearch: parseLabelSearch,
  beforeLoad: ({ context, params, location, preload }) => guardDocTab(context.queryClient, params, 'ee', location.href, preload),
  component: function EeRoute() {
    return <LabelPreviewRoute {...pageProps(Route.useParams())} search={Route.useSearch()} />
  },
})
