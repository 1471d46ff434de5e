import { baseHazardCodes } from '#shared/label-warnings'

/**
 * CLP Article 26 precedence for the pictograms on a label, applied with what the hazard statements
 * tell (the product lists its pictograms; these rules only take some away):
 * - GHS06 present: GHS07 does not appear (26(1)(b)).
 * - GHS05 present: GHS07 does not appear for skin or eye irritation (H315, H319) (26(1)(c)).
 * - GHS08 present for respiratory sensitisation (H334): GHS07 does not appear for skin
 *   sensitisation or skin or eye irritation (H317, H315, H319) (26(1)(d)).
 * GHS07 stays when another of its reasons remains (e.g. H336 beside GHS05 and H315), and when the
 * statements name no reason at all (nothing to derive from). GHS01 makes GHS02 and GHS03 optional
 * (26(1)(a)): optional pictograms are kept, as showing them is never wrong.
 */
export const GHS07_REASONS = ['H302', 'H312', 'H332', 'H315', 'H317', 'H319', 'H335', 'H336', 'H420'] as const
const IRRITATION = ['H315', 'H319']
const SENSITISATION_AND_IRRITATION = ['H315', 'H317', 'H319']

export function labelPictograms(pictograms: readonly string[], hazardCodes: readonly string[]): string[] {
  const codes = new Set(hazardCodes.flatMap(baseHazardCodes))
  const list = [...new Set(pictograms)]
  const has = (code: string) => list.includes(code)
  if (!has('GHS07')) return list
  if (has('GHS06')) return list.filter((p) => p !== 'GHS07')

  const reasons = new Set<string>(GHS07_REASONS.filter((c) => codes.has(c)))
  if (reasons.size === 0) return list
  if (has('GHS05')) for (const c of IRRITATION) reasons.delete(c)
  if (has('GHS08') && codes.has('H334')) for (const c of SENSITISATION_AND_IRRITATION) reasons.delete(c)
  return reasons.size === 0 ? list.filter((p) => p !== 'GHS07') : list
}
