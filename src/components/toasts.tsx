import { lazy, Suspense, type ComponentType } from 'react'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { toastsAtom, type Toast } from './toast-store.ts'

/**
 * The notifications' own code (and style) loads with the first one, not with the first screen; it
 * is precached, so offline notices show too. Should it fail to load (a build replaced under an
 * open tab), the page goes on without notices rather than failing as a whole.
 */
const ToastList = lazy<ComponentType<{ toasts: Toast[] }>>(() => import('./toast-list.tsx').catch(() => ({ default: () => null })))

/** The live region is there from the start: screen readers announce what is added to an existing one. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom, { store: uiStore })
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </div>
  )
}
