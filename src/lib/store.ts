import { useSyncExternalStore } from 'react'

/**
 * UI state only (toasts, dialogs, who is signed in); server state lives in the query cache. A few
 * primitive atoms read through useSyncExternalStore: the app needs no more than that, and the
 * precache budget has no room for a state library.
 */
export interface Atom<Value> {
  readonly init: Value
}

export function atom<Value>(init: Value): Atom<Value> {
  return { init }
}

/** A new value, or a function of the current one (an atom holding a function is set through one). */
type Update<Value> = Value | ((current: Value) => Value)

export interface Store {
  get<Value>(state: Atom<Value>): Value
  set<Value>(state: Atom<Value>, update: Update<Value>): void
  /** Calls the listener after every change of that atom; returns the unsubscribe. */
  sub(state: Atom<unknown>, listener: () => void): () => void
}

export function createStore(): Store {
  const values = new Map<Atom<unknown>, unknown>()
  const listeners = new Map<Atom<unknown>, Set<() => void>>()
  const get = <Value>(state: Atom<Value>): Value => (values.has(state) ? (values.get(state) as Value) : state.init)
  return {
    get,
    set(state, update) {
      const next = typeof update === 'function' ? (update as (current: unknown) => unknown)(get(state)) : update
      if (Object.is(next, get(state))) return
      values.set(state, next)
      for (const listener of [...(listeners.get(state) ?? [])]) listener()
    },
    sub(state, listener) {
      const set = listeners.get(state) ?? new Set()
      listeners.set(state, set.add(listener))
      return () => set.delete(listener)
    },
  }
}

export const uiStore = createStore()

/** The atom's value in a component, re-rendered when it changes. */
export function useAtomValue<Value>(state: Atom<Value>, options: { store: Store } = { store: uiStore }): Value {
  const { store } = options
  return useSyncExternalStore(
    (onChange) => store.sub(state, onChange),
    () => store.get(state),
    () => store.get(state),
  )
}
