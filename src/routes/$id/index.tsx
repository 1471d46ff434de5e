import { createFileRoute, redirect } from '@tanstack/react-router'
import { browserLanguages, rememberedDocumentLanguage, rememberedLocale } from '#app/i18n.ts'
import { DossierNotOnDeviceError, loadDossier } from '#features/dossier/load-dossier.ts'
import { noticeAfterRedirect } from '#features/dossier/redirect-notice.ts'
import { documentLanguageFor } from '#shared/phone-language'

/**
 * A permalink alone (/p/{id}, what QR codes print) goes to the dossier home in the visitor's own
 * languages: the interface language last used on this device, else the first the browser asks for
 * that the interface has, else English; the document language last read here, else the first the
 * browser asks for that the product's sheets have, else the product's first. When the product has
 * no sheet in the asked language, the home says so and names the languages it has.
 */
export const Route = createFileRoute('/$id/')({
  beforeLoad: async ({ context, params, location, preload }) => {
    const il = rememberedLocale()
    const home = (lang: number) => redirect({ to: '/$id/$il/pd/$lang', params: { id: params.id, il, lang: String(lang) }, replace: true })
    let valid: number[]
    try {
      valid = (await loadDossier(context.queryClient, params.id, il, location.href)).validLangs
    } catch (error) {
      // Offline without a copy: the dossier home shows that screen in the interface language.
      if (error instanceof DossierNotOnDeviceError) throw home(1)
      throw error
    }
    const choice = documentLanguageFor(valid, browserLanguages(), rememberedDocumentLanguage())
    if (!choice) throw home(1)
    if (choice.unavailable !== undefined) {
      noticeAfterRedirect(
        { kind: 'documentLanguage', document: 'sds', asked: String(choice.unavailable), shown: choice.lang, available: valid },
        preload,
      )
    }
    throw home(choice.lang)
  },
})
