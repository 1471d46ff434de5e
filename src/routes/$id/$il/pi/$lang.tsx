import { createFileRoute } from '@tanstack/react-router'
import { productQueries } from '#features/dossier/api/queries.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { knownVersion, noticeUnknownComparison } from '#features/dossier/redirect-notice.ts'
import { DetailRoute } from './-components/detail-route.tsx'

/** ?compare={versionId}: show the changes since that version. */
function parseSearch(search: Record<string, unknown>): { compare?: number } {
  const compare = Number(search.compare)
  return Number.isInteger(compare) && compare > 0 ? { compare } : {}
}

export const Route = createFileRoute('/$id/$il/pi/$lang')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ compare: search.compare }),
  loader: async ({ context, params, deps, cause }) => {
    const { lang } = pageProps(params)
    // The guard of the parent route has the product in the cache.
    const product = await context.queryClient.ensureQueryData(productQueries.detail(params.id)).catch(() => undefined)
    if (product) noticeUnknownComparison(product.basic.versions, deps.compare, cause === 'enter')
    // The compared version loads beside the page, not before it: turning "Show changes" on or picking
    // another version updates the controls at once, and the marks follow when the older copy arrives.
    const compare = product ? knownVersion(product.basic.versions, deps.compare) : deps.compare
    if (compare !== undefined) void context.queryClient.prefetchQuery(productQueries.detailIn(params.id, { lang, version: compare }))
    // Offline without this copy the page still shows the dossier's own cached detail.
    await Promise.allSettled([context.queryClient.ensureQueryData(productQueries.detailIn(params.id, { lang }))])
  },
  component: function PiRoute() {
    return <DetailRoute {...pageProps(Route.useParams())} compare={Route.useSearch().compare} />
  },
})
