import QRCode from 'qrcode'
import type { LabelContent } from './content.ts'
import { MM_PER_PT, textWidthMm, verticalMetricsEm, type FontWeight } from './fonts.ts'

/**
 * The layout model every renderer draws: absolute positions in millimetres from the label's top
 * left corner. Text that does not fit first flows into more columns, then shrinks step by step
 * down to MIN_FONT_PT; what still does not fit is left out (and `overflow` says so) — nothing
 * is ever drawn over something else.
 */
export type LayoutItem =
  /** y is the baseline. */
  | { kind: 'text'; x: number; y: number; sizePt: number; weight: FontWeight; text: string }
  | { kind: 'pictogram'; x: number; y: number; size: number; code: string }
  | { kind: 'qr'; x: number; y: number; size: number; count: number; modules: Uint8Array }
  | { kind: 'box'; x: number; y: number; w: number; h: number; dashed: boolean }

export interface LabelLayout {
  width: number
  height: number
  items: LayoutItem[]
  /** Some text did not fit even at the smallest size: the label leaves it out. */
  overflow: boolean
  fontPt: number
  columns: number
}

export interface LayoutStyle {
  width: number
  height: number
  padT: number
  padR: number
  padB: number
  padL: number
  fontPt: number
  titlePt: number
  /** Pictogram size (mm) the packaging size asks for (CLP Annex I, 1.2.1). */
  pictogramMm: number
  /** QR code side (mm); 0 for none. */
  qrMm: number
}

export const MIN_FONT_PT = 6
const MIN_TITLE_PT = 8
const CAPTION_PT = 5.5
const LINE = 1.2
const GAP = 1.5
const COLUMN_GAP = 3
const MIN_COLUMN_MM = 32
const LOGO = { w: 24, h: 12 }

const mm = (pt: number) => pt * MM_PER_PT
const lineHeight = (pt: number) => mm(pt) * LINE

/** Greedy line breaking on spaces; a word wider than the line breaks between characters. */
export function wrapText(text: string, width: number, sizePt: number, weight: FontWeight = 'regular'): string[] {
  const fits = (s: string) => textWidthMm(s, sizePt, weight) <= width
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (fits(candidate)) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      let rest = word
      while (!fits(rest)) {
        let cut = rest.length - 1
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    if (line) lines.push(line)
  }
  return lines
}

/** Shortens a line with an ellipsis until it fits. */
function ellipsize(text: string, width: number, sizePt: number, weight: FontWeight): string {
  let s = text
  while (s.length > 0 && textWidthMm(`${s}…`, sizePt, weight) > width) s = s.slice(0, -1)
  return `${s.trimEnd()}…`
}

function textLine(x: number, top: number, sizePt: number, weight: FontWeight, text: string): LayoutItem {
  const { ascent, descent } = verticalMetricsEm(weight)
  const size = mm(sizePt)
  const baseline = top + (lineHeight(sizePt) - (ascent + descent) * size) / 2 + ascent * size
  return { kind: 'text', x, y: baseline, sizePt, weight, text }
}

interface Paragraph {
  text: string
  sizePt: number
  weight: FontWeight
  /** Space before, in lines of this paragraph's size (dropped at the top of a column). */
  before: number
  /** A heading: never the last thing in a column. */
  keepWithNext?: boolean
}

function bodyParagraphs(content: LabelContent, f: number): Paragraph[] {
  const many = content.languages.length > 1
  const out: Paragraph[] = []
  content.languages.forEach((l, index) => {
    const block: Paragraph[] = []
    const add = (text: string | undefined, before: number, weight: FontWeight = 'regular', sizePt = f, keepWithNext = false) => {
      if (text) block.push({ text, sizePt, weight, before, keepWithNext })
    }
    if (many) add(l.lang.toUpperCase(), 0, 'bold', f, true)
    add(l.signalWord, 0.1, 'bold', f * 1.3, true)
    add(l.contains, 0.25)
    for (const h of l.hazards) add(h, 0.25)
    l.precautions.forEach((p, i) => add(p, i === 0 ? 0.6 : 0.25))
    add(l.description, 0.6)
    for (const i of l.instructions) add(i, 0.25)
    add(l.usage, 0.25)
    add(l.storage, 0.25)
    if (block[0]) block[0].before = index === 0 ? 0 : 1
    out.push(...block)
  })
  return out
}

interface Flowed {
  items: LayoutItem[]
  fits: boolean
}

/** Flows paragraphs down `columns` columns of the box; lines never cross the box's bottom. */
function flow(paragraphs: Paragraph[], box: { x: number; y: number; w: number; h: number }, columns: number, clip: boolean): Flowed {
  const cw = (box.w - (columns - 1) * COLUMN_GAP) / columns
  const items: LayoutItem[] = []
  let column = 0
  let y = 0
  let last: { item: Extract<LayoutItem, { kind: 'text' }>; width: number } | undefined
  const linesOf = paragraphs.map((p) => wrapText(p.text, cw, p.sizePt, p.weight))
  for (const [index, p] of paragraphs.entries()) {
    const lh = lineHeight(p.sizePt)
    const lines = linesOf[index]!
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
    for (const text of lines) {
      if (y + lh > box.h + 1e-6) {
        column++
        y = 0
        if (column >= columns) {
          if (clip && last) last.item.text = ellipsize(last.item.text, last.width, last.item.sizePt, last.item.weight)
          return { items, fits: false }
        }
      }
      const item = textLine(box.x + column * (cw + COLUMN_GAP), box.y + y, p.sizePt, p.weight, text) as Extract<
        LayoutItem,
        { kind: 'text' }
      >
      items.push(item)
      last = { item, width: cw }
      y += lh
    }
  }
  return { items, fits: true }
}

/** Lines of a block at one width, stacked from `top`. */
function stack(lines: { text: string; sizePt: number; weight: FontWeight }[], x: number, top: number, width: number) {
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

const MIN_PICTOGRAM_MM = 8
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

/**
 * The pictograms in rows, at the packaging size's side when it fits, smaller (down to 8 mm) when
 * the label needs the room. Rows that still do not fit within maxHeight are left out (fits: false).
 */
function pictogramBlock(content: LabelContent, preferred: number, x: number, top: number, width: number, maxHeight: number) {
  if (content.pictograms.length === 0) return { items: [] as LayoutItem[], height: 0, fits: true }
  const build = (p: number) => {
    const perRow = Math.max(1, Math.floor((width + GAP) / (p + GAP)))
    const captions = content.pictograms.map((pic) =>
      content.pictogramMarks ? captionLines(pic.code, pic.name, p) : { lines: [], sizePt: CAPTION_PT },
    )
    const captionH = Math.max(0, ...captions.map((c) => c.lines.length * lineHeight(c.sizePt)))
    const rows: LayoutItem[][] = []
    content.pictograms.forEach((pic, i) => {
      const row = Math.floor(i / perRow)
      const px = x + (i % perRow) * (p + GAP)
      const py = top + row * (p + captionH + GAP)
      const cells = (rows[row] ??= [])
      cells.push({ kind: 'pictogram', x: px, y: py, size: p, code: pic.code })
      const { lines, sizePt } = captions[i]!
      lines.forEach((text, line) => {
        const cx = px + Math.max(0, (p - textWidthMm(text, sizePt)) / 2)
        cells.push(textLine(cx, py + p + line * lineHeight(sizePt), sizePt, 'regular', text))
      })
    })
    const rowH = p + captionH
    return { rows, rowH, height: rows.length * rowH + (rows.length - 1) * GAP }
  }
  let size = Math.min(preferred, width)
  let block = build(size)
  while (block.height > maxHeight && size > MIN_PICTOGRAM_MM) {
    size = Math.max(MIN_PICTOGRAM_MM, size - 1)
    block = build(size)
  }
  if (block.height <= maxHeight) return { items: block.rows.flat(), height: block.height, fits: true }
  const keep = Math.max(0, Math.floor((maxHeight + GAP) / (block.rowH + GAP)))
  return { items: block.rows.slice(0, keep).flat(), height: keep > 0 ? keep * block.rowH + (keep - 1) * GAP : 0, fits: false }
}

function qrMatrix(url: string): { count: number; modules: Uint8Array } {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' })
  return { count: qr.modules.size, modules: qr.modules.data }
}

export function layoutLabel(content: LabelContent, style: LayoutStyle): LabelLayout {
  const box = { x: style.padL, y: style.padT, w: style.width - style.padL - style.padR, h: style.height - style.padT - style.padB }
  const items: LayoutItem[] = []

  // Title: at most two lines, shrinking to MIN_TITLE_PT, then wrapping as it must.
  let titlePt = style.titlePt
  while (titlePt > MIN_TITLE_PT && (wrapText(content.title, box.w, titlePt, 'bold').length > 2 || lineHeight(titlePt) > box.h / 6))
    titlePt -= 1
  const title = stack([{ text: content.title, sizePt: titlePt, weight: 'bold' }], box.x, box.y, box.w)
  items.push(...title.items)

  const qrSize = Math.min(style.qrMm, box.w / 3, box.h / 4)
  const logo = content.logo ? { w: Math.min(LOGO.w, box.w / 3), h: Math.min(LOGO.h, box.h / 6) } : undefined
  const qr = qrSize > 0 && content.qrUrl ? qrMatrix(content.qrUrl) : undefined

  let best: { items: LayoutItem[]; fits: boolean; fontPt: number; columns: number } | undefined
  for (let f = style.fontPt; f >= MIN_FONT_PT - 1e-6; f -= 0.5) {
    const attempt = layoutBody(content, style, box, title.height, f, qr ? { ...qr, size: qrSize } : undefined, logo)
    best = attempt
    if (attempt.fits) break
  }
  items.push(...best!.items)
  return { width: style.width, height: style.height, items, overflow: !best!.fits, fontPt: best!.fontPt, columns: best!.columns }
}

function layoutBody(
  content: LabelContent,
  style: LayoutStyle,
  box: { x: number; y: number; w: number; h: number },
  titleHeight: number,
  f: number,
  qr: { count: number; modules: Uint8Array; size: number } | undefined,
  logo: { w: number; h: number } | undefined,
) {
  const items: LayoutItem[] = []
  let fits = true
  let top = box.y + titleHeight
  const bottom = box.y + box.h
  const ids = [
    ...(content.synonyms.length > 0 ? [content.synonyms.join(', ')] : []),
    ...(content.ufi.length > 0 ? [`UFI: ${content.ufi.join(', ')}`] : []),
    ...(content.codes ? [content.codes] : []),
  ]
  const idBlock = stack(
    ids.map((text) => ({ text, sizePt: f, weight: 'regular' as const })),
    box.x,
    top,
    box.w,
  )
  items.push(...idBlock.items)
  top += idBlock.height + (idBlock.height > 0 || titleHeight > 0 ? GAP : 0)

  // Footer, anchored at the bottom: supplier and quantities on the left, QR code and logo on the right
  // (above the text when the label is too narrow for both side by side).
  const leftLines = [
    ...content.supplier.map((text) => ({ text, sizePt: f, weight: 'regular' as const })),
    ...(content.contents ? [{ text: content.contents, sizePt: f * 1.15, weight: 'bold' as const }] : []),
    ...(content.unNumber ? [{ text: content.unNumber, sizePt: f * 1.3, weight: 'bold' as const }] : []),
  ]
  const footerFor = (withSide: boolean) => {
    const side = withSide ? { qr, logo } : { qr: undefined, logo: undefined }
    const widths = [side.qr?.size ?? 0, side.logo?.w ?? 0].filter((w) => w > 0)
    const sideW = widths.reduce((a, b) => a + b, 0) + GAP * widths.length
    const stacked = widths.length > 0 && box.w - sideW < 30
    const leftW = stacked ? box.w : box.w - sideW
    const leftH = stack(leftLines, 0, 0, leftW).height
    const sideH = Math.max(side.qr?.size ?? 0, side.logo?.h ?? 0)
    const height = stacked ? leftH + (sideH > 0 ? sideH + GAP : 0) : Math.max(leftH, sideH)
    const place = (footerTop: number): LayoutItem[] => {
      const out = stack(leftLines, box.x, stacked ? footerTop + sideH + GAP : footerTop + (height - leftH), leftW).items
      let sx = box.x + box.w
      if (side.qr) {
        sx -= side.qr.size
        out.push({
          kind: 'qr',
          x: sx,
          y: stacked ? footerTop : bottom - side.qr.size,
          size: side.qr.size,
          count: side.qr.count,
          modules: side.qr.modules,
        })
        sx -= GAP
      }
      if (side.logo) {
        sx -= side.logo.w
        out.push({ kind: 'box', x: sx, y: stacked ? footerTop : bottom - side.logo.h, w: side.logo.w, h: side.logo.h, dashed: true })
      }
      return out
    }
    return { height, place }
  }

  const paragraphs = bodyParagraphs(content, f)
  const minBody = paragraphs.length > 0 ? lineHeight(f) * 2 + GAP : 0
  let footer = footerFor(true)
  const room = (withBody: boolean) => bottom - top - (footer.height > 0 ? footer.height + GAP : 0) - (withBody ? minBody : 0)
  // Pictograms take at most 40 % of the label's height while statements wait for room.
  const pictogramRoom = () => Math.min(room(true), box.h * 0.4)
  let pictos = pictogramBlock(content, style.pictogramMm, box.x, top, box.w, pictogramRoom())
  if (!pictos.fits && (qr || logo)) {
    // The QR code and the logo give way to pictograms and statements.
    footer = footerFor(false)
    fits = false
    pictos = pictogramBlock(content, style.pictogramMm, box.x, top, box.w, pictogramRoom())
  }
  if (!pictos.fits) pictos = pictogramBlock(content, style.pictogramMm, box.x, top, box.w, room(true))
  if (!pictos.fits) pictos = pictogramBlock(content, style.pictogramMm, box.x, top, box.w, Math.max(0, room(false)))
  if (!pictos.fits) fits = false
  items.push(...pictos.items)
  if (pictos.height > 0) top += pictos.height + GAP

  const footerTop = bottom - footer.height
  if (footerTop >= top - 1e-6) items.push(...footer.place(footerTop))
  else fits = false

  const body = { x: box.x, y: top, w: box.w, h: footerTop - GAP - top }
  const maxColumns = Math.max(1, Math.floor((box.w + COLUMN_GAP) / (MIN_COLUMN_MM + COLUMN_GAP)))
  const smallest = f <= MIN_FONT_PT + 1e-6
  if (paragraphs.length === 0) return { items, fits, fontPt: f, columns: 1 }
  if (body.h < lineHeight(f)) return { items, fits: false, fontPt: f, columns: 1 }
  for (let columns = 1; columns <= maxColumns; columns++) {
    const last = columns === maxColumns
    const flowed = flow(paragraphs, body, columns, last && smallest)
    if (flowed.fits || (last && smallest)) return { items: [...items, ...flowed.items], fits: fits && flowed.fits, fontPt: f, columns }
  }
  return { items, fits: false, fontPt: f, columns: maxColumns }
}
