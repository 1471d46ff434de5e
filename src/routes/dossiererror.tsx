import { createFileRoute } from '@tanstack/react-router'
import { errorRouteOptions } from '#app/error-search.ts'
import { DossierError } from '#features/errors/components/dossier-error.tsx'

export const Route = createFileRoute('/dossiererror')({
  ...errorRouteOptions,
  component: function DossierErrorRoute() {
    const { type, code, retry } = Route.useSearch()
    return <DossierError type={type} code={code} retry={retry} />
  },
})
