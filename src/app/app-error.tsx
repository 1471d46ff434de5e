import type { ErrorComponentProps } from '@tanstack/react-router'
import { DossierNotOnDeviceError } from '../features/dossier/load-dossier.ts'
import { NotOnDevice } from '../features/errors/components/not-on-device.tsx'
import { UnhandledError } from '../features/errors/components/unhandled-error.tsx'

/** What any route shows when loading fails: offline without a copy, or an unexpected error. */
export function AppError({ error }: ErrorComponentProps) {
  if (error instanceof DossierNotOnDeviceError) return <NotOnDevice />
  return <UnhandledError />
}
