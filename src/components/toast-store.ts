import { atom, uiStore } from '#lib/store.ts'

/** A notification: type, text, delay (ms; 0 keeps it until closed). */
export type ToastType = 'info' | 'error' | 'cta' | 'extra' | 'success'
export interface Toast {
  id: number
  type: ToastType
  text: string
  delay: number
  action?: { label: string; onAction: () => void }
  leaving?: boolean
}

export const TOAST_LEAVE_MS = 400
export const TOAST_OFFSET_PX = 60

export const toastsAtom = atom<Toast[]>([])
let nextId = 1

export function dismissToast(id: number): void {
  uiStore.set(toastsAtom, (list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)))
  setTimeout(() => uiStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_LEAVE_MS)
}

/**
 * The shortest time a notification stays: long enough to read a sentence, or to look up from work
 * (WCAG 2.2.1 asks for time that can be adjusted; a notice that stays 5 s and closes by hand anyway is
 * the portal's answer). A shorter delay asked for is lengthened to this.
 */
export const TOAST_MIN_MS = 5000

export function notify(toast: Omit<Toast, 'id' | 'leaving'>): number {
  const id = nextId++
  const delay = toast.delay > 0 ? Math.max(toast.delay, TOAST_MIN_MS) : 0
  uiStore.set(toastsAtom, (list) => [...list, { ...toast, delay, id }])
  if (delay > 0) setTimeout(() => dismissToast(id), delay)
  return id
}
