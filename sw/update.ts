/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope

/** The app asks a waiting worker to take over only when the user accepts the update prompt. */
export function listenForSkipWaiting(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}
