/**
 * Every storage name the app and the service worker share, in one place (a renamed key would orphan what a device saved):
 * renaming one here renames it everywhere.
 */
export const STORAGE = {
  /** idb-keyval database and store of the persisted query cache. */
  queryCacheDb: 'dossier-query-cache',
  queryCacheStore: 'queries',
  queryCacheKey: 'react-query',
  /** Bumped when the shape of persisted data changes: older blobs are dropped, not misread. */
  queryCacheBuster: 'v1',
  /** localStorage: last interface language (`__locale__`, the key existing clients already use). */
  locale: '__locale__',
  /** localStorage: the document language (id) last read, for addresses that name none. */
  documentLanguage: 'dossier-document-language',
  /** sessionStorage: selected workgroup (per tab: two tabs may work for two workgroups). */
  workgroupId: 'workgroupId',
  /** localStorage: when a tab last refreshed the session, so other tabs retry instead of refreshing again. */
  tokenRefreshedAt: 'dossier-token-refreshed-at',
  /** Web Locks name: one token refresh at a time across the tabs of this origin. */
  tokenRefreshLock: 'dossier-token-refresh',
  /**
   * Saved dossiers: idb-keyval database + store of the metadata records (one per
   * permalink), and of the document bodies they point to. Separate databases: idb-keyval creates
   * one store per database. The app writes them, the service worker reads them.
   */
  savedDb: 'dossier-saved',
  savedStore: 'dossiers',
  savedDocumentsDb: 'dossier-saved-documents',
  savedDocumentsStore: 'documents',
  /** idb-keyval database + store of the "not saved on this device" notice by interface language, which the service worker paints offline. */
  offlineNoticesDb: 'dossier-offline-notices',
  offlineNoticesStore: 'notices',
  /** Cache Storage: hashed build files that are not precached, kept when first loaded (HTTP client, parser, QR decoder). */
  assetsCache: 'dossier-assets',
  /** Cache Storage: the GHS pictograms the hazard card has shown, for offline visits of saved dossiers. */
  pictogramsCache: 'dossier-pictograms',
  /** Cache Storage: digital label pages this device has opened, for a second visit without signal. */
  digitalLabelsCache: 'dossier-digital-labels',
  /** BroadcastChannel: tabs tell each other that the saved dossiers changed. */
  savedChannel: 'dossier-saved',
  /** localStorage: navigator.storage.persist() was asked once (the first save). */
  persistAsked: 'dossier-persist-asked',
  /** localStorage: the document languages saved beside the one opened (JSON array of ids; absent: English). */
  saveLanguages: 'dossier-save-languages',
  /** localStorage: the last dossiers opened from the scanner (scanned or typed), newest first (JSON). */
  recentScans: 'dossier-recent-scans',
  /** localStorage: the operator's age (days) after which a saved copy's notice warns, as the server last said. */
  savedCopyWarnDays: 'dossier-saved-copy-warn-days',
  /** localStorage: the visitor dismissed the install offer. */
  installDismissed: 'dossier-install-dismissed',
} as const

/** How long a persisted dossier stays usable offline: a safety sheet seen months ago still opens. */
export const PERSIST_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 365
