import { createFileRoute } from '@tanstack/react-router'
import { errorLinkParams, errorRouteOptions } from '#app/error-search.ts'
import { SdsError } from '#features/errors/components/sds-error.tsx'

export const Route = createFileRoute('/sdserror')({
  ...errorRouteOptions,
  component: function SdsErrorRoute() {
    return <SdsError {...errorLinkParams(Route.useSearch())} />
  },
})
