import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { UnhandledError } from '../features/errors/components/unhandled-error.tsx'
import { routeTree } from '../routeTree.gen.ts'
import { AppError } from './app-error.tsx'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/p',
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router must not keep its own stale copies.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageLoader,
    defaultErrorComponent: AppError,
    defaultNotFoundComponent: UnhandledError,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
