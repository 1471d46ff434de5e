import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'

/**
 * The one typeface of every label renderer: DejaVu Sans (regular and bold) from the npm package,
 * so the PNG, the PDF and the layout's measurements use the very same glyphs on every machine.
 * Widths come from the font's advance widths; kerning only narrows DejaVu text, so a line measured
 * here never renders wider than measured.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')

export const FONT_FILES = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const
export type FontWeight = keyof typeof FONT_FILES

/** The family name the raster renderer registers both files under. */
export const FONT_FAMILY = 'DejaVu Sans'

export const MM_PER_PT = 25.4 / 72

interface Metrics {
  unitsPerEm: number
  ascent: number
  descent: number
  widths: Map<number, number>
  font: fontkit.Font
}

const metrics = new Map<FontWeight, Metrics>()

function metricsOf(weight: FontWeight): Metrics {
  let m = metrics.get(weight)
  if (!m) {
    const font = fontkit.openSync(FONT_FILES[weight]) as fontkit.Font
    m = { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, widths: new Map(), font }
    metrics.set(weight, m)
  }
  return m
}

/** Width of `text` in font units: whole numbers, so the width of a line is exactly the sum of its words'. */
export function textUnits(text: string, weight: FontWeight = 'regular'): number {
  const m = metricsOf(weight)
  let units = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    let w = m.widths.get(cp)
    if (w === undefined) {
      w = m.font.glyphForCodePoint(cp).advanceWidth
      m.widths.set(cp, w)
    }
    units += w
  }
  return units
}

/**
 * Widths of words in font units, per weight: the same words come back at every type size and
 * column width a layout tries, and in label after label. Renewed when it grows large.
 */
const MAX_WORDS = 50_000
const wordWidths: Record<FontWeight, Map<string, number>> = { regular: new Map(), bold: new Map() }
export function wordUnits(word: string, weight: FontWeight = 'regular'): number {
  const words = wordWidths[weight]
  let units = words.get(word)
  if (units === undefined) {
    if (words.size >= MAX_WORDS) words.clear()
    units = textUnits(word, weight)
    words.set(word, units)
  }
  return units
}

/** Width in millimetres at `sizePt` of a text `units` font units wide. */
export function unitsToMm(units: number, sizePt: number, weight: FontWeight = 'regular'): number {
  return (units / metricsOf(weight).unitsPerEm) * sizePt * MM_PER_PT
}

/** Width of `text` in em (multiply by the font size). */
export function textWidthEm(text: string, weight: FontWeight = 'regular'): number {
  return textUnits(text, weight) / metricsOf(weight).unitsPerEm
}

/** Width in millimetres of `text` at `sizePt`. */
export function textWidthMm(text: string, sizePt: number, weight: FontWeight = 'regular'): number {
  return textWidthEm(text, weight) * sizePt * MM_PER_PT
}

/** Ascent and descent (positive) in em. */
export function verticalMetricsEm(weight: FontWeight = 'regular'): { ascent: number; descent: number } {
  const m = metricsOf(weight)
  return { ascent: m.ascent / m.unitsPerEm, descent: -m.descent / m.unitsPerEm }
}

/**
 * How far any glyph of the font reaches above and below the baseline, in em (the font's bounding
 * box): no text drawn in it leaves these bounds.
 */
export function glyphReachEm(weight: FontWeight = 'regular'): { above: number; below: number } {
  const { font, unitsPerEm } = metricsOf(weight)
  return { above: font.bbox.maxY / unitsPerEm, below: -font.bbox.minY / unitsPerEm }
}

/** Height of the lower-case x in em, from the glyph's outline (what CLP's minimum type size measures). */
export function xHeightEm(weight: FontWeight = 'regular'): number {
  const m = metricsOf(weight)
  return m.font.glyphForCodePoint(0x78).bbox.maxY / m.unitsPerEm
}

/** The font size (pt) whose lower-case x is `xHeightMm` high. */
export function fontPtForXHeight(xHeightMm: number, weight: FontWeight = 'regular'): number {
  return xHeightMm / xHeightEm(weight) / MM_PER_PT
}
