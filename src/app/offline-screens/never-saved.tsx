import { useLingui } from '@lingui/react'
import { NEVER_SAVED_WORDS } from '#features/offline/offline-notice.ts'
import { OfflineScreen } from './offline-screen.tsx'

/** Offline, and this device has saved nothing of the dossier. */
export function NeverSaved() {
  const { i18n } = useLingui()
  return (
    <OfflineScreen title={i18n._(NEVER_SAVED_WORDS.title)} heading={i18n._(NEVER_SAVED_WORDS.heading)}>
      <p>{i18n._(NEVER_SAVED_WORDS.text)}</p>
    </OfflineScreen>
  )
}
