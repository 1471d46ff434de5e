/**
 * What CLP fixes about a label by the capacity of its package, for the portal's package_size ids
 * (1: up to 125 ml, 2: over 125 ml up to 3 l, 3: over 3 l up to 50 l, 4: over 50 l up to 500 l,
 * 5: over 500 l).
 *
 * Pictograms (Annex I, 1.2.1, Table 1.3): the side of the red-bordered square is, up to 3 l, not
 * smaller than 10 mm and if possible 16 mm; over 3 l up to 50 l at least 23 mm; up to 500 l at
 * least 32 mm; above that at least 46 mm. Never smaller than 1 cm² whatever the package (1.2.1.1).
 * The renderer never shrinks a pictogram below its package's minimum to make room.
 *
 * Text (Annex I, 1.2.1.4 as amended in 2024): the lower-case x of the label elements is at least
 * 1.2 mm high up to 0.5 l, 1.4 mm up to 3 l, 1.8 mm up to 50 l and 2.0 mm above. The portal's
 * second package size runs from 125 ml to 3 l, across the 0.5 l step, so it takes the larger
 * 1.4 mm: the renderer cannot know the bottle holds less than half a litre.
 */
export interface CapacityRule {
  /** Smallest side (mm) of a pictogram's red-bordered square. */
  pictogramMinMm: number
  /** The side (mm) the label uses when there is room. */
  pictogramPreferredMm: number
  /** Smallest height (mm) of the lower-case x of any mandatory text. */
  minXHeightMm: number
}

/** 1 cm²: no pictogram's square is ever smaller (Annex I, 1.2.1.1). */
export const PICTOGRAM_FLOOR_MM = 10

export const CAPACITY_RULES: Record<number, CapacityRule> = {
  1: { pictogramMinMm: 10, pictogramPreferredMm: 16, minXHeightMm: 1.2 },
  2: { pictogramMinMm: 10, pictogramPreferredMm: 16, minXHeightMm: 1.4 },
  3: { pictogramMinMm: 23, pictogramPreferredMm: 23, minXHeightMm: 1.8 },
  4: { pictogramMinMm: 32, pictogramPreferredMm: 32, minXHeightMm: 2.0 },
  5: { pictogramMinMm: 46, pictogramPreferredMm: 46, minXHeightMm: 2.0 },
}

/** The rule of a package size; an unknown id takes the strictest small-pack rule. */
export function capacityRule(packageSizeId: number): CapacityRule {
  const rule = CAPACITY_RULES[packageSizeId] ?? CAPACITY_RULES[2]!
  return { ...rule, pictogramMinMm: Math.max(PICTOGRAM_FLOOR_MM, rule.pictogramMinMm) }
}
