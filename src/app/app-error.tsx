import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DossierNotOnDeviceError } from '../features/dossier/load-dossier.ts'
import { UnhandledError } from '../features/errors/components/unhandled-error.tsx'
import { isCodeLoadError } from '../lib/code-load-error.ts'

/** Its code loads only when a page could not load offline. */
const OfflineError = lazy(() => import('./offline-screens/offline-error.tsx'))

/** What any route shows when loading fails: offline without a copy, a page that needs the server, or an unexpected error. */
export function AppError({ error }: ErrorComponentProps) {
  if (error instanceof DossierNotOnDeviceError || isCodeLoadError(error))
    return (
      <Suspense fallback={null}>
        <OfflineError error={error} />
      </Suspense>
    )
  return <UnhandledError />
}
