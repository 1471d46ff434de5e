import { STORAGE } from '#shared/storage-keys'

/** A dossier opened from the scanner: its permalink code and the address the code led to. */
export interface RecentScan {
  id: string
  path: string
}

/** As many as fit the scanner's screen beside the saved sheets. */
const KEPT = 5

/** The last dossiers opened from the scanner (a scanned or typed code), newest first, kept on this device only. */
export function recentScans(): RecentScan[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE.recentScans) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter((s): s is RecentScan => typeof s?.id === 'string' && typeof s?.path === 'string').slice(0, KEPT)
  } catch {
    return []
  }
}

/** Puts a dossier first among the recent scans (once: opening it again moves it up). */
export function rememberScan(scan: RecentScan): void {
  try {
    const others = recentScans().filter((s) => s.id !== scan.id)
    localStorage.setItem(STORAGE.recentScans, JSON.stringify([{ id: scan.id, path: scan.path }, ...others].slice(0, KEPT)))
  } catch {
    // No localStorage (private mode): the scanner works, it only remembers nothing.
  }
}
