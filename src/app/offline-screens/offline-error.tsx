import { DossierNotOnDeviceError } from '#features/dossier/load-dossier.ts'
import { NeedsConnection } from './needs-connection.tsx'
import { SavedPartsScreen } from './saved-parts.tsx'

/**
 * What a page that could not load offline shows (app/app-error.tsx decides that it is one): the
 * dossier's missing part and what is saved, or that the page needs a connection. One chunk, loaded
 * only then, so none of it is in the dossier's first download.
 */
export default function OfflineError({ error }: { error: unknown }) {
  if (error instanceof DossierNotOnDeviceError) return <SavedPartsScreen permalink={error.permalink} part={error.part} />
  return <NeedsConnection />
}
