import { MM_PER_PT, textWidthMm, unitsToMm, verticalMetricsEm, wordUnits, type FontWeight } from './fonts.ts'
import type { LayoutItem } from './layout.ts'

/** Text primitives of the label layout: line breaking, lines at a top edge, paragraphs flowed into columns. */
export const LINE = 1.2
export const COLUMN_GAP = 3

export const mm = (pt: number) => pt * MM_PER_PT
/** Line pitch: 120 % of the type size (the spacing CLP asks of label text, Annex I 1.2.1.4). */
export const lineHeight = (pt: number) => mm(pt) * LINE

/**
 * Greedy line breaking on spaces; a word wider than the line breaks between characters. A line's
 * width is the sum of its words' and spaces' widths (advance widths, no kerning): each word is
 * measured once, not each line anew with every word added.
 */
export function wrapText(text: string, width: number, sizePt: number, weight: FontWeight = 'regular'): string[] {
  const fits = (s: string) => textWidthMm(s, sizePt, weight) <= width
  const space = wordUnits(' ', weight)
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    let lineUnits = 0
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = wordUnits(word, weight)
      const candidate = line ? lineUnits + space + wordWidth : wordWidth
      if (unitsToMm(candidate, sizePt, weight) <= width) {
        line = line ? `${line} ${word}` : word
        lineUnits = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      // A line narrower than one character still takes one character: the loop always moves on.
      while (rest.length > 1 && !fits(rest)) {
        let cut = rest.length - 1
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--
        // Break after a slash or hyphen when there is one ('gloves/protective clothing'), else between characters.
        const soft = Math.max(rest.lastIndexOf('/', cut - 1), rest.lastIndexOf('-', cut - 1))
        if (soft > 0) cut = soft + 1
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
      lineUnits = rest === word ? wordWidth : wordUnits(rest, weight)
    }
    if (line) lines.push(line)
  }
  return lines
}

/** Shortens a line with an ellipsis until it fits (only for texts that are not label elements, such as pictogram captions). */
export function ellipsize(text: string, width: number, sizePt: number, weight: FontWeight): string {
  let s = text
  while (s.length > 0 && textWidthMm(`${s}…`, sizePt, weight) > width) s = s.slice(0, -1)
  return `${s.trimEnd()}…`
}

export type TextItem = Extract<LayoutItem, { kind: 'text' }>

export function textLine(x: number, top: number, sizePt: number, weight: FontWeight, text: string): TextItem {
  const { ascent, descent } = verticalMetricsEm(weight)
  const size = mm(sizePt)
  const baseline = top + (lineHeight(sizePt) - (ascent + descent) * size) / 2 + ascent * size
  return { kind: 'text', x, y: baseline, sizePt, weight, text }
}

/** Lines of a block at one width, stacked from `top`. */
export function stack(lines: { text: string; sizePt: number; weight: FontWeight }[], x: number, top: number, width: number) {
  const items: LayoutItem[] = []
  let y = top
  for (const l of lines) {
    for (const text of wrapText(l.text, width, l.sizePt, l.weight)) {
      items.push(textLine(x, y, l.sizePt, l.weight, text))
      y += lineHeight(l.sizePt)
    }
  }
  return { items, height: y - top }
}

export interface Paragraph {
  text: string
  sizePt: number
  weight: FontWeight
  /** Space before, in lines of this paragraph's size (dropped at the top of a column). */
  before: number
  /** A heading: never the last thing in a column. */
  keepWithNext?: boolean
  /** The label element it belongs to, as a refusal names it ('hazard statements (de)'). */
  part: string
}

export interface Flowed {
  items: LayoutItem[]
  /** Paragraphs placed whole, from the first; the rest did not fit. */
  placed: number
}

/** Flows paragraphs down `columns` columns of the box; lines never cross the box's bottom and a paragraph is never cut. */
export function flow(paragraphs: Paragraph[], box: { x: number; y: number; w: number; h: number }, columns: number): Flowed {
  const cw = (box.w - (columns - 1) * COLUMN_GAP) / columns
  const items: LayoutItem[] = []
  let column = 0
  let y = 0
  for (const [index, p] of paragraphs.entries()) {
    const lh = lineHeight(p.sizePt)
    const lines = wrapText(p.text, cw, p.sizePt, p.weight)
    y += y === 0 ? 0 : p.before * lh
    // A heading moves to the next column with what it heads rather than stay behind alone.
    if (p.keepWithNext && y > 0 && column < columns - 1) {
      let need = lines.length * lh
      for (let k = index + 1; k < paragraphs.length; k++) {
        const next = paragraphs[k]!
        need += next.before * lineHeight(next.sizePt) + lineHeight(next.sizePt)
        if (!next.keepWithNext) break
      }
      if (y + need > box.h + 1e-6) {
        column++
        y = 0
      }
    }
    const start = items.length
    for (const text of lines) {
      if (y + lh > box.h + 1e-6) {
        column++
        y = 0
        if (column >= columns) {
          items.length = start
          return { items, placed: index }
        }
      }
      items.push(textLine(box.x + column * (cw + COLUMN_GAP), box.y + y, p.sizePt, p.weight, text))
      y += lh
    }
  }
  return { items, placed: paragraphs.length }
}
