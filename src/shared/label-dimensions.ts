/**
 * Label sizes: reading the dimension texts a product offers ('100 x 150 mm'), and the smallest
 * label and pictogram CLP allows for a packaging size.
 */

/** '100 x 150 mm' -> { width: 100, height: 150 } (millimetres). */
export function parseDimension(text: string): { width: number; height: number } | undefined {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*mm\s*$/i.exec(text)
  if (!m) return undefined
  const num = (s: string) => Number(s.replace(',', '.'))
  return { width: num(m[1]!), height: num(m[2]!) }
}

/** The label dimension of a choice without spaces, as file names carry it: '100x150mm'. */
export function compactDimension(text: string): string {
  return text.replace(/\s+/g, '')
}

/**
 * CLP Annex I, 1.2.1 (Table 1.3), by packaging size — the portal's package_size ids 1-5: up to
 * 125 ml, over 125 ml up to 3 l, over 3 l up to 50 l, over 50 l up to 500 l, over 500 l: the
 * smallest label and the smallest pictogram side (up to 3 l: 52 x 74 mm and 16 mm "if possible",
 * 10 mm at least; up to 125 ml the pictogram's minimum is taken).
 */
export const CLP_SIZE_RULES: Record<number, { label: { width: number; height: number }; pictogramMm: number }> = {
  1: { label: { width: 52, height: 74 }, pictogramMm: 10 },
  2: { label: { width: 52, height: 74 }, pictogramMm: 16 },
  3: { label: { width: 74, height: 105 }, pictogramMm: 23 },
  4: { label: { width: 105, height: 148 }, pictogramMm: 32 },
  5: { label: { width: 148, height: 210 }, pictogramMm: 46 },
}

/** Whether a label dimension is smaller than CLP asks for this packaging size (either orientation counts). */
export function belowClpMinimum(dimensionText: string, packageSizeId: number): boolean {
  const size = parseDimension(dimensionText)
  const rule = CLP_SIZE_RULES[packageSizeId]
  if (!size || !rule) return false
  const [a, b] = [Math.min(size.width, size.height), Math.max(size.width, size.height)]
  return a < rule.label.width || b < rule.label.height
}
