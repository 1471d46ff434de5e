/**
 * Messages the service worker posts to the app's windows. A file of its own: the app listens for
 * them from the start, and the saved-dossier lookups beside them (saved-dossiers.ts) are not needed then.
 */
export const SW_MESSAGES = {
  /** `{ type, reachable }`: whether the server answered the last document call (sent on change). */
  network: 'dossier-network',
} as const
