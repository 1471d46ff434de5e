import { atom, uiStore } from '../lib/store.ts'

/** Notification of spec § 3: type, text, delay (ms; 0 keeps it until closed). */
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

export function notify(toast: Omit<Toast, 'id' | 'leaving'>): number {
  const id = nextId++
  uiStore.set(toastsAtom, (list) => [...list, { ...toast, id }])
  if (toast.delay > 0) setTimeout(() => dismissToast(id), toast.delay)
  return id
}
