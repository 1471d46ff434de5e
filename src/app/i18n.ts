import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../shared/languages.ts'
import { STORAGE } from '../shared/storage-keys.ts'

/**
 * Each interface language is its own chunk, compiled from locales/<locale>/messages.po at build time.
 * English is precached; the others, and the map that finds them, are later-* chunks (vite.config.ts).
 */
const catalogs = (locale: InterfaceLanguage): Promise<{ messages: Messages }> =>
  locale === 'en' ? import('../../locales/en/messages.po') : import('./other-catalogs.ts').then((m) => m.default(locale))

export async function activateLocale(locale: InterfaceLanguage): Promise<void> {
  if (i18n.locale === locale) return
  // Offline, a catalog never loaded on this device is not there (README § Decisions: only English is
  // precached): keep the language shown, or English on the first paint, rather than fail the page.
  const loaded = await catalogs(locale).catch(() => undefined)
  if (!loaded && i18n.locale) return
  const { messages } = loaded ?? (await catalogs(DEFAULT_INTERFACE_LANGUAGE))
  if (!loaded) locale = DEFAULT_INTERFACE_LANGUAGE
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
