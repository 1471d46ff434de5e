import { SW_MESSAGES } from '#shared/sw-messages'
import { atom, uiStore } from './store.ts'

/**
 * Whether the portal's server answers. navigator.onLine lies (it says online on a connection that carries nothing), so the service
 * worker reports what its document calls meet (a message on every change), and failed calls in
 * the app count too; the browser's online/offline events only start the guess.
 */
export const reachableAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine)

export function reportReachable(reachable: boolean): void {
  if (uiStore.get(reachableAtom) !== reachable) uiStore.set(reachableAtom, reachable)
}

let started = false

export function watchConnectivity(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('offline', () => reportReachable(false))
  window.addEventListener('online', () => reportReachable(true))
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; reachable?: boolean }>) => {
    if (event.data?.type === SW_MESSAGES.network && typeof event.data.reachable === 'boolean') reportReachable(event.data.reachable)
  })
  navigator.serviceWorker.startMessages()
}
