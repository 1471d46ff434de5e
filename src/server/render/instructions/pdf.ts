import type { PhraseLibrary } from '#server/phrases/library'
import { plain } from '../common/model.ts'
import { FONT } from '../common/pdf-fonts.ts'
import { createPdf, drawPageFrames } from '../common/pdf-frame.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN, PAGE, PdfLayout, type LayoutOptions } from '../common/pdf-layout.ts'
import { drawHeadQr } from '../common/pdf-qr.ts'
import type { InstructionsDocument, InstructionsSection } from './model.ts'

/**
 * The safety instructions as a PDF to hang at the workplace: A4, or an A2 poster that is the same
 * page scaled twice in every direction (text, pictograms, QR code), so it reads from further away.
 * Laid out like a German Betriebsanweisung: an orange frame, each section under an orange band,
 * the hazard pictograms large, the signal word in capitals. Fonts, blocks, QR code and the page
 * header/footer are the SDS renderer's.
 */
export type InstructionsFormat = 'A4' | 'A2'

export interface InstructionsPdfOptions {
  library: PhraseLibrary
  format: InstructionsFormat
  /** YYYY-MM-DD: the SDS version's revision date (the same data gives the same bytes). */
  date: string
}

const ORANGE = '#c55a11'
const QR_SIZE = 80

function titleBlock(doc: PDFKit.PDFDocument, instructions: InstructionsDocument): void {
  const top = MARGIN.top
  const width = instructions.qr ? CONTENT_WIDTH - QR_SIZE - 12 : CONTENT_WIDTH
  doc.font(FONT.bold).fontSize(18).fillColor(COLOUR.text).text(instructions.title.toUpperCase(), MARGIN.left, top, { width })
  doc.font(FONT.regular).fontSize(10).fillColor(COLOUR.muted).text(instructions.subtitle, { width })
  doc.moveDown(0.3)
  doc.font(FONT.bold).fontSize(13).fillColor(COLOUR.text).text(instructions.productName, { width })
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted).text(instructions.supplier, { width })
  doc.text(instructions.meta.map((r) => `${plain(r.label)}: ${plain(r.value)}`).join('     '), { width })
  const bottom = instructions.qr ? drawHeadQr(doc, instructions.qr, top, QR_SIZE, doc.y) : doc.y
  doc.y = bottom + 10
}

function band(doc: PDFKit.PDFDocument, layout: PdfLayout, title: string): void {
  const height = 20
  layout.ensure(height + 60)
  const y = doc.y
  doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(ORANGE)
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(title.toUpperCase(), MARGIN.left + 6, y + 5, { width: CONTENT_WIDTH - 12, align: 'center', lineBreak: false, ellipsis: true })
  doc.y = y + height + 6
}

function section(doc: PDFKit.PDFDocument, layout: PdfLayout, s: InstructionsSection): void {
  band(doc, layout, s.title)
  if (s.pictograms.length > 0) layout.block({ kind: 'pictograms', items: s.pictograms })
  if (s.signalWord) {
    layout.ensure(22)
    doc
      .font(FONT.bold)
      .fontSize(15)
      .fillColor('#a0001b')
      .text(s.signalWord.toUpperCase(), MARGIN.left, doc.y, { width: CONTENT_WIDTH, align: 'center' })
    layout.gap(4)
  }
  for (const part of s.parts) {
    if (part.title) layout.subsectionTitle(part.title, false)
    part.blocks.forEach((b) => layout.block(b))
  }
  layout.gap(6)
}

/** The orange frame of every page, around the content between header and footer. */
function frames(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    doc
      .lineWidth(3)
      .rect(MARGIN.left - 8, MARGIN.top - 14, CONTENT_WIDTH + 16, PAGE.height - MARGIN.top - MARGIN.bottom + 18)
      .stroke(ORANGE)
  }
}

/**
 * Instructions hang on a wall: they should fit one sheet. The layout starts in large print and
 * steps down to the SDS's own text size while it needs more than one page; long instructions
 * (many supplier texts) then take a second page rather than shrink below legible print.
 */
const FITS: LayoutOptions[] = [
  { textScale: 1.15, pictogramSize: 64 },
  { textScale: 1, pictogramSize: 56 },
]

export function renderInstructionsPdf(instructions: InstructionsDocument, options: InstructionsPdfOptions): Promise<Uint8Array> {
  for (const [index, fit] of FITS.entries()) {
    const { doc, finish } = createPdf({
      lang: instructions.lang,
      title: `${instructions.productName} – ${instructions.title}`,
      author: instructions.supplier,
      subject: instructions.subtitle,
      date: options.date,
      scale: options.format === 'A2' ? 2 : 1,
    })
    const layout = new PdfLayout(doc, options.library, fit)
    titleBlock(doc, instructions)
    for (const s of instructions.sections) section(doc, layout, s)
    // A longer attempt is dropped unfinished: nothing of it has been written anywhere.
    if (doc.bufferedPageRange().count > 1 && index < FITS.length - 1) continue
    frames(doc)
    drawPageFrames(doc, {
      product: instructions.productName,
      title: instructions.title,
      right: instructions.meta.map((r) => `${plain(r.label)}: ${plain(r.value)}`),
      footer: instructions.emergency
        ? `${plain(instructions.emergency.label)}: ${plain(instructions.emergency.value)}`
        : instructions.supplier,
      pageLabel: instructions.pageLabel,
    })
    return finish()
  }
  throw new Error('unreachable: the last fit always renders')
}
