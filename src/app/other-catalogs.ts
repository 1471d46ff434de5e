import type { Messages } from '@lingui/core'

/**
 * The interface catalogs other than English, one chunk each. This map of chunk addresses is a
 * later-* chunk of its own (vite.config.ts): it grows with every language, and a device that reads
 * English never needs it.
 */
const files = import.meta.glob<{ messages: Messages }>(['../../locales/*/messages.po', '!../../locales/en/messages.po'])

export default function loadCatalog(locale: string): Promise<{ messages: Messages }> {
  const file = files[`../../locales/${locale}/messages.po`]
  return file ? file() : Promise.reject(new Error(`No interface catalog for '${locale}'`))
}
