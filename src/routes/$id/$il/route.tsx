import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router'
import { activateLocale, rememberDocumentLanguage, rememberedLocale } from '#app/i18n.ts'
import { FullPageLoader } from '#components/full-page-loader.tsx'
import { loadDossier } from '#features/dossier/load-dossier.ts'
import { noticeAfterRedirect } from '#features/dossier/redirect-notice.ts'
import { AutoSave } from '#features/offline/components/auto-save.tsx'
import { isInterfaceLanguage } from '#shared/languages'
import { useEffect } from 'react'

/** Every dossier page: a supported interface language, and the product detail in the cache. */
export const Route = createFileRoute('/$id/$il')({
  beforeLoad: async ({ params, preload }) => {
    if (!isInterfaceLanguage(params.il)) {
      // The dossier home in the visitor's own language (last used here, else the browser's, else English).
      noticeAfterRedirect({ kind: 'interfaceLanguage', asked: params.il }, preload)
      throw redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il: rememberedLocale(), lang: '1' }, replace: true })
    }
    // A link preloaded on hover (the language picker's, say) is not a visit: its language is not shown yet.
    if (!preload) await activateLocale(params.il)
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
  // The document language read last: a later visit by permalink alone opens in it (when the product has it).
  useEffect(() => {
    if (Number.isFinite(lang)) rememberDocumentLanguage(lang)
  }, [lang])
  return (
    <>
      <Outlet />
      {Number.isFinite(lang) && <AutoSave id={id} il={il} lang={lang} />}
    </>
  )
}
