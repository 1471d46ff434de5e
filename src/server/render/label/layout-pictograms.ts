import type { LabelContent } from './model.ts'
import { textWidthMm } from './fonts.ts'
import type { LayoutItem } from './layout.ts'
import { ellipsize, lineHeight, textLine } from './layout-text.ts'
import { pictogramBoxSide } from './pictogram-art.ts'

/** The pictogram row(s) of the label: sized by the red-bordered square's side (CLP Annex I, 1.2.1). */
const GAP = 1.5
const CAPTION_PT = 5.5
const MIN_CAPTION_PT = 4

/** Caption lines under one pictogram: its code, then its name on up to three lines, never wider than the pictogram. */
function captionLines(code: string, name: string, width: number): { lines: string[]; sizePt: number } {
  let sizePt = CAPTION_PT
  const widest = Math.max(...[code, ...name.split(/\s+/)].map((w) => textWidthMm(w, 1)))
  if (widest * sizePt > width) sizePt = Math.max(MIN_CAPTION_PT, width / widest)
  const fit = (text: string) => (textWidthMm(text, sizePt) > width ? ellipsize(text, width, sizePt, 'regular') : text)
  const words = name.split(/\s+/).map(fit)
  const nameLines: string[] = []
  for (const word of words) {
    const last = nameLines[nameLines.length - 1]
    if (last !== undefined && textWidthMm(`${last} ${word}`, sizePt) <= width) nameLines[nameLines.length - 1] = `${last} ${word}`
    else nameLines.push(word)
  }
  if (nameLines.length > 3) nameLines.splice(2, nameLines.length - 2, ellipsize(nameLines.slice(2).join(' '), width, sizePt, 'regular'))
  return { lines: [fit(code), ...nameLines], sizePt }
}

export interface PictogramSizes {
  /** Side (mm) of the red-bordered square when there is room. */
  preferredMm: number
  /** Smallest side (mm) the package's capacity allows: never shrunk below it. */
  minMm: number
}

/**
 * The pictograms in rows, each square at the preferred side when the block fits within
 * maxHeight, smaller down to the package's minimum when the label needs the room. When even the
 * minimum does not fit, nothing is placed and fits is false: the label cannot be printed at this
 * size. `captions` adds the code and name under each (not a label element; it gives way first).
 */
export function pictogramBlock(
  content: LabelContent,
  sizes: PictogramSizes,
  captions: boolean,
  area: { x: number; top: number; width: number; maxHeight: number },
) {
  if (content.pictograms.length === 0) return { items: [] as LayoutItem[], height: 0, fits: true, frameMm: 0 }
  const build = (frame: number) => {
    const p = pictogramBoxSide(frame)
    const perRow = Math.max(1, Math.floor((area.width + GAP) / (p + GAP)))
    const lines = content.pictograms.map((pic) => (captions ? captionLines(pic.code, pic.name, p) : { lines: [], sizePt: CAPTION_PT }))
    const captionH = Math.max(0, ...lines.map((c) => c.lines.length * lineHeight(c.sizePt)))
    const items: LayoutItem[] = []
    content.pictograms.forEach((pic, i) => {
      const row = Math.floor(i / perRow)
      const px = area.x + (i % perRow) * (p + GAP)
      const py = area.top + row * (p + captionH + GAP)
      items.push({ kind: 'pictogram', x: px, y: py, size: p, frame, code: pic.code })
      const { lines: caption, sizePt } = lines[i]!
      caption.forEach((text, line) => {
        const cx = px + Math.max(0, (p - textWidthMm(text, sizePt)) / 2)
        items.push(textLine(cx, py + p + line * lineHeight(sizePt), sizePt, 'regular', text))
      })
    })
    const rows = Math.ceil(content.pictograms.length / perRow)
    const height = rows * (p + captionH) + (rows - 1) * GAP
    return { items, height, fits: height <= area.maxHeight + 1e-6 && p <= area.width + 1e-6, frameMm: frame }
  }
  let frame = sizes.preferredMm
  let block = build(frame)
  while (!block.fits && frame > sizes.minMm) {
    frame = Math.max(sizes.minMm, frame - 1)
    block = build(frame)
  }
  return block.fits ? block : { items: [] as LayoutItem[], height: 0, fits: false, frameMm: 0 }
}
