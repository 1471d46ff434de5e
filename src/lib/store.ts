import { createStore, useAtomValue as useJotaiAtomValue, type Atom } from 'jotai'

/**
 * UI state only (toasts, dialogs, who is signed in); server state lives in the query cache. The app
 * reaches jotai through this module alone (a lint rule keeps it so): the rest of the code sees a few
 * primitive atoms in one store, and the store is the one place to look when UI state misbehaves.
 */
export { atom, type Atom } from 'jotai'

export type Store = ReturnType<typeof createStore>
export { createStore }

export const uiStore = createStore()

/** The atom's value in a component, re-rendered when it changes (from the UI store unless told). */
export function useAtomValue<Value>(state: Atom<Value>, options: { store: Store } = { store: uiStore }): Value {
  return useJotaiAtomValue(state, options)
}
