import { useEffect } from 'react'
import { reachableAtom } from '#lib/connectivity.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'

/**
 * Opening a dossier online saves it for offline reading in the language viewed. The saving code
 * loads after the page has painted; offline, or with that code not on the device, nothing happens.
 */
const SAVE_DELAY_MS = 1000

export function AutoSave({ id, il, lang }: { id: string; il: string; lang: number }) {
  const reachable = useAtomValue(reachableAtom, { store: uiStore })
  useEffect(() => {
    if (!reachable) return
    // Well after the page has what it needs: saving never competes with the first paint.
    const timer = setTimeout(
      () =>
        void import('../library.ts').then(
          (library) => library.saveOnOpen(id, il, lang),
          () => undefined,
        ),
      SAVE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [id, il, lang, reachable])
  return null
}
