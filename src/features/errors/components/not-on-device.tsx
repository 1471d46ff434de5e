import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorLayout, WarningImage } from './error-layout.tsx'

/** Offline, and this phone has never opened the dossier: say so at once, and what to do. */
export function NotOnDevice() {
  const { t } = useLingui()
  return (
    <ErrorLayout title={t`Not saved on this device`} image={<WarningImage />}>
      <h1>
        <Trans>This dossier is not saved on this device</Trans>
      </h1>
      <p>
        <Trans>
          You are offline, and this phone has not opened this product dossier before. Connect to the internet once and it will open here
          without a connection next time.
        </Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </ErrorLayout>
  )
}
