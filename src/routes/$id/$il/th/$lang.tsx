import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueries } from '#features/dossier/api/queries.ts'
import { guardDocTab } from '#features/dossier/guard.ts'
import { DossierNotOnDeviceError } from '#features/dossier/load-dossier.ts'
import { pageProps } from '#features/dossier/page-params.ts'
import { loadApi } from '#lib/api-loader.ts'
import { TdsRoute } from './-components/tds-route.tsx'

/** The sheet's code and the HTTP client: loaded with this page, or at start-up when the app opens here. */
const sheetCode = () => Promise.all([import('#features/tds/load-tds.ts'), loadApi()])

/** th: the technical data sheet (only when the product offers one; the guard sees to that). */
export const Route = createFileRoute('/$id/$il/th/$lang')({
  staticData: { warm: sheetCode },
  beforeLoad: ({ context, params, location, preload }) => guardDocTab(context.queryClient, params, 'th', location.href, preload),
  loader: async ({ context, params, cause }) => {
    const [, [{ loadTds }]] = await Promise.all([context.queryClient.ensureQueryData(productQueries.detail(params.id)), sheetCode()])
    const result = await loadTds(context.queryClient, params, cause === 'preload')
    if (result === 'offline') throw new DossierNotOnDeviceError(params.id, { il: params.il, tab: 'th', lang: Number(params.lang) })
    // A TDS that does not load goes to the dossier home, /{id}/en/pd/{lang}.
    if (result === 'failed') throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: 'en', lang: params.lang } })
  },
  component: function ThRoute() {
    return <TdsRoute {...pageProps(Route.useParams())} />
  },
})
