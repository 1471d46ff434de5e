/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * Navigations under /p/ get the precached app shell, so a dossier URL opens with no network.
 * API calls, PDFs and other files are denied (OFFLINE.md trap 7): they must never get HTML.
 */
export const SHELL_DENYLIST = [/^\/api\//, /^\/v2\//, /^\/p\/assets\//, /\/[^/?]+\.[a-z0-9]{2,5}(\?.*)?$/i, /\/pdf(\/|$)/i]

export function registerAppShell(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/p/index.html'), { allowlist: [/^\/p(\/|$)/], denylist: SHELL_DENYLIST }))
}
