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

/** How long the first render waits for the first page to load before it renders the loader instead. */
const FIRST_PAGE_WAIT_MS = 3000

/**
 * Loads the first page (its route code and loaders) before React renders anything, so React's
 * first render is the page itself and can run in slices (main.tsx). Rendered first and loaded
 * after, the page would arrive as a router state change: React renders those in one piece, which
 * on a mid-range phone kept the main thread busy for over a second while the reader already saw
 * the server's preview. Until the page is ready the document's own loader (index.html) shows; a
 * load slower than FIRST_PAGE_WAIT_MS goes on behind the app's loader instead, and a failed load
 * renders its error page: neither is waited for longer.
 */
export async function loadFirstPage(router: ReturnType<typeof createAppRouter>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS)))
  await Promise.race([router.load().catch(() => undefined), waited])
  clearTimeout(timer)
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
