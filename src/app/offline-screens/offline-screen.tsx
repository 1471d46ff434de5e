import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ErrorLayout, WarningImage } from '#features/errors/components/error-layout.tsx'
import { SavedLink } from '#features/offline/components/saved-link.tsx'

/** Every offline screen: what is wrong, then the ways forward (try again, the saved sheets). */
export function OfflineScreen({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <ErrorLayout title={title} image={<WarningImage />}>
      <h1>{heading}</h1>
      {children}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
      <SavedLink labelled />
    </ErrorLayout>
  )
}
