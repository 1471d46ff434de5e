import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueries } from '#features/dossier/api/queries.ts'
import { DossierNotOnDeviceError, loadWithDeviceDetail } from '#features/dossier/load-dossier.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { noticeUnknownComparison, noticeUnknownVersion } from '#features/dossier/redirect-notice.ts'
import { loadApi } from '#lib/api-loader.ts'
import { parseSdsSearch } from '#features/sds/search-params.ts'
import { SdsRoute } from './-components/sds-route.tsx'

/**
 * The sheet's code and the HTTP client: not in the first download of every dossier (it has
 * a budget), but loaded at start-up beside the restore of the query cache when the app opens here.
 */
const sheetCode = () => Promise.all([import('#features/sds/load-sheet.ts'), loadApi()])

/** The SDS page: ?version={id}&compare={older id}&qrCode=0, so a view can be shared. */
export const Route = createFileRoute('/$id/$il/gh/$lang/')({
  staticData: { warm: sheetCode },
  validateSearch: parseSdsSearch,
  loaderDeps: ({ search }) => ({ version: search.version, compare: search.compare, qrCode: search.qrCode }),
  loader: async ({ context, params, deps, cause }) => {
    // The guard of the parent route has the product in the cache.
    const [product, [{ loadSdsSheet }]] = await Promise.all([
      context.queryClient.ensureQueryData(productQueries.detail(params.id)),
      sheetCode(),
    ])
    noticeUnknownVersion(product.basic.versions, deps.version, cause === 'enter')
    noticeUnknownComparison(product.basic.versions, deps.compare, cause === 'enter')
    const result = await loadWithDeviceDetail(context.queryClient, params.id, product, (detail) =>
      loadSdsSheet(context.queryClient, detail, params, deps, cause),
    )
    // Offline without a saved copy is its own screen, as for the dossier itself.
    if (result === 'offline') throw new DossierNotOnDeviceError(params.id, { il: params.il, tab: 'gh', lang: Number(params.lang) })
    if (result === 'failed') throw redirect({ to: '/sdserror', search: { id: params.id, il: params.il, lang: params.lang } })
  },
  component: function SdsPageRoute() {
    return <SdsRoute {...pageProps(Route.useParams())} search={Route.useSearch()} />
  },
})
