import { createFileRoute } from '@tanstack/react-router'
import { errorRouteOptions } from '#app/error-search.ts'
import { UnhandledError } from '#features/errors/components/unhandled-error.tsx'

export const Route = createFileRoute('/unhandlederror')({ ...errorRouteOptions, component: UnhandledError })
