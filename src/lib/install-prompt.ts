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

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = uiStore.get(installPromptAtom)
  if (!event) return false
  uiStore.set(installPromptAtom, null)
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

export function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iOS and iPadOS browsers install only through Safari's Share menu: Add to Home Screen. */
export function isIos(): boolean {
  const ua = navigator.userAgent
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1)
}
