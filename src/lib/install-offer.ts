import { installPromptAtom } from './install-prompt.ts'
import { uiStore } from './store.ts'

/* Offering the install comes after a dossier was saved: apart from the listener the app starts with (install-prompt.ts). */

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
