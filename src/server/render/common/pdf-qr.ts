import QRCode from 'qrcode'

/**
 * The permalink's QR code drawn as vector squares (one rectangle per run of dark modules in a
 * row, so viewers show no hairlines between neighbours), with a link over it for readers who
 * click instead of scan. Same error correction as the app's QR images (products/detail.ts).
 */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
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
