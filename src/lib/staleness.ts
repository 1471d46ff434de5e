import type { SavedDossier } from '#shared/saved-dossiers'
import { STORAGE } from '#shared/storage-keys'

const DAY_MS = 24 * 60 * 60 * 1000

/** Until this device has heard the server's setting. */
const DEFAULT_WARN_AFTER_DAYS = 30

/**
 * After how many days without a check a saved copy is shown with a warning: a newer sheet may
 * have been published meanwhile (a supplier must update the SDS when new hazard information
 * becomes available, and the worker has no way to know offline). The operator sets it on the
 * server (SAVED_COPY_WARN_DAYS, in the runtime configuration); the device keeps the last value it
 * was told, since the warning matters most when the server cannot be asked.
 */
export function warnAfterDays(): number {
  try {
    const days = Number(localStorage.getItem(STORAGE.savedCopyWarnDays))
    return Number.isInteger(days) && days > 0 ? days : DEFAULT_WARN_AFTER_DAYS
  } catch {
    return DEFAULT_WARN_AFTER_DAYS
  }
}

/** After this many days the warning is stronger: half a year without a check. */
export const STRONG_WARNING_AFTER_DAYS = 180

export type Staleness = 'fresh' | 'stale' | 'very-stale'

/** How a copy last confirmed at `confirmedAt` stands at `now`. */
export function stalenessOf(confirmedAt: number, now: number, warnAfter = warnAfterDays()): Staleness {
  const days = (now - confirmedAt) / DAY_MS
  if (days > Math.max(STRONG_WARNING_AFTER_DAYS, warnAfter)) return 'very-stale'
  return days > warnAfter ? 'stale' : 'fresh'
}

/**
 * When the server last confirmed a saved copy as current: a check that failed confirms nothing,
 * so only `confirmedAt` (written by every save and every check that found it current) counts.
 * Records saved before that field: the last check if it found the copy current, else the save.
 */
export function confirmedAtOf(dossier: Pick<SavedDossier, 'savedAt' | 'lastCheckedAt' | 'freshness' | 'confirmedAt'>): number {
  if (dossier.confirmedAt !== undefined) return dossier.confirmedAt
  return dossier.freshness === 'current' && dossier.lastCheckedAt !== null ? dossier.lastCheckedAt : dossier.savedAt
}
