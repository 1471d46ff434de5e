import { createFileRoute, redirect } from '@tanstack/react-router'
import { productQueries } from '../../../../features/dossier/api/queries.ts'
import { guardDocTab } from '../../../../features/dossier/guard.ts'
import { DossierNotOnDeviceError } from '../../../../features/dossier/load-dossier.ts'
import { pageProps } from '../../../../features/dossier/page-params.ts'
import { TdsRoute } from './-components/tds-route.tsx'

/** th: the technical data sheet (only when the product offers one; the guard sees to that). */
export const Route = createFileRoute('/$id/$il/th/$lang')({
  beforeLoad: ({ context, params }) => guardDocTab(context.queryClient, params, 'th'),
  loader: async ({ context, params, cause }) => {
    // The sheet's code loads with this page, not in the first download of every dossier (QUALITY.md budget).
    const [, { loadTds }] = await Promise.all([
      context.queryClient.ensureQueryData(productQueries.detail(params.id)),
      import('../../../../features/tds/load-tds.ts'),
    ])
    const result = await loadTds(context.queryClient, params, cause === 'preload')
    if (result === 'offline') throw new DossierNotOnDeviceError(params.id)
    // Spec § 8: a TDS that does not load goes to the dossier home, /{id}/en/pd/{lang}.
    if (result === 'failed') throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: 'en', lang: params.lang } })
  },
  component: function ThRoute() {
    return <TdsRoute {...pageProps(Route.useParams())} />
  },
})
