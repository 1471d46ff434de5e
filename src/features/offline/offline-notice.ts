import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { set } from 'idb-keyval'
import { LAST_NOTICE_KEY, type OfflineNotice } from '#shared/offline-notice'
import { savedStores } from '#shared/saved-stores'

/** The words of the "not saved on this device" screen: the app's screen and the service worker's notice say the same. */
export const NEVER_SAVED_WORDS = {
  title: msg`Not saved on this device`,
  heading: msg`This dossier is not saved on this device`,
  text: msg`You are offline, and this phone has not opened this product dossier before. Connect to the internet once and it will open here without a connection next time.`,
  savedSheets: msg`Saved sheets`,
}

/**
 * Keeps the notice in the interface language just activated, for the service worker to paint
 * offline (shared/offline-notice.ts): it has no translations of its own, and the app's catalogs are
 * code it cannot run. Written after the page has painted; a refused write only costs the early notice.
 */
export function rememberOfflineNotice(i18n: I18n): void {
  const notice: OfflineNotice = {
    locale: i18n.locale,
    heading: i18n._(NEVER_SAVED_WORDS.heading),
    text: i18n._(NEVER_SAVED_WORDS.text),
    savedSheets: i18n._(NEVER_SAVED_WORDS.savedSheets),
  }
  setTimeout(() => {
    const { notices } = savedStores()
    void Promise.all([set(notice.locale, notice, notices), set(LAST_NOTICE_KEY, notice, notices)]).catch(() => undefined)
  }, 1000)
}
