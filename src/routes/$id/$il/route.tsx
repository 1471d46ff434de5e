import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router'
import { activateLocale } from '../../../app/i18n.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { loadDossier } from '../../../features/dossier/load-dossier.ts'
import { AutoSave } from '../../../features/offline/components/auto-save.tsx'
import { isInterfaceLanguage } from '../../../shared/languages.ts'

/** Every dossier page: a supported interface language, and the product detail in the cache. */
export const Route = createFileRoute('/$id/$il')({
  beforeLoad: async ({ params }) => {
    if (!isInterfaceLanguage(params.il)) {
      throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: 'en', lang: '1' }, replace: true })
    }
    await activateLocale(params.il)
  },
  loader: async ({ context, params, location }) => {
    await loadDossier(context.queryClient, params.id, params.il, location.href)
  },
  pendingComponent: FullPageLoader,
  component: DossierLayout,
})

/** Every dossier page, and the saving of the dossier for offline reading in the language viewed. */
function DossierLayout() {
  const { id, il } = Route.useParams()
  const lang = Number.parseInt(useParams({ strict: false }).lang ?? '', 10)
  return (
    <>
      <Outlet />
      {Number.isFinite(lang) && <AutoSave id={id} il={il} lang={lang} />}
    </>
  )
}
