import type { Messages } from '@lingui/core'

/**
 * The interface catalogs other than English, all in this one later-* chunk (vite.config.ts): a map of
 * thirteen chunk addresses would cost the precached bundle more than a kilobyte, and a chunk that
 * loads other chunks would import Vite's preload helper from the main bundle, which is still
 * evaluating when the first page waits for its language (a module cycle that never settles). The
 * first switch away from English loads all thirteen (about 50 KB compressed); after that every
 * language works offline.
 */
const catalogs = import.meta.glob<Messages>(['../../locales/*/messages.po', '!../../locales/en/messages.po'], {
  eager: true,
  import: 'messages',
})

export default function loadCatalog(locale: string): Promise<{ messages: Messages }> {
  const messages = catalogs[`../../locales/${locale}/messages.po`]
  return messages ? Promise.resolve({ messages }) : Promise.reject(new Error(`No interface catalog for '${locale}'`))
}
