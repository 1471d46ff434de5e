import type { SdsSearch } from './search-params.ts'

/** The state the page shows, after checking the address against the product's versions. */
export interface SdsState {
  /** undefined only when the product has no version at all. */
  version: number | undefined
  compare: number | undefined
  qrCode: boolean
}

interface Version {
  id: number
}

/** Versions the shown one can be compared with: those after it in the list (the list is newest first). */
export function olderVersions<V extends Version>(versions: readonly V[], version: number | undefined): V[] {
  const index = versions.findIndex((v) => v.id === version)
  return index < 0 ? [] : versions.slice(index + 1)
}

/**
 * An unknown version falls back to the first (newest) one; a comparison stands only with a version
 * older than the shown one.
 */
export function resolveSdsState(search: SdsSearch, versions: readonly Version[]): SdsState {
  const version = versions.some((v) => v.id === search.version) ? search.version : versions[0]?.id
  const compare = olderVersions(versions, version).some((v) => v.id === search.compare) ? search.compare : undefined
  return { version, compare, qrCode: search.qrCode !== 0 }
}

/** The address of a state: defaults are left out, so the plain link stays plain. */
export function sdsSearchOf(state: SdsState, versions: readonly Version[]): SdsSearch {
  const out: SdsSearch = {}
  if (state.version !== undefined && state.version !== versions[0]?.id) out.version = state.version
  if (state.compare !== undefined) out.compare = state.compare
  if (!state.qrCode) out.qrCode = 0
  return out
}
