import type { Messages } from '@lingui/core'

/**
 * The interface catalogs other than English, all in this one later-* chunk (vite.config.ts): a map of
 * thirteen chunk addresses would cost the precached bundle more than a kilobyte, and a chunk that
 * loads other chunks would import Vite's preload helper from the main bundle, which is still
 * evaluating when the first page waits for its language (a module cycle that never settles). The
 * first switch away from English loads all thirteen (about 80 KB gzip in December 2026; one catalog
 * is about 8 KB); after that every language works offline.
 *
 * Measured in December 2026: one chunk per language behind a small map chunk works when the preload
 * helper gets a chunk of its own (a codeSplitting group), but that file costs 0.3 KB of initial
 * JavaScript and 0.6 KB of precache, and both are at their budgets. Removing the entry's top-level
 * await instead breaks the cycle too, but reshuffles the chunks and puts 4 KB more in the precache.
 */
const catalogs = import.meta.glob<Messages>(['../../locales/*/messages.po', '!../../locales/en/messages.po'], {
  eager: true,
  import: 'messages',
})

export default function loadCatalog(locale: string): Promise<{ messages: Messages }> {
  const messages = catalogs[`../../locales/${locale}/messages.po`]
  return messages ? Promise.resolve({ messages }) : Promise.reject(new Error(`No interface catalog for '${locale}'`))
}
