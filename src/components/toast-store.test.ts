import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStore } from '#lib/store.ts'
import { dismissToast, notify, TOAST_LEAVE_MS, TOAST_MIN_MS, toastsAtom } from './toast-store.ts'

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    uiStore.set(toastsAtom, [])
  })
  afterEach(() => vi.useRealTimers())

  it('hide after their delay, with a leave animation of 400 ms', () => {
    notify({ type: 'success', text: 'Shared', delay: 7000 })
    expect(uiStore.get(toastsAtom)).toHaveLength(1)
    vi.advanceTimersByTime(6999)
    expect(uiStore.get(toastsAtom)[0]?.leaving).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(uiStore.get(toastsAtom)[0]?.leaving).toBe(true)
    vi.advanceTimersByTime(TOAST_LEAVE_MS)
    expect(uiStore.get(toastsAtom)).toHaveLength(0)
  })

  it('stay at least 5 s, even when a shorter delay is asked for', () => {
    notify({ type: 'success', text: 'Shared', delay: 1000 })
    vi.advanceTimersByTime(TOAST_MIN_MS - 1)
    expect(uiStore.get(toastsAtom)[0]?.leaving).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(uiStore.get(toastsAtom)[0]?.leaving).toBe(true)
  })

  it('stack in order and close by hand; delay 0 stays until closed', () => {
    const first = notify({ type: 'info', text: 'one', delay: 0 })
    notify({ type: 'error', text: 'two', delay: 0 })
    expect(uiStore.get(toastsAtom).map((t) => t.text)).toEqual(['one', 'two'])
    vi.advanceTimersByTime(60_000)
    expect(uiStore.get(toastsAtom)).toHaveLength(2)
    dismissToast(first)
    vi.advanceTimersByTime(TOAST_LEAVE_MS)
    expect(uiStore.get(toastsAtom).map((t) => t.text)).toEqual(['two'])
  })
})
