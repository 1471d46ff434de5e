/**
 * Label warnings: only hazard statements (set H) that are on the label count.
 * - H340, H350, H360: restricted to professional users; no general-use warnings then.
 * - The first list: a tactile warning of danger and child-resistant fastening.
 * - The second list: a tactile warning of danger only.
 * Codes with suffixes (H350i, H360FD, H361fd) and combined codes (H300+H310) count by their base codes.
 */
export const PROFESSIONAL_ONLY_CODES = ['H340', 'H350', 'H360'] as const
export const TACTILE_AND_CHILD_RESISTANT_CODES = ['H300', 'H301', 'H304', 'H310', 'H311', 'H314', 'H330', 'H331', 'H370', 'H372'] as const
export const TACTILE_ONLY_CODES = [
  'H220',
  'H221',
  'H224',
  'H225',
  'H228',
  'H341',
  'H351',
  'H361',
  'H371',
  'H373',
  'H302',
  'H312',
  'H332',
  'H334',
] as const

export interface LabelStatementInput {
  rshp_id: string
  rset: 'H' | 'EUH' | 'P'
  inLabl: boolean
}

export interface LabelWarnings {
  /** Restricted to professional users (and then nothing below applies). */
  professionalOnly: boolean
  /** 'Container of whatever capacity must carry a tactile warning of danger.' */
  tactileWarning: boolean
  /** 'Container must be fitted with child-resistant fastening.' */
  childResistant: boolean
}

/** 'H300+H310+H330' -> H300, H310, H330; 'H360FD' -> H360; 'H350i' -> H350. */
export function baseHazardCodes(code: string): string[] {
  return code
    .split('+')
    .map((part) => /^H\d{3}/.exec(part.trim())?.[0])
    .filter((c): c is string => c !== undefined)
}

export function labelWarnings(statements: readonly LabelStatementInput[]): LabelWarnings {
  const codes = new Set(statements.filter((s) => s.inLabl && s.rset === 'H').flatMap((s) => baseHazardCodes(s.rshp_id)))
  const any = (list: readonly string[]) => list.some((c) => codes.has(c))
  if (any(PROFESSIONAL_ONLY_CODES)) return { professionalOnly: true, tactileWarning: false, childResistant: false }
  const childResistant = any(TACTILE_AND_CHILD_RESISTANT_CODES)
  return { professionalOnly: false, childResistant, tactileWarning: childResistant || any(TACTILE_ONLY_CODES) }
}
