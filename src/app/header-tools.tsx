import { SavedLink } from '#features/offline/components/saved-link.tsx'
import { ScanAction } from '#features/scan/components/scan-action.tsx'

/** The header's own actions on every page: the saved sheets and the in-app scanner. */
export function HeaderTools() {
  return (
    <>
      <ScanAction />
      <SavedLink />
    </>
  )
}
