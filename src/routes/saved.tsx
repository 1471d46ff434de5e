import { createFileRoute } from '@tanstack/react-router'
import { activateLocale, rememberedLocale } from '#app/i18n.ts'
import { SavedPage } from '#features/offline/components/saved-page.tsx'

/** /p/saved: the dossiers saved on this device (works offline: it reads only the device's store). */
export const Route = createFileRoute('/saved')({
  beforeLoad: () => activateLocale(rememberedLocale()),
  component: SavedPage,
})
