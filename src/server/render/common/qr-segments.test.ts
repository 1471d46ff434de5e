import jsQR from 'jsqr'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { addressSegments } from './qr-segments.ts'

/** The QR code as a reader's camera would see it: 4 pixels a module, a quiet zone of 4 modules. */
function decode(url: string): string | undefined {
  const { modules } = QRCode.create(addressSegments(url), { errorCorrectionLevel: 'M' })
  const scale = 4
  const quiet = 4
  const side = (modules.size + 2 * quiet) * scale
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const [row, col] = [Math.floor(y / scale) - quiet, Math.floor(x / scale) - quiet]
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col)
      if (dark) rgba.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
    }
  return jsQR(rgba, side, side)?.data
}

describe('QR codes of addresses', () => {
  it('a reader gets the permalink address back, whatever its letters and digits', () => {
    for (const url of ['https://dossier.example/p/9ozFYnPjRpWMp3NB', 'HTTP://PORTAL.TEST/P/ABC123', 'http://127.0.0.1:8080/p/0123456789'])
      expect(decode(url)).toBe(url)
  })
})
