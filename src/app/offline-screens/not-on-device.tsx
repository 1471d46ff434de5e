import { lazy, Suspense } from 'react'
import type { MissingPart } from '../../features/dossier/load-dossier.ts'

/** Reads the device's saved dossiers: its code loads only when a page could not open offline. */
const SavedPartsScreen = lazy(() => import('./saved-parts.tsx'))

/**
 * Offline, and the page is not on this device: a saved dossier names the missing part and links
 * what is saved; a dossier never saved here says so, and what to do.
 */
export function NotOnDevice({ permalink, part }: { permalink: string; part?: MissingPart }) {
  return (
    <Suspense fallback={null}>
      <SavedPartsScreen permalink={permalink} part={part} />
    </Suspense>
  )
}
