/**
 * Where a precautionary statement belongs in the safety instructions, by its (first) code:
 * P1xx general and P2xx prevention are rules of conduct, except the protective-equipment ones;
 * P30x-P36x first aid, P37x-P38x fire, P39x spills (CLP Annex IV numbering); P4xx storage; P5xx disposal.
 */
export type PrecautionGroup = 'conduct' | 'ppe' | 'first-aid' | 'fire' | 'spill' | 'storage' | 'disposal'

/** Wear protective equipment / respiratory protection / cold-insulating gloves…; P281 of the first CLP version. */
const PPE = new Set(['P280', 'P281', 'P282', 'P283', 'P284'])

export function precautionGroup(code: string): PrecautionGroup | undefined {
  const first = /^P(\d{3})/.exec(code)
  if (!first) return undefined
  const n = Number(first[1])
  if (PPE.has(`P${first[1]}`)) return 'ppe'
  if (n < 300) return 'conduct'
  if (n < 370) return 'first-aid'
  if (n < 390) return 'fire'
  if (n < 400) return 'spill'
  if (n < 500) return 'storage'
  return 'disposal'
}
