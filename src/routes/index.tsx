import { createFileRoute } from '@tanstack/react-router'
import { activateLocale, rememberedLocale } from '../app/i18n.ts'
import { StartPage } from '../features/dossier/components/start-page.tsx'

export const Route = createFileRoute('/')({
  beforeLoad: () => activateLocale(rememberedLocale()),
  component: StartPage,
})
