import { i18n, type Messages } from '@lingui/core'
import { rememberOfflineNotice } from '#features/offline/offline-notice.ts'
import { DEFAULT_INTERFACE_LANGUAGE, docLanguageById, isInterfaceLanguage, type InterfaceLanguage } from '#shared/languages'
import { askedLanguageCodes, interfaceLanguageFor } from '#shared/phone-language'
import { STORAGE } from '#shared/storage-keys'

/**
 * Each interface language is its own chunk, compiled from locales/<locale>/messages.po at build time.
 * English is precached; the others, and the map that finds them, are later-* chunks (vite.config.ts).
 */
const catalogs = (locale: InterfaceLanguage): Promise<{ messages: Messages }> =>
  locale === 'en' ? import('#locales/en/messages.po') : import('./other-catalogs.ts').then((m) => m.default(locale))

/** The language asked for last: a catalog that arrives after another language was asked for is not shown. */
let asked: InterfaceLanguage | undefined

export async function activateLocale(locale: InterfaceLanguage): Promise<void> {
  asked = locale
  if (i18n.locale === locale) return
  // Offline, a catalog never loaded on this device is not there (only English is precached, to keep
  // the precache within its budget): keep the language shown, or English on the first paint, rather than fail the page.
  const loaded = await catalogs(locale).catch(() => undefined)
  if (asked !== locale) return
  if (!loaded && i18n.locale) return
  const { messages } = loaded ?? (await catalogs(DEFAULT_INTERFACE_LANGUAGE))
  if (!loaded) locale = DEFAULT_INTERFACE_LANGUAGE
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  rememberOfflineNotice(i18n)
  try {
    localStorage.setItem(STORAGE.locale, locale)
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The languages the visitor's browser asks for (its Accept-Language), as language codes. */
export function browserLanguages(): string[] {
  return askedLanguageCodes(navigator.languages?.length ? navigator.languages : [navigator.language ?? ''])
}

/**
 * The interface language to use where the URL has none (first visits by permalink, error pages,
 * the start page): the one last used on this device, else the first the browser asks for that
 * the interface has, else English.
 */
export function rememberedLocale(): InterfaceLanguage {
  const last = stored(STORAGE.locale) ?? ''
  return isInterfaceLanguage(last) ? last : (interfaceLanguageFor(browserLanguages()) ?? DEFAULT_INTERFACE_LANGUAGE)
}

/** The document language last read on this device, if any. */
export function rememberedDocumentLanguage(): number | undefined {
  const id = Number(stored(STORAGE.documentLanguage))
  return Number.isInteger(id) && docLanguageById(id) ? id : undefined
}

export function rememberDocumentLanguage(id: number): void {
  try {
    localStorage.setItem(STORAGE.documentLanguage, String(id))
  } catch {
    // Private modes may refuse storage; the next address names the language anyway.
  }
}

export { i18n }
