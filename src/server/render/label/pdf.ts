import PDFDocument from 'pdfkit'
// Before any document is made: its streams keep their text until they need bytes (see there).
import '../common/pdf-text-streams.ts'
// The SDS renderer's pictogram drawing: converted once, replayed on every page.
import { drawPictogram } from '../common/pdf-pictograms.ts'
// The data sheets' font handling: parsed once, shaped words and written subsets kept across documents.
import { baseSetForTexts, FONT, useSdsFonts } from '../common/pdf-fonts.ts'
import type { LabelLayout, LayoutItem } from './layout.ts'
import { pictogramArt } from './pictogram-art.ts'

/**
 * The PDF renderer: the same layout as the PNG, as vector text (selectable, searchable) in the
 * embedded DejaVu Sans and vector pictograms. `single` is one page of the label's size; `sheet`
 * tiles as many labels as fit on A4 (portrait or landscape, whichever holds more) with cut marks.
 */
const PT_PER_MM = 72 / 25.4
export const A4 = { width: 210, height: 297 }
const SHEET_MARGIN = 5

export interface SheetPlan {
  pageWidth: number
  pageHeight: number
  columns: number
  rows: number
  /** Top left corner of each label on the page, mm. */
  positions: { x: number; y: number }[]
}

/** How many labels fit an A4 sheet, and where; at least one (a label larger than the margins allow goes on without them). */
export function planSheet(width: number, height: number): SheetPlan {
  const plan = (pageWidth: number, pageHeight: number, margin: number) => {
    const columns = Math.floor((pageWidth - 2 * margin + 1e-6) / width)
    const rows = Math.floor((pageHeight - 2 * margin + 1e-6) / height)
    return { pageWidth, pageHeight, columns, rows, margin }
  }
  const candidates = [
    plan(A4.width, A4.height, SHEET_MARGIN),
    plan(A4.height, A4.width, SHEET_MARGIN),
    plan(A4.width, A4.height, 0),
    plan(A4.height, A4.width, 0),
  ]
  const best = candidates.reduce((a, b) => (b.columns * b.rows > a.columns * a.rows ? b : a))
  const columns = Math.max(1, best.columns)
  const rows = Math.max(1, best.rows)
  const x0 = Math.max(0, (best.pageWidth - columns * width) / 2)
  const y0 = Math.max(0, (best.pageHeight - rows * height) / 2)
  const positions = []
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) positions.push({ x: x0 + c * width, y: y0 + r * height })
  return { pageWidth: best.pageWidth, pageHeight: best.pageHeight, columns, rows, positions }
}

function drawItem(doc: PDFKit.PDFDocument, item: LayoutItem, pictogramSvg: (code: string) => string | undefined): void {
  switch (item.kind) {
    case 'text':
      doc
        .font(FONT[item.weight])
        .fontSize(item.sizePt)
        .fillColor('#000')
        .text(item.text, item.x * PT_PER_MM, item.y * PT_PER_MM, { lineBreak: false, baseline: 'alphabetic' })
      return
    case 'pictogram': {
      const svg = pictogramSvg(item.code)
      if (svg) drawPictogram(doc, pictogramArt(svg), item.x * PT_PER_MM, item.y * PT_PER_MM, item.size * PT_PER_MM)
      return
    }
    case 'qr': {
      const quiet = 1
      const cell = (item.size / (item.count + 2 * quiet)) * PT_PER_MM
      const x = item.x * PT_PER_MM
      const y = item.y * PT_PER_MM
      for (let r = 0; r < item.count; r++)
        for (let c = 0; c < item.count; c++)
          if (item.modules[r * item.count + c]) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell)
      doc.fillColor('#000').fill()
      return
    }
    case 'box':
      doc
        .rect(item.x * PT_PER_MM, item.y * PT_PER_MM, item.w * PT_PER_MM, item.h * PT_PER_MM)
        .lineWidth(0.25 * PT_PER_MM)
        .dash(1.2 * PT_PER_MM, { space: 0.8 * PT_PER_MM })
        .strokeColor('#777')
        .stroke()
        .undash()
      return
  }
}

function drawLabel(doc: PDFKit.PDFDocument, layout: LabelLayout, pictogramSvg: (code: string) => string | undefined, x: number, y: number) {
  doc.save()
  doc.translate(x * PT_PER_MM, y * PT_PER_MM)
  // Nothing drawn outside the label, whatever the layout holds.
  doc.rect(0, 0, layout.width * PT_PER_MM, layout.height * PT_PER_MM).clip()
  for (const item of layout.items) drawItem(doc, item, pictogramSvg)
  doc.restore()
}

function* textsOf(layout: LabelLayout): Iterable<string> {
  for (const item of layout.items) if (item.kind === 'text') yield item.text
}

export interface PdfOptions {
  mode: 'single' | 'sheet'
  title: string
  /** Fixed dates keep the bytes of one label the same from render to render. */
  date: Date
  /** ISO code of the label's reference language. */
  lang: string
}

export function renderLabelPdf(
  layout: LabelLayout,
  pictogramSvg: (code: string) => string | undefined,
  options: PdfOptions,
): Promise<Buffer> {
  const sheet = options.mode === 'sheet' ? planSheet(layout.width, layout.height) : undefined
  const pageWidth = sheet ? sheet.pageWidth : layout.width
  const pageHeight = sheet ? sheet.pageHeight : layout.height
  const doc = new PDFDocument({
    // pdfkit reads the size as portrait and turns it with `layout`.
    size: [Math.min(pageWidth, pageHeight) * PT_PER_MM, Math.max(pageWidth, pageHeight) * PT_PER_MM],
    layout: pageWidth > pageHeight ? 'landscape' : 'portrait',
    margin: 0,
    info: { Title: options.title, Creator: 'Dossier', CreationDate: options.date, ModDate: options.date },
    lang: options.lang,
    displayTitle: true,
    // No default Helvetica (pdfkit parses its metrics for every document): every text is DejaVu.
    font: '' as unknown as undefined,
  })
  // Every subset starts with the letters of the scripts the label's texts use (Latin, Greek, Cyrillic).
  useSdsFonts(doc, baseSetForTexts(textsOf(layout)))
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  if (!sheet) drawLabel(doc, layout, pictogramSvg, 0, 0)
  else {
    for (const p of sheet.positions) drawLabel(doc, layout, pictogramSvg, p.x, p.y)
    // Cut lines between and around the labels, thin and light.
    doc.save().lineWidth(0.2).strokeColor('#bbb')
    for (const p of sheet.positions)
      doc.rect(p.x * PT_PER_MM, p.y * PT_PER_MM, layout.width * PT_PER_MM, layout.height * PT_PER_MM).stroke()
    doc.restore()
  }
  doc.end()
  return done
}
