import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../shared/languages.ts'
import { STORAGE } from '../shared/storage-keys.ts'

/** Each interface language is its own chunk, compiled from locales/<locale>/messages.po at build time. */
const catalogs: Record<InterfaceLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  sl: () => import('../../locales/sl/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  hr: () => import('../../locales/hr/messages.po'),
}

export async function activateLocale(locale: InterfaceLanguage): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  try {
    localStorage.setItem(STORAGE.locale, locale)
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}

/** The interface language to use where the URL has none (error pages, the start page). */
export function rememberedLocale(): InterfaceLanguage {
  try {
    const stored = localStorage.getItem(STORAGE.locale) ?? ''
    return isInterfaceLanguage(stored) ? stored : DEFAULT_INTERFACE_LANGUAGE
  } catch {
    return DEFAULT_INTERFACE_LANGUAGE
  }
}

export { i18n }
