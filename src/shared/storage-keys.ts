/**
 * Every storage name the app and the service worker share, in one place (OFFLINE.md):
 * renaming one here renames it everywhere.
 */
export const STORAGE = {
  /** idb-keyval database and store of the persisted query cache. */
  queryCacheDb: 'dossier-query-cache',
  queryCacheStore: 'queries',
  queryCacheKey: 'react-query',
  /** Bumped when the shape of persisted data changes: older blobs are dropped, not misread. */
  queryCacheBuster: 'v1',
  /** localStorage: last interface language (spec § 9: __locale__). */
  locale: '__locale__',
  /** sessionStorage: selected workgroup (spec § 4). */
  workgroupId: 'workgroupId',
  /** localStorage: when a tab last refreshed the session, so other tabs retry instead of refreshing again. */
  tokenRefreshedAt: 'dossier-token-refreshed-at',
  /** Web Locks name: one token refresh at a time across the tabs of this origin. */
  tokenRefreshLock: 'dossier-token-refresh',
} as const

/** How long a persisted dossier stays usable offline: a safety sheet seen months ago still opens. */
export const PERSIST_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 365
