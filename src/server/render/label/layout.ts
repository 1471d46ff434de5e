import QRCode from 'qrcode'
import type { LabelMargins } from '#shared/label-params'
import type { LabelContent } from './model.ts'
import { fontPtForXHeight, type FontWeight } from './fonts.ts'
import { pictogramBlock } from './layout-pictograms.ts'
import { COLUMN_GAP, flow, lineHeight, stack, wrapText, type Paragraph } from './layout-text.ts'
import { addressSegments } from '../common/qr-segments.ts'

export { wrapText }

/**
 * The layout model every renderer draws: absolute positions in millimetres from the label's top
 * left corner. No label element required by CLP Article 17 is ever left out or cut (Annex I,
 * 1.2.1.4 asks for all of them, legible, on the label). To make room, in this order:
 * 1. the product description, use and storage texts give way (not label elements);
 * 2. the QR code, logo, synonyms, product codes and pictogram captions give way;
 * 3. the type shrinks, down to the legal minimum x-height of the package's capacity;
 * 4. pictograms shrink from the preferred side to the capacity's minimum, never below.
 * When the label elements still do not fit, the layout says which (`missing`) and is not printed.
 */
export type LayoutItem =
  /** y is the baseline. */
  | { kind: 'text'; x: number; y: number; sizePt: number; weight: FontWeight; text: string }
  /** size: side of the square drawing box; frame: side of the red-bordered square inside it (size / √2). */
  | { kind: 'pictogram'; x: number; y: number; size: number; frame: number; code: string }
  | { kind: 'qr'; x: number; y: number; size: number; count: number; modules: Uint8Array }
  | { kind: 'box'; x: number; y: number; w: number; h: number; dashed: boolean }

export interface LabelLayout {
  width: number
  height: number
  items: LayoutItem[]
  /** Label elements that do not fit even at the smallest legal sizes: such a layout must not be printed. */
  missing: string[]
  /** What gave way to make room (description, QR code, …): not label elements. */
  omitted: string[]
  /** Something was left out (omitted is not empty). */
  overflow: boolean
  fontPt: number
  columns: number
}

export interface LayoutStyle {
  width: number
  height: number
  /** Millimetres kept free at each side. */
  margins: LabelMargins
  fontPt: number
  titlePt: number
  /** Side (mm) of each pictogram's red-bordered square when there is room (CLP Annex I, 1.2.1). */
  pictogramMm: number
  /** The package capacity's smallest side (mm): pictograms never shrink below it. */
  pictogramMinMm: number
  /** The package capacity's smallest x-height (mm) for label text (Annex I, 1.2.1.4). */
  minXHeightMm: number
  /** QR code side (mm); 0 for none. */
  qrMm: number
}

const GAP = 1.5
const MIN_COLUMN_MM = 32
const LOGO = { w: 24, h: 12 }
/** The title never shrinks below this, nor below the legal minimum. */
const MIN_TITLE_PT = 8

/** What may give way, in the order it does (1 and 2 above). */
interface Extras {
  /** Description, instructions, use and storage texts. */
  texts: boolean
  /** QR code, logo, synonyms, product codes, pictogram captions. */
  side: boolean
}
const STAGES: Extras[] = [
  { texts: true, side: true },
  { texts: false, side: true },
  { texts: false, side: false },
]

function bodyParagraphs(content: LabelContent, f: number, extras: Extras): Paragraph[] {
  const many = content.languages.length > 1
  const out: Paragraph[] = []
  content.languages.forEach((l, index) => {
    const block: Paragraph[] = []
    const tag = many ? ` (${l.lang})` : ''
    const add = (
      part: string,
      text: string | undefined,
      before: number,
      weight: FontWeight = 'regular',
      sizePt = f,
      keepWithNext = false,
    ) => {
      if (text) block.push({ text, sizePt, weight, before, keepWithNext, part: part + tag })
    }
    if (many) add('language', l.lang.toUpperCase(), 0, 'bold', f, true)
    add('signal word', l.signalWord, 0.1, 'bold', f * 1.3, true)
    add('hazardous components', l.contains, 0.25)
    for (const h of l.hazards) add('hazard statements', h, 0.25)
    l.precautions.forEach((p, i) => add('precautionary statements', p, i === 0 ? 0.6 : 0.25))
    l.supplemental.forEach((s, i) => add('supplemental information', s, i === 0 ? 0.6 : 0.25))
    if (extras.texts) {
      add('description', l.description, 0.6)
      for (const i of l.instructions) add('instructions', i, 0.25)
      add('use', l.usage, 0.25)
      add('storage', l.storage, 0.25)
    }
    if (block[0]) block[0].before = index === 0 ? 0 : 1
    out.push(...block)
  })
  return out
}

/** QR codes by address: one product's labels (each size, language and format) carry the same one. */
const qrCodes = new Map<string, { count: number; modules: Uint8Array }>()
const MAX_QR_CODES = 256
function qrMatrix(url: string): { count: number; modules: Uint8Array } {
  let matrix = qrCodes.get(url)
  if (!matrix) {
    const qr = QRCode.create(addressSegments(url), { errorCorrectionLevel: 'M' })
    matrix = { count: qr.modules.size, modules: qr.modules.data }
    if (qrCodes.size >= MAX_QR_CODES) qrCodes.delete(qrCodes.keys().next().value!)
    qrCodes.set(url, matrix)
  }
  return matrix
}

type Box = { x: number; y: number; w: number; h: number }

export function layoutLabel(content: LabelContent, style: LayoutStyle): LabelLayout {
  const { top, right, bottom, left } = style.margins
  const box = { x: left, y: top, w: style.width - left - right, h: style.height - top - bottom }
  const minFont = fontPtForXHeight(style.minXHeightMm)
  const start = Math.max(style.fontPt, minFont)
  const qrSize = Math.min(style.qrMm, box.w / 3, box.h / 4)
  const qr = qrSize > 0 && content.qrUrl ? { ...qrMatrix(content.qrUrl), size: qrSize } : undefined

  const attempt = (extras: Extras, f: number) => {
    const titleFloor = Math.max(MIN_TITLE_PT, minFont)
    let titlePt = Math.max(style.titlePt, titleFloor)
    while (titlePt > titleFloor && (wrapText(content.title, box.w, titlePt, 'bold').length > 2 || lineHeight(titlePt) > box.h / 6))
      titlePt = Math.max(titleFloor, titlePt - 1)
    const title = stack([{ text: content.title, sizePt: titlePt, weight: 'bold' }], box.x, box.y, box.w)
    const body = layoutBody(content, style, box, title.height, f, extras, extras.side ? qr : undefined)
    return { ...body, items: [...title.items, ...body.items], fontPt: f }
  }
  const omittedBy = (extras: Extras) => [
    ...(extras.texts ? [] : optionalTexts(content)),
    ...(extras.side ? [] : optionalSide(content, !!qr)),
  ]

  let result = attempt(STAGES[0]!, start)
  let stage = STAGES[0]!
  for (const extras of STAGES.slice(1)) {
    if (result.missing.length === 0) break
    stage = extras
    result = attempt(extras, start)
  }
  for (let f = start - 0.5; result.missing.length > 0 && f > minFont - 0.5 + 1e-9; f -= 0.5) result = attempt(stage, Math.max(f, minFont))
  const omitted = omittedBy(stage)
  return { width: style.width, height: style.height, ...result, omitted, overflow: omitted.length > 0 }
}

function optionalTexts(content: LabelContent): string[] {
  const any = (pick: (l: LabelContent['languages'][number]) => unknown) => content.languages.some((l) => !!pick(l))
  return [
    ...(any((l) => l.description) ? ['description'] : []),
    ...(any((l) => l.instructions.length > 0) ? ['instructions'] : []),
    ...(any((l) => l.usage) ? ['use'] : []),
    ...(any((l) => l.storage) ? ['storage'] : []),
  ]
}

function optionalSide(content: LabelContent, qr: boolean): string[] {
  return [
    ...(qr ? ['QR code'] : []),
    ...(content.logo ? ['logo'] : []),
    ...(content.synonyms.length > 0 ? ['synonyms'] : []),
    ...(content.codes ? ['product codes'] : []),
    ...(content.pictogramMarks && content.pictograms.length > 0 ? ['pictogram captions'] : []),
  ]
}

function layoutBody(
  content: LabelContent,
  style: LayoutStyle,
  box: Box,
  titleHeight: number,
  f: number,
  extras: Extras,
  qr: { count: number; modules: Uint8Array; size: number } | undefined,
): { items: LayoutItem[]; missing: string[]; columns: number } {
  const items: LayoutItem[] = []
  let top = box.y + titleHeight
  const bottom = box.y + box.h
  const ids = [
    ...(extras.side && content.synonyms.length > 0 ? [content.synonyms.join(', ')] : []),
    ...(content.ufi.length > 0 ? [`UFI: ${content.ufi.join(', ')}`] : []),
    ...(extras.side && content.codes ? [content.codes] : []),
  ]
  const idBlock = stack(
    ids.map((text) => ({ text, sizePt: f, weight: 'regular' as const })),
    box.x,
    top,
    box.w,
  )
  items.push(...idBlock.items)
  top += idBlock.height + (idBlock.height > 0 || titleHeight > 0 ? GAP : 0)

  const footer = footerBlock(content, box, f, extras.side ? qr : undefined, extras.side && content.logo)
  const paragraphs = bodyParagraphs(content, f, extras)
  const minBody = paragraphs.length > 0 ? lineHeight(f) * 2 + GAP : 0
  const room = (withBody: boolean) => bottom - top - (footer.height > 0 ? footer.height + GAP : 0) - (withBody ? minBody : 0)
  const sizes = { preferredMm: style.pictogramMm, minMm: style.pictogramMinMm }
  const place = (maxHeight: number) =>
    pictogramBlock(content, sizes, extras.side && content.pictogramMarks, { x: box.x, top, width: box.w, maxHeight })
  // Pictograms take at most 40 % of the label's height while statements wait for room, more when they must.
  let pictos = place(Math.min(room(true), box.h * 0.4))
  if (!pictos.fits) pictos = place(room(true))
  if (!pictos.fits) pictos = place(Math.max(0, room(false)))
  if (!pictos.fits) return { items, missing: ['pictograms'], columns: 1 }
  items.push(...pictos.items)
  if (pictos.height > 0) top += pictos.height + GAP

  const footerTop = bottom - footer.height
  if (footerTop < top - 1e-6) return { items, missing: ['supplier and nominal quantity'], columns: 1 }
  items.push(...footer.place(footerTop))

  const body = { x: box.x, y: top, w: box.w, h: footerTop - GAP - top }
  if (paragraphs.length === 0) return { items, missing: [], columns: 1 }
  const maxColumns = Math.max(1, Math.floor((box.w + COLUMN_GAP) / (MIN_COLUMN_MM + COLUMN_GAP)))
  let best = { items: [] as LayoutItem[], placed: -1, columns: 1 }
  for (let columns = 1; columns <= maxColumns; columns++) {
    const flowed = body.h > 0 ? flow(paragraphs, body, columns) : { items: [], placed: 0 }
    if (flowed.placed > best.placed) best = { ...flowed, columns }
    if (flowed.placed === paragraphs.length) break
  }
  const missing = [...new Set(paragraphs.slice(best.placed).map((p) => p.part))]
  return { items: [...items, ...best.items], missing, columns: best.columns }
}

/** Footer, anchored at the bottom: supplier and quantity on the left, QR code and logo on the right (above when too narrow). */
function footerBlock(
  content: LabelContent,
  box: Box,
  f: number,
  qr: { count: number; modules: Uint8Array; size: number } | undefined,
  logoOn: boolean,
) {
  const bottom = box.y + box.h
  const logo = logoOn ? { w: Math.min(LOGO.w, box.w / 3), h: Math.min(LOGO.h, box.h / 6) } : undefined
  const leftLines = [
    ...content.supplier.map((text) => ({ text, sizePt: f, weight: 'regular' as const })),
    ...(content.contents ? [{ text: content.contents, sizePt: f * 1.15, weight: 'bold' as const }] : []),
    ...(content.unNumber ? [{ text: content.unNumber, sizePt: f * 1.3, weight: 'bold' as const }] : []),
  ]
  const widths = [qr?.size ?? 0, logo?.w ?? 0].filter((w) => w > 0)
  const sideW = widths.reduce((a, b) => a + b, 0) + GAP * widths.length
  const stacked = widths.length > 0 && box.w - sideW < 30
  const leftW = stacked ? box.w : box.w - sideW
  const leftH = stack(leftLines, 0, 0, leftW).height
  const sideH = Math.max(qr?.size ?? 0, logo?.h ?? 0)
  const height = stacked ? leftH + (sideH > 0 ? sideH + GAP : 0) : Math.max(leftH, sideH)
  const place = (footerTop: number): LayoutItem[] => {
    const out = stack(leftLines, box.x, stacked ? footerTop + sideH + GAP : footerTop + (height - leftH), leftW).items
    let sx = box.x + box.w
    if (qr) {
      sx -= qr.size
      out.push({ kind: 'qr', x: sx, y: stacked ? footerTop : bottom - qr.size, size: qr.size, count: qr.count, modules: qr.modules })
      sx -= GAP
    }
    if (logo) {
      sx -= logo.w
      out.push({ kind: 'box', x: sx, y: stacked ? footerTop : bottom - logo.h, w: logo.w, h: logo.h, dashed: true })
    }
    return out
  }
  return { height, place }
}
