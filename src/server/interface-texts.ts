import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { HomePreviewTexts } from '#shared/dossier-home-preview'
import type { InterfaceLanguage } from '#shared/languages'
import { interfaceCatalog } from './interface-catalogs.ts'

const made = new Map<InterfaceLanguage, HomePreviewTexts>()

/**
 * The app's interface words in one language, for the parts of pages the server paints itself: the
 * same catalogs the app compiles (interfaceCatalog), formatted by Lingui as the app formats them, so
 * a plural reads the same in both (Slovenian has a dual, Polish and Czech their "few" forms). The
 * catalogs are keyed by source text; a text a catalog lacks stays in English, as in the app.
 */
export function interfaceTexts(locale: InterfaceLanguage): HomePreviewTexts {
  let texts = made.get(locale)
  if (!texts) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: interfaceCatalog(locale) } })
    // The catalogs are source text, not the build's compiled messages: compile each on first use.
    i18n.setMessagesCompiler(compileMessage)
    texts = { locale, t: (message, values) => i18n._(message, values) }
    made.set(locale, texts)
  }
  return texts
}
