import { Trans, useLingui } from '@lingui/react/macro'
import { OfflineScreen } from './offline-screen.tsx'

/** Offline, and this device has saved nothing of the dossier. */
export function NeverSaved() {
  const { t } = useLingui()
  return (
    <OfflineScreen title={t`Not saved on this device`} heading={t`This dossier is not saved on this device`}>
      <p>
        <Trans>
          You are offline, and this phone has not opened this product dossier before. Connect to the internet once and it will open here
          without a connection next time.
        </Trans>
      </p>
    </OfflineScreen>
  )
}
