import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code is left out of the offline precache (vite.config.ts names its chunk
 * online-*): it does something only the server can do (download a file the server renders, load an
 * older version to compare with, report the server's configuration). Online it loads on first use;
 * offline its code may not be on the device, and the place stays empty instead of failing the page.
 */
export function whenOnline<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const nothing: ComponentType<P> = () => null
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  )
  return function OnlineOnly(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
