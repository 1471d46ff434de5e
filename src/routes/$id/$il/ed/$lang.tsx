import { createFileRoute } from '@tanstack/react-router'
import { guardDocTab } from '#features/dossier/guard.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { parseLabelSearch } from '#shared/label-search'
import { LabelEditRoute } from './-components/label-edit-route.tsx'

/** ed: label edit; every change goes into the address (replacing it), and the preview follows. */
export const Route = createFileRoute('/$id/$il/ed/$lang')({
  validateSearch: parseLabelSearch,
  beforeLoad: ({ context, params, location, preload }) => guardDocTab(context.queryClient, params, 'ed', location.href, preload),
  component: function EdRoute() {
    return <LabelEditRoute {...pageProps(Route.useParams())} search={Route.useSearch()} />
  },
})
