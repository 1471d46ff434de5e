import PDFDocument from 'pdfkit'
import type { PhraseLibrary } from '../../phrases/library.ts'
import { plain, type SdsDocument } from './model.ts'
import { FONT, useSdsFonts } from './pdf-fonts.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN, PAGE, PdfLayout } from './pdf-layout.ts'
import { drawQr } from './pdf-qr.ts'

/**
 * The SDS as an A4 PDF, from the same document model as the HTML. Every page carries a header
 * (product, document title, version, revision date) and a footer ("Page X of Y" in the document
 * language); they are written last, over the buffered pages, once the page count is known.
 * Metadata: title "{product} – {Safety data sheet}", the document language, dates of the version
 * (so the same version gives the same bytes).
 */
const QR_SIZE = 76

export interface PdfOptions {
  library: PhraseLibrary
  /** Supplier name, for the Author field. */
  author?: string
  /** The version's revision date (YYYY-MM-DD), used as the file's dates. */
  revisionDate: string
}

function titleBlock(doc: PDFKit.PDFDocument, sds: SdsDocument): void {
  const top = MARGIN.top
  const width = sds.qr ? CONTENT_WIDTH - QR_SIZE - 16 : CONTENT_WIDTH
  doc.font(FONT.bold).fontSize(16).fillColor(COLOUR.text).text(sds.title, MARGIN.left, top, { width })
  doc.font(FONT.bold).fontSize(12).text(sds.productName, { width })
  doc.moveDown(0.2)
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted).text(sds.regulation, { width })
  doc.moveDown(0.4)
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.text)
  doc.text(sds.meta.map((r) => `${plain(r.label)}: ${plain(r.value)}`).join('     '), { width })
  let bottom = doc.y
  if (sds.qr) {
    const x = MARGIN.left + CONTENT_WIDTH - QR_SIZE
    drawQr(doc, sds.qr.url, x, top - 6, QR_SIZE)
    doc
      .font(FONT.regular)
      .fontSize(6.5)
      .fillColor(COLOUR.muted)
      .text(sds.qr.caption, x - 12, top - 6 + QR_SIZE, { width: QR_SIZE + 24, align: 'center' })
    bottom = Math.max(bottom, doc.y)
  }
  doc.y = bottom + 12
}

/** Header and footer of every page, in the page margins (pdfkit must not see them as overflowing text). */
function pageFurniture(doc: PDFKit.PDFDocument, sds: SdsDocument): void {
  const range = doc.bufferedPageRange()
  const version = sds.meta.slice(0, 2).map((r) => `${plain(r.label)}: ${plain(r.value)}`)
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const margins = doc.page.margins
    doc.page.margins = { ...margins, top: 0, bottom: 0 }
    const headerY = 11 * (72 / 25.4)
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLOUR.text)
    doc.text(sds.productName, MARGIN.left, headerY, { width: CONTENT_WIDTH * 0.6, lineBreak: false, ellipsis: true })
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOUR.muted)
    doc.text(sds.title, MARGIN.left, headerY + 12, { width: CONTENT_WIDTH * 0.6, lineBreak: false })
    doc.text(version[0] ?? '', MARGIN.left + CONTENT_WIDTH * 0.6, headerY, { width: CONTENT_WIDTH * 0.4, align: 'right', lineBreak: false })
    doc.text(version[1] ?? '', MARGIN.left + CONTENT_WIDTH * 0.6, headerY + 12, {
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
    doc.text(sds.regulation, MARGIN.left, footerY, { width: CONTENT_WIDTH * 0.75, lineBreak: false, ellipsis: true })
    const page = sds.pageLabel.replace('{n}', String(i - range.start + 1)).replace('{m}', String(range.count))
    doc.text(page, MARGIN.left + CONTENT_WIDTH * 0.75, footerY, { width: CONTENT_WIDTH * 0.25, align: 'right', lineBreak: false })
    doc.page.margins = margins
  }
}

export function renderSdsPdf(sds: SdsDocument, options: PdfOptions): Promise<Uint8Array> {
  const date = new Date(`${options.revisionDate}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: sds.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    // No default Helvetica: every text uses the embedded DejaVu fonts.
    font: '' as unknown as undefined,
    info: {
      Title: `${sds.productName} – ${sds.title}`,
      Author: options.author ?? '',
      Subject: sds.regulation,
      Creator: 'Dossier',
      CreationDate: date,
      ModDate: date,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  useSdsFonts(doc, sds.lang)

  const layout = new PdfLayout(doc, options.library)
  titleBlock(doc, sds)
  for (const section of sds.sections) {
    layout.sectionTitle(`${section.number} ${section.title}`)
    section.blocks.forEach((b) => layout.block(b))
    for (const sub of section.subsections) {
      layout.subsectionTitle(`${sub.number} ${sub.title}`, false)
      sub.blocks.forEach((b) => layout.block(b))
      for (const child of sub.children) {
        layout.subsectionTitle(`${child.number} ${child.title}`, true)
        child.blocks.forEach((b) => layout.block(b))
      }
    }
    layout.gap(4)
  }
  pageFurniture(doc, sds)
  doc.end()
  return done
}
