import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { MissingPart } from '../../features/dossier/load-dossier.ts'
import { SavedLink } from '../../features/offline/components/saved-link.tsx'
import { ErrorLayout, WarningImage } from '../../features/errors/components/error-layout.tsx'

/** Reads the device's saved dossiers: its code loads only when a page could not open offline. */
const SavedPartsScreen = lazy(() => import('./saved-parts.tsx'))

/**
 * Offline, and the page is not on this device: a saved dossier names the missing part and links
 * what is saved; a dossier never saved here says so, and what to do.
 */
export function NotOnDevice({ permalink, part }: { permalink: string; part?: MissingPart }) {
  return (
    <Suspense fallback={null}>
      <SavedPartsScreen permalink={permalink} part={part} notSaved={<NeverSaved />} />
    </Suspense>
  )
}

function NeverSaved() {
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
      <SavedLink labelled />
    </ErrorLayout>
  )
}
