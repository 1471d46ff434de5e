import type { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { FullPageLoader } from '#components/full-page-loader.tsx'
import { UnhandledError } from '#features/errors/components/unhandled-error.tsx'
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
    // A load that is not on the device shows the loader at once (within 100 ms), never a blank page;
    // a copy in the cache resolves well before this and shows no loader at all.
    defaultPendingMs: 50,
    // The router keeps a loader it has shown for 500 ms by default: a page (or the offline screen)
    // ready 60 ms after the navigation would wait for it. Ready is shown at once.
    defaultPendingMinMs: 0,
    defaultErrorComponent: AppError,
    defaultNotFoundComponent: UnhandledError,
    scrollRestoration: true,
    // Plain strings stay plain in the address (?lang=2, not ?lang=%222%22); other values are JSON.
    stringifySearch: stringifySearchWith((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    parseSearch: parseSearchWith((value) => {
      try {
        return JSON.parse(value) as unknown
      } catch {
        return value
      }
    }),
  })
}

/**
 * Loads the code of the routes that match the address, and the code their loaders will import
 * (`staticData.warm`), without running any loader: called while the query cache is still being
 * restored, so a cold start does not wait for one after the other (a saved sheet's cold open offline is measured in the offline bench).
 */
export function warmRouteCode(router: ReturnType<typeof createAppRouter>): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  for (const route of routes) {
    void router.loadRouteChunk(route)?.catch(() => undefined)
    void route.options.staticData?.warm?.().catch(() => undefined)
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Code the route's loader imports, to load ahead of it (see warmRouteCode). */
    warm?: () => Promise<unknown>
  }
}
