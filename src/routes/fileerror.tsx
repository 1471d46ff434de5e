import { createFileRoute } from '@tanstack/react-router'
import { errorLinkParams, errorRouteOptions } from '#app/error-search.ts'
import { FileError } from '#features/errors/components/file-error.tsx'

export const Route = createFileRoute('/fileerror')({
  ...errorRouteOptions,
  component: function FileErrorRoute() {
    return <FileError {...errorLinkParams(Route.useSearch())} />
  },
})
