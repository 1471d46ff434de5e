import type { Messages } from '@lingui/core'
import catalogs from 'virtual:interface-catalogs'

/**
 * Loads an interface catalog other than English. This small later-* chunk holds only the map of
 * their addresses, and each catalog is a later-* chunk of its own (build/interface-catalogs.ts,
 * vite.config.ts): a German reader downloads the German catalog (about 8 KB gzip), not all thirteen
 * (about 80 KB). Each is kept on the device when it first loads (sw/assets-cache.ts): offline, the
 * languages read here before work, and a language never loaded here leaves the interface in the
 * language it shows (app/i18n.ts).
 */
export default function loadCatalog(locale: string): Promise<{ messages: Messages }> {
  const load = catalogs[locale]
  return load ? load() : Promise.reject(new Error(`No interface catalog for '${locale}'`))
}
