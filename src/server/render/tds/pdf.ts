import type { PhraseLibrary } from '#server/phrases/library'
import { plain } from '../common/model.ts'
import { FONT } from '../common/pdf-fonts.ts'
import { createPdf, drawPageFrames } from '../common/pdf-frame.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN, PdfLayout } from '../common/pdf-layout.ts'
import type { TdsDocument } from './model.ts'

/**
 * The TDS as an A4 PDF, from the same model as the HTML, laid out by the SDS layout (same fonts,
 * blocks, page header and "Page X of Y" footer). Dated with the product version's revision date,
 * so the same data gives the same bytes.
 */
export interface TdsPdfOptions {
  library: PhraseLibrary
  /** Supplier name, for the Author field. */
  author: string
  /** YYYY-MM-DD */
  date: string
}

export function renderTdsPdf(tds: TdsDocument, options: TdsPdfOptions): Promise<Uint8Array> {
  const { doc, finish } = createPdf({
    lang: tds.lang,
    title: `${tds.productName} – ${tds.title}`,
    author: options.author,
    subject: tds.title,
    date: options.date,
  })
  const layout = new PdfLayout(doc, options.library)

  doc.font(FONT.bold).fontSize(16).fillColor(COLOUR.text).text(tds.title, MARGIN.left, MARGIN.top, { width: CONTENT_WIDTH })
  doc.font(FONT.bold).fontSize(12).text(tds.productName, { width: CONTENT_WIDTH })
  doc.moveDown(0.5)
  layout.rows(tds.meta)
  layout.gap(6)

  for (const section of tds.sections) {
    layout.sectionTitle(section.title)
    for (const part of section.parts) {
      if (part.title) layout.subsectionTitle(part.title, false)
      part.blocks.forEach((b) => layout.block(b))
    }
    layout.gap(4)
  }
  layout.gap(6)
  layout.block({ kind: 'paragraph', text: tds.disclaimer, empty: true })

  drawPageFrames(doc, {
    product: tds.productName,
    title: tds.title,
    right: tds.meta.slice(0, 2).map((r) => `${plain(r.label)}: ${plain(r.value)}`),
    footer: tds.supplier,
    pageLabel: tds.pageLabel,
  })
  return finish()
}
