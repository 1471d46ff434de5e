/**
 * Personal protective equipment a worker must wear, read from a product's precautionary statements
 * (CLP, Regulation (EC) No 1272/2008, Annex IV part 1, "P2xx prevention" statements):
 *
 * - P280 "Wear protective gloves/protective clothing/eye protection/face protection/hearing
 *   protection": the supplier keeps only the items that apply, so the items come from the product's
 *   own filled-in English text. The library's template lists every alternative and says nothing
 *   about this product: without a filled-in text no item is derived (the statement itself is still
 *   shown, in the document language).
 * - P282 "Wear cold insulating gloves and either face shield or eye protection": gloves and eye
 *   protection (the lesser of the two the statement allows).
 * - P283 "Wear fire resistant or flame retardant clothing": protective clothing.
 * - P284 "[In case of inadequate ventilation] wear respiratory protection": respiratory protection.
 *
 * The icons drawn from this are an aid to the statements, never a replacement: the card always
 * shows the statement texts they come from.
 */
export const PROTECTIVE_EQUIPMENT = ['gloves', 'clothing', 'eyes', 'face', 'hearing', 'respiratory'] as const
export type ProtectiveEquipment = (typeof PROTECTIVE_EQUIPMENT)[number]

export interface EquipmentItem {
  kind: ProtectiveEquipment
  /** The P statement it comes from, e.g. 'P280'. */
  statement: string
}

/** Items of P280 by the words of its English text. */
const P280_ITEMS: readonly [ProtectiveEquipment, RegExp][] = [
  ['gloves', /\bgloves\b/i],
  ['clothing', /\bclothing\b/i],
  ['eyes', /\beye protection\b/i],
  ['face', /\bface (?:protection|shield)\b/i],
  ['hearing', /\bhearing protection\b/i],
]

const FIXED: Readonly<Record<string, readonly ProtectiveEquipment[]>> = {
  P282: ['gloves', 'eyes'],
  P283: ['clothing'],
  P284: ['respiratory'],
}

/**
 * The equipment of a product's statements, each kind once, in a fixed order.
 * `englishFillIn(code)` is the product's own filled-in English text of a statement, if it has one.
 */
export function protectiveEquipment(codes: readonly string[], englishFillIn: (code: string) => string | undefined): EquipmentItem[] {
  const found = new Map<ProtectiveEquipment, string>()
  for (const code of codes) {
    for (const part of code.split('+')) {
      const kinds =
        part === 'P280'
          ? P280_ITEMS.filter(([, words]) => words.test(englishFillIn(code) ?? '')).map(([kind]) => kind)
          : (FIXED[part] ?? [])
      for (const kind of kinds) if (!found.has(kind)) found.set(kind, code)
    }
  }
  return PROTECTIVE_EQUIPMENT.filter((kind) => found.has(kind)).map((kind) => ({ kind, statement: found.get(kind)! }))
}
