import type { PhraseLibrary } from '#server/phrases/library'
import { type SdsDocument } from './model.ts'
import { plain } from '../common/model.ts'
import { FONT } from '../common/pdf-fonts.ts'
import { createPdf, drawPageFrames } from '../common/pdf-frame.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN, PdfLayout } from '../common/pdf-layout.ts'
import { drawHeadQr } from '../common/pdf-qr.ts'

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
  const bottom = sds.qr ? drawHeadQr(doc, sds.qr, top, QR_SIZE, doc.y) : doc.y
  doc.y = bottom + 12
}

export function renderSdsPdf(sds: SdsDocument, options: PdfOptions): Promise<Uint8Array> {
  const { doc, finish } = createPdf({
    lang: sds.lang,
    title: `${sds.productName} – ${sds.title}`,
    author: options.author,
    subject: sds.regulation,
    date: options.revisionDate,
  })
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
  drawPageFrames(doc, {
    product: sds.productName,
    title: sds.title,
    right: sds.meta.slice(0, 2).map((r) => `${plain(r.label)}: ${plain(r.value)}`),
    footer: sds.regulation,
    pageLabel: sds.pageLabel,
  })
  return finish()
}
