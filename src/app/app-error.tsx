import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DossierNotOnDeviceError } from '#features/dossier/load-dossier.ts'
import { UnhandledError } from '#features/errors/components/unhandled-error.tsx'
import { isCodeLoadError } from '#lib/code-load-error.ts'
import { NeverSaved } from './offline-screens/never-saved.tsx'

/** Its code loads only when a page could not load offline. */
const OfflineError = lazy(() => import('./offline-screens/offline-error.tsx'))

/** What any route shows when loading fails: offline without a copy, a page that needs the server, or an unexpected error. */
export function AppError({ error }: ErrorComponentProps) {
  // The dossier itself did not load: this device has no copy of it (the service worker would have
  // answered a saved one). Said at once, without loading anything (a never-saved permalink offline).
  if (error instanceof DossierNotOnDeviceError && !error.part) return <NeverSaved />
  if (error instanceof DossierNotOnDeviceError || isCodeLoadError(error))
    return (
      <Suspense fallback={null}>
        <OfflineError error={error} />
      </Suspense>
    )
  return <UnhandledError />
}
