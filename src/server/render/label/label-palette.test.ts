import { describe, expect, it } from 'vitest'
import { LABEL_PALETTE, LABEL_PALETTE_SIZE, OUTSIDE, PALETTE_LOOKUP, paletteIndex } from './label-palette.ts'

const colourOf = (index: number) => [...LABEL_PALETTE.subarray(index * 3, index * 3 + 3)]

describe('label palette', () => {
  it('fits a PNG palette and holds each colour once', () => {
    expect(LABEL_PALETTE_SIZE).toBeLessThanOrEqual(256)
    const seen = new Set<string>()
    for (let i = 0; i < LABEL_PALETTE_SIZE; i++) seen.add(colourOf(i).join())
    expect(seen.size).toBe(LABEL_PALETTE_SIZE)
  })

  it("writes black, white and the pictograms' red exactly", () => {
    for (const [r, g] of [
      [0, 0],
      [255, 255],
      [255, 0],
    ] as const)
      expect(colourOf(paletteIndex(r, g))).toEqual([r, g, g])
  })

  it('writes every blend of two label colours within one level of 255', () => {
    for (let t = 0; t < 256; t++)
      for (const [r, g] of [
        [t, t], // black to white (text, and the grey #777 of box lines)
        [255, t], // red to white (pictogram frames)
        [t, 0], // red to black
      ] as const) {
        const [pr, pg, pb] = colourOf(paletteIndex(r, g))
        expect(Math.abs(pr! - r)).toBeLessThanOrEqual(1)
        expect(Math.abs(pg! - g)).toBeLessThanOrEqual(1)
        expect(pb).toBe(pg)
      }
  })

  it('maps every colour a label can hold, where red, black and white meet too, to a nearest palette colour', () => {
    const error = (index: number, r: number, g: number) =>
      (LABEL_PALETTE[index * 3]! - r) ** 2 + 2 * (LABEL_PALETTE[index * 3 + 1]! - g) ** 2
    for (let r = 0; r < 256; r++)
      for (let g = 0; g <= r; g++) {
        let best = Infinity
        for (let i = 0; i < LABEL_PALETTE_SIZE; i++) best = Math.min(best, error(i, r, g))
        expect(error(PALETTE_LOOKUP[(r << 8) | g]!, r, g)).toBe(best)
      }
  })

  it('maps no colour with green above red, which a label never draws', () => {
    expect(paletteIndex(10, 200)).toBe(OUTSIDE)
    expect(PALETTE_LOOKUP[(10 << 8) | 200]).toBe(OUTSIDE)
    expect(PALETTE_LOOKUP[(200 << 8) | 10]).toBe(paletteIndex(200, 10))
  })
})
