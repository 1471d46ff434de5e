import QRCode from 'qrcode'
import { FONT } from './pdf-fonts.ts'
import { CONTENT_WIDTH, COLOUR, MARGIN } from './pdf-layout.ts'
import { addressSegments } from './qr-segments.ts'

/**
 * The permalink's QR code drawn as vector squares (one rectangle per run of dark modules in a
 * row, so viewers show no hairlines between neighbours), with a link over it for readers who
 * click instead of scan. Same error correction as the app's QR images (products/detail.ts).
 */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(addressSegments(url), { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + 2 * quiet)
  doc.save()
  for (let row = 0; row < modules.size; row++) {
    let start = -1
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && Boolean(modules.get(row, col))
      if (dark && start < 0) start = col
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell)
        start = -1
      }
    }
  }
  doc.fillColor('#000000').fill()
  doc.restore()
  doc.link(x, y, size, size, url)
}

/**
 * A document head's QR code in its top right corner, with its caption under it (the SDS and the
 * safety instructions): returns where the caption ends, so the head continues below the lower of
 * the text column and the code.
 */
export function drawHeadQr(
  doc: PDFKit.PDFDocument,
  qr: { url: string; caption: string },
  top: number,
  size: number,
  textBottom: number,
): number {
  const x = MARGIN.left + CONTENT_WIDTH - size
  drawQr(doc, qr.url, x, top - 6, size)
  doc
    .font(FONT.regular)
    .fontSize(6.5)
    .fillColor(COLOUR.muted)
    .text(qr.caption, x - 12, top - 6 + size, { width: size + 24, align: 'center' })
  return Math.max(textBottom, doc.y)
}
