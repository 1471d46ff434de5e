/**
 * The safety-instruction page state that lives in the address, so a view can be shared:
 * `?version={id}&qrCode=0`. Absent keys are the defaults (the current version, QR code visible:
 * qrCode '1'). Plain code, no zod: route search validation is part of the route's code.
 */
export interface InstructionsSearch {
  version?: number
  qrCode?: 0
}

export interface InstructionsState {
  /** undefined only when the product has no version (the guard keeps such products away). */
  version: number | undefined
  qrCode: boolean
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** validateSearch of the mh route: keeps well-formed values, drops everything else. */
export function parseInstructionsSearch(search: Record<string, unknown>): InstructionsSearch {
  const out: InstructionsSearch = {}
  const version = positiveInt(search.version)
  if (version !== undefined) out.version = version
  if (search.qrCode === 0 || search.qrCode === '0' || search.qrCode === false) out.qrCode = 0
  return out
}

/** The state shown: an unknown version falls back to the current (first) one. */
export function resolveInstructionsState(search: InstructionsSearch, versions: readonly { id: number }[]): InstructionsState {
  const version = versions.some((v) => v.id === search.version) ? search.version : versions[0]?.id
  return { version, qrCode: search.qrCode !== 0 }
}

/** The address of a state: defaults are left out, so the plain link stays plain. */
export function instructionsSearchOf(state: InstructionsState, versions: readonly { id: number }[]): InstructionsSearch {
  const out: InstructionsSearch = {}
  if (state.version !== undefined && state.version !== versions[0]?.id) out.version = state.version
  if (!state.qrCode) out.qrCode = 0
  return out
}
