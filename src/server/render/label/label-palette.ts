/**
 * The 255 colours a label PNG is written in, and the mapping from the canvas's pixels to them.
 *
 * A label is drawn in four colours: black text and symbols, the white ground, the pictograms'
 * red (#ff0000) and the grey of box lines (#777777). Each has equal green and blue channels, and
 * antialiasing blends colours channel by channel, so every pixel of a label has green = blue and
 * red >= green: it lies between black, white and red. A label at 150 dpi holds about 500 such
 * colours, too many for a PNG palette (at most 256) but each within a level or two of its neighbours.
 *
 * The palette holds the three edges of that triangle in steps of 3 levels of 255: the greys (black
 * to white), white to red and red to black. Every pixel on an edge (all text, box lines and
 * pictogram edges against the white ground, the grey of box lines) is written within one level of
 * 255 of its value, which no eye can tell apart; black, white and red are exact. The rare pixel
 * inside the triangle, where red, black and white meet in one pixel, takes the nearest palette
 * colour. A pixel outside the triangle (a colour the label does not draw) is not mapped: the
 * encoder then writes the image in full RGBA instead.
 *
 * One byte per pixel instead of four is what makes the PNG fast: the compressor, the largest cost
 * of a label PNG, has a quarter of the bytes to read, and the file is smaller too.
 */

const STEP = 3
/** Levels 0, 3, …, 255 on each edge. */
const LEVELS = 255 / STEP + 1
const GREY = 0 // indices 0-85: grey 3k; 0 is black, 85 white
const RED = LEVELS // index 86 is pure red; 87-170: red towards white (255, 3k, 3k), k = 1-84
const DARK_RED = 2 * LEVELS - 2 // indices 171-254 (DARK_RED + k): red towards black (3k, 0, 0), k = 1-84
/** Marks a (red, green) pair no label colour has (green above red). */
export const OUTSIDE = 255

export const LABEL_PALETTE_SIZE = 3 * LEVELS - 3

/** The palette as a PNG PLTE chunk holds it: red, green, blue per entry. */
export const LABEL_PALETTE: Uint8Array = (() => {
  const rgb = new Uint8Array(LABEL_PALETTE_SIZE * 3)
  const set = (index: number, r: number, g: number) => rgb.set([r, g, g], index * 3)
  for (let k = 0; k < LEVELS; k++) set(GREY + k, k * STEP, k * STEP)
  for (let k = 0; k < LEVELS - 1; k++) set(RED + k, 255, k * STEP)
  for (let k = 1; k < LEVELS - 1; k++) set(DARK_RED + k, k * STEP, 0)
  return rgb
})()

const level = (value: number) => Math.round(value / STEP)

function greyIndex(r: number, g: number) {
  // The grey closest to (r, g, g) in squared error over three channels is at their mean.
  return GREY + level((r + 2 * g) / 3)
}
function redWhiteIndex(g: number) {
  const k = level(g)
  return k === LEVELS - 1 ? GREY + k : RED + k
}
function redBlackIndex(r: number) {
  const k = level(r)
  return k === 0 ? GREY : k === LEVELS - 1 ? RED : DARK_RED + k
}

function squaredError(index: number, r: number, g: number) {
  const dr = LABEL_PALETTE[index * 3]! - r
  const dg = LABEL_PALETTE[index * 3 + 1]! - g
  return dr * dr + 2 * dg * dg
}

/** The palette index for the colour (r, g, g), or OUTSIDE when g > r. */
export function paletteIndex(r: number, g: number): number {
  if (g > r) return OUTSIDE
  if (r === g) return GREY + level(r)
  if (r === 255) return redWhiteIndex(g)
  if (g === 0) return redBlackIndex(r)
  const candidates = [greyIndex(r, g), redWhiteIndex(g), redBlackIndex(r)]
  return candidates.reduce((best, index) => (squaredError(index, r, g) < squaredError(best, r, g) ? index : best))
}

/** paletteIndex for every (red, green) pair, at (red << 8) | green: one lookup per pixel. */
export const PALETTE_LOOKUP: Uint8Array = (() => {
  const lookup = new Uint8Array(256 * 256)
  for (let r = 0; r < 256; r++) for (let g = 0; g < 256; g++) lookup[(r << 8) | g] = paletteIndex(r, g)
  return lookup
})()
