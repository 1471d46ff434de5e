import { PERMALINK_PATTERN } from './permalink.ts'

/**
 * The "not saved on this device" notice, painted by the service worker with the app shell when a
 * dossier permalink opens without a connection and this device has saved nothing of it. A worker
 * who scans a container they never opened before reads at once that the sheet is not here, instead
 * of waiting for the app's code to start and find out. The words are the app's own (translated
 * through Lingui, in the interface language the app last used: features/offline/offline-notice.ts
 * writes them); this file only lays them out. The app's own screen replaces it in the same frame as
 * its first page appears (lib/page-preview.ts), with the same text.
 */
export interface OfflineNotice {
  /** The interface language of the words (a BCP 47 tag: the notice's lang attribute). */
  locale: string
  heading: string
  text: string
  /** The link to the saved sheets page. */
  savedSheets: string
}

/** The key of the notice written last, whatever its language: the one painted when the address's language has none. */
export const LAST_NOTICE_KEY = 'last'

/** A dossier page's permalink and interface language, from its address (/p/{id}/{lang}/...). */
export function dossierOfPath(pathname: string): { id: string; locale: string } | undefined {
  const match = /^\/p\/([^/]+)\/([a-z]{2})(\/|$)/.exec(pathname)
  return match && PERMALINK_PATTERN.test(match[1]!) ? { id: match[1]!, locale: match[2]! } : undefined
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Whether a value read from storage is a notice (storage outlives builds: never trust its shape). */
export function isOfflineNotice(value: unknown): value is OfflineNotice {
  if (typeof value !== 'object' || value === null) return false
  const notice = value as Record<string, unknown>
  return ['locale', 'heading', 'text', 'savedSheets'].every((key) => typeof notice[key] === 'string')
}

/** The notice as HTML: a heading, the explanation and the way forward, readable without the app. */
export function offlineNoticeHtml(notice: OfflineNotice): string {
  const lang = /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(notice.locale) ? notice.locale : 'en'
  return (
    `<div class="error-page" lang="${lang}">` +
    `<h1>${escapeText(notice.heading)}</h1>` +
    `<p>${escapeText(notice.text)}</p>` +
    `<p><a class="button button--secondary" href="/p/saved">${escapeText(notice.savedSheets)}</a></p>` +
    `</div>`
  )
}
