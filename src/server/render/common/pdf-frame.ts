import PDFDocument from 'pdfkit'
// Before any document is made: its streams keep their text until they need bytes (see there).
import './pdf-text-streams.ts'
import { FONT, useSdsFonts } from './pdf-fonts.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN, PAGE } from './pdf-layout.ts'

/**
 * What every rendered PDF shares (SDS, TDS, safety instructions): an A4 document with the DejaVu
 * fonts, metadata whose dates come from the data (the same data gives the same bytes), and the
 * furniture of every page, a header (product and document title left, two lines right) and a
 * footer (a text left, "Page X of Y" in the document language right), written last over the
 * buffered pages once the page count is known.
 */
export interface PdfDocumentOptions {
  /** ISO 639-1 code of the document language. */
  lang: string
  title: string
  author?: string
  subject?: string
  /** YYYY-MM-DD: the file's creation and modification date. */
  date: string
  /**
   * Prints the A4 layout on larger paper, every page scaled by this factor (2: A2). Everything
   * grows alike — text, pictograms, QR code, links — so a poster reads like the sheet from further away.
   */
  scale?: number
}

export interface PdfHandle {
  doc: PDFKit.PDFDocument
  /** Ends the document and answers its bytes. */
  finish(): Promise<Uint8Array>
}

export function createPdf(options: PdfDocumentOptions): PdfHandle {
  const date = new Date(`${options.date}T00:00:00Z`)
  const scale = options.scale ?? 1
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: scale === 1,
    lang: options.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    // No default Helvetica: every text uses the embedded DejaVu fonts.
    font: '' as unknown as undefined,
    info: {
      Title: options.title,
      Author: options.author ?? '',
      Subject: options.subject ?? '',
      Creator: 'Dossier',
      CreationDate: date,
      ModDate: date,
    },
  })
  if (scale !== 1) {
    // Layout and pdfkit's own page breaks keep working in A4 coordinates; each page's box is the
    // larger paper and its content is drawn through one scaling (pdfkit has just flipped the y axis).
    doc.on('pageAdded', () => {
      const page = doc.page as unknown as { dictionary: { data: { MediaBox: number[] } } }
      page.dictionary.data.MediaBox = [0, 0, round(PAGE.width * scale), round(PAGE.height * scale)]
      doc.translate(0, PAGE.height * (1 - scale))
      doc.scale(scale)
    })
  }
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  useSdsFonts(doc, options.lang)
  if (scale !== 1) doc.addPage()
  return {
    doc,
    finish() {
      doc.end()
      return done
    },
  }
}

const round = (n: number) => Math.round(n * 100) / 100

export interface PageFrame {
  /** Top left, bold. */
  product: string
  /** Under it. */
  title: string
  /** Top right, up to two lines. */
  right: string[]
  /** Bottom left. */
  footer: string
  /** "Page {n} of {m}" in the document language. */
  pageLabel: string
}

/** Header and footer of every page, in the page margins (pdfkit must not see them as overflowing text). */
export function drawPageFrames(doc: PDFKit.PDFDocument, frame: PageFrame): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const margins = doc.page.margins
    doc.page.margins = { ...margins, top: 0, bottom: 0 }
    const headerY = 11 * (72 / 25.4)
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.text)
    doc.text(frame.product, MARGIN.left, headerY, { width: CONTENT_WIDTH * 0.6, lineBreak: false, ellipsis: true })
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted)
    doc.text(frame.title, MARGIN.left, headerY + 12, { width: CONTENT_WIDTH * 0.6, lineBreak: false })
    doc.text(frame.right[0] ?? '', MARGIN.left + CONTENT_WIDTH * 0.6, headerY, {
      width: CONTENT_WIDTH * 0.4,
      align: 'right',
      lineBreak: false,
    })
    doc.text(frame.right[1] ?? '', MARGIN.left + CONTENT_WIDTH * 0.6, headerY + 12, {
      width: CONTENT_WIDTH * 0.4,
      align: 'right',
      lineBreak: false,
    })
    const ruleY = headerY + 24
    doc
      .lineWidth(0.6)
      .moveTo(MARGIN.left, ruleY)
      .lineTo(MARGIN.left + CONTENT_WIDTH, ruleY)
      .stroke(COLOUR.rule)

    const footerY = PAGE.height - 15 * (72 / 25.4)
    doc
      .lineWidth(0.6)
      .moveTo(MARGIN.left, footerY - 4)
      .lineTo(MARGIN.left + CONTENT_WIDTH, footerY - 4)
      .stroke(COLOUR.rule)
    doc.font(FONT.regular).fontSize(7).fillColor(COLOUR.muted)
    doc.text(frame.footer, MARGIN.left, footerY, { width: CONTENT_WIDTH * 0.75, lineBreak: false, ellipsis: true })
    const page = frame.pageLabel.replace('{n}', String(i - range.start + 1)).replace('{m}', String(range.count))
    doc.text(page, MARGIN.left + CONTENT_WIDTH * 0.75, footerY, { width: CONTENT_WIDTH * 0.25, align: 'right', lineBreak: false })
    doc.page.margins = margins
  }
}
