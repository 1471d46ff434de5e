/**
 * The SDS page state that lives in the address, so a view can be shared:
 * `?version={id}&compare={older id}&qrCode=0`. Absent keys are the defaults (first version, no
 * comparison, QR code visible). Plain code, no zod: the route's search validation is part of the
 * first download of every dossier (it has a budget).
 */
export interface SdsSearch {
  version?: number
  compare?: number
  qrCode?: 0
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** validateSearch of the SDS route: keeps well-formed values, drops everything else. */
export function parseSdsSearch(search: Record<string, unknown>): SdsSearch {
  const out: SdsSearch = {}
  const version = positiveInt(search.version)
  const compare = positiveInt(search.compare)
  if (version !== undefined) out.version = version
  if (compare !== undefined) out.compare = compare
  if (search.qrCode === 0 || search.qrCode === '0' || search.qrCode === false) out.qrCode = 0
  return out
}
