import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { atom, createStore, useAtomValue } from './store.ts'

describe('the UI state store', () => {
  it('answers the initial value until set, takes a value or an update of the current one, and tells subscribers', () => {
    const store = createStore()
    const count = atom(1)
    const listener = vi.fn()
    const stop = store.sub(count, listener)
    expect(store.get(count)).toBe(1)
    store.set(count, 5)
    store.set(count, (n) => n + 1)
    expect(store.get(count)).toBe(6)
    expect(listener).toHaveBeenCalledTimes(2)
    store.set(count, 6)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    store.set(count, 7)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps each store and atom apart; an atom holding a function is set through an update', () => {
    const [a, b] = [createStore(), createStore()]
    const component = atom<(() => string) | null>(null)
    const named = () => 'tools'
    a.set(component, () => named)
    expect(a.get(component)).toBe(named)
    expect(b.get(component)).toBeNull()
  })

  it('re-renders a component that reads an atom when the atom changes', () => {
    const store = createStore()
    const label = atom('first')
    function Label() {
      return <p>{useAtomValue(label, { store })}</p>
    }
    render(<Label />)
    expect(screen.getByText('first')).toBeTruthy()
    act(() => store.set(label, 'second'))
    expect(screen.getByText('second')).toBeTruthy()
  })
})
