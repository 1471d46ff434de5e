import { atom, uiStore } from './store.ts'

/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The browser's install offer, kept for a sensible moment (after a dossier was saved), or null. */
export const installPromptAtom = atom<InstallPromptEvent | null>(null)

let listening = false

/** Must run at start: the browser fires beforeinstallprompt once, early. */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    uiStore.set(installPromptAtom, event as InstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => uiStore.set(installPromptAtom, null))
}
