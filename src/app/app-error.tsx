import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DossierNotOnDeviceError } from '../features/dossier/load-dossier.ts'
import { UnhandledError } from '../features/errors/components/unhandled-error.tsx'
import { isCodeLoadError } from '../lib/code-load-error.ts'
import { NotOnDevice } from './offline-screens/not-on-device.tsx'

/** Offline only: its code stays out of the dossier's first download. */
const NeedsConnection = lazy(() => import('./offline-screens/needs-connection.tsx'))

/** What any route shows when loading fails: offline without a copy, a page that needs the server, or an unexpected error. */
export function AppError({ error }: ErrorComponentProps) {
  if (error instanceof DossierNotOnDeviceError) return <NotOnDevice permalink={error.permalink} part={error.part} />
  if (isCodeLoadError(error))
    return (
      <Suspense fallback={null}>
        <NeedsConnection />
      </Suspense>
    )
  return <UnhandledError />
}
