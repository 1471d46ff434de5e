import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueries } from '#features/dossier/api/queries.ts'
import { guardDocTab } from '#features/dossier/guard.ts'
import { DossierNotOnDeviceError, loadWithDeviceDetail } from '#features/dossier/load-dossier.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { noticeUnknownVersion } from '#features/dossier/redirect-notice.ts'
import { parseInstructionsSearch } from '#features/instructions/search-params.ts'
import { loadApi } from '#lib/api-loader.ts'
import { InstructionsRoute } from './-components/instructions-route.tsx'

/** The instructions' code and the HTTP client: loaded with this page, or at start-up when the app opens here. */
const instructionsCode = () => Promise.all([import('#features/instructions/load-instructions.ts'), loadApi()])

/** mh: the safety instructions; ?version={id}&qrCode=0 (qrCode defaults to '1'), so a view can be shared. */
export const Route = createFileRoute('/$id/$il/mh/$lang')({
  staticData: { warm: instructionsCode },
  validateSearch: parseInstructionsSearch,
  loaderDeps: ({ search }) => ({ version: search.version, qrCode: search.qrCode }),
  beforeLoad: ({ context, params, location, preload }) => guardDocTab(context.queryClient, params, 'mh', location.href, preload),
  loader: async ({ context, params, deps, cause }) => {
    const [product, [{ loadInstructions }]] = await Promise.all([
      context.queryClient.ensureQueryData(productQueries.detail(params.id)),
      instructionsCode(),
    ])
    noticeUnknownVersion(product.basic.versions, deps.version, cause === 'enter')
    const result = await loadWithDeviceDetail(context.queryClient, params.id, product, (detail) =>
      loadInstructions(context.queryClient, detail, params, deps, cause === 'preload'),
    )
    if (result === 'offline') throw new DossierNotOnDeviceError(params.id, { il: params.il, tab: 'mh', lang: Number(params.lang) })
    // Instructions that do not load go to /sdserror, remembering where they came from.
    if (result === 'failed') throw redirect({ to: '/sdserror', search: { id: params.id, il: params.il, lang: params.lang } })
  },
  component: function MhRoute() {
    return <InstructionsRoute {...pageProps(Route.useParams())} search={Route.useSearch()} />
  },
})
