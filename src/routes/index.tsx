import { createFileRoute } from '@tanstack/react-router'
import { activateLocale, rememberedLocale } from '#app/i18n.ts'
import { StartPage } from '#features/dossier/components/start-page.tsx'
import { SavedLink } from '#features/offline/components/saved-link.tsx'
import { ScanAction } from '#features/scan/components/scan-action.tsx'

/** /p/: the start page, and the installed app's start_url: scanning and the saved sheets first. */
export const Route = createFileRoute('/')({
  beforeLoad: () => activateLocale(rememberedLocale()),
  component: function StartRoute() {
    return (
      <StartPage
        actions={
          <>
            <ScanAction labelled />
            <SavedLink labelled />
          </>
        }
      />
    )
  },
})
