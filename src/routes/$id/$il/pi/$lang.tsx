import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '../../../../features/dossier/api/queries.ts'
import { pageProps } from '../../../../features/dossier/page-params.ts'
import { DetailRoute } from './-components/detail-route.tsx'

/** ?compare={versionId}: show the changes since that version. */
function parseSearch(search: Record<string, unknown>): { compare?: number } {
  const compare = Number(search.compare)
  return Number.isInteger(compare) && compare > 0 ? { compare } : {}
}

export const Route = createFileRoute('/$id/$il/pi/$lang')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ compare: search.compare }),
  loader: async ({ context, params, deps }) => {
    const { lang } = pageProps(params)
    // The compared version loads beside the page, not before it: turning "Show changes" on or picking
    // another version updates the controls at once, and the marks follow when the older copy arrives.
    if (deps.compare !== undefined)
      void context.queryClient.prefetchQuery(productQueries.detailIn(params.id, { lang, version: deps.compare }))
    // Offline without this copy the page still shows the dossier's own cached detail.
    await Promise.allSettled([context.queryClient.ensureQueryData(productQueries.detailIn(params.id, { lang }))])
  },
  component: function PiRoute() {
    return <DetailRoute {...pageProps(Route.useParams())} compare={Route.useSearch().compare} />
  },
})
