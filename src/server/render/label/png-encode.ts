import { endianness } from 'node:os'
import { crc32, deflateSync } from 'node:zlib'

/**
 * A small PNG encoder for opaque label images: a palette image, fast deflate, and a pHYs chunk so
 * the file carries its print resolution. The canvas library's own encoder compresses harder and
 * takes several times longer; label previews need speed more than the last kilobytes.
 *
 * A label is black type and the white, red and black of the GHS pictograms on white: a few hundred
 * colours, antialiasing included. A palette (one byte a pixel instead of three) leaves a third of
 * the data to compress, and compressing is most of an encoder's time. Antialiased type alone gives
 * up to 256 greys and the pictograms' edges add their blends of red, so greys are kept in steps of
 * 2 of 255 and other colours in steps of 8: a difference only in edge pixels, too small to see.
 * 0 and 255 stay exact, so white, black and the pictograms' red keep their colours. An image with
 * still more colours gives each colour past the 256th the nearest one the palette holds.
 */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length)
  return out
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const LITTLE_ENDIAN = endianness() === 'LE'

/** The pixels as 32-bit words, R in the low byte: one read per pixel. */
function words(rgba: Uint8Array, count: number): Int32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice(0, count * 4)
  if (LITTLE_ENDIAN) return new Int32Array(aligned.buffer, aligned.byteOffset, count)
  const out = new Int32Array(count)
  for (let i = 0, j = 0; i < count; i++, j += 4) out[i] = rgba[j]! | (rgba[j + 1]! << 8) | (rgba[j + 2]! << 16)
  return out
}

/** Greys (antialiased type) in steps of 2, other colours (antialiased pictogram edges) in steps of 8; 0 and 255 stay. */
const GREY_STEP = 2
const COLOUR_STEP = 8
const level = (v: number, step: number) => Math.min(255, Math.round(v / step) * step)

/** The palette: colours as 0xRRGGBB, each entry once, at most 256. */
class Palette {
  readonly colours: number[] = []
  private readonly entries = new Map<number, number>()

  /** The entry of `rgb`; when the palette is full, of the nearest colour it holds. */
  entry(rgb: number): number {
    let k = this.entries.get(rgb)
    if (k !== undefined) return k
    if (this.colours.length < 256) {
      k = this.colours.length
      this.colours.push(rgb)
    } else k = this.nearest(rgb)
    this.entries.set(rgb, k)
    return k
  }

  private nearest(rgb: number): number {
    let best = 0
    let bestDistance = Infinity
    this.colours.forEach((c, k) => {
      const dr = ((c >> 16) & 255) - ((rgb >> 16) & 255)
      const dg = ((c >> 8) & 255) - ((rgb >> 8) & 255)
      const db = (c & 255) - (rgb & 255)
      const distance = dr * dr + dg * dg + db * db
      if (distance < bestDistance) [best, bestDistance] = [k, distance]
    })
    return best
  }
}

/** PNG scanlines (filter byte 0, then one palette entry a pixel) and their palette. */
/**
 * The scanlines' bytes, kept from image to image up to a preview's size: a new buffer costs its
 * memory's first touch, page by page, on every image. Encoding is synchronous, so one thread never
 * uses it for two images at once.
 */
const KEPT_SCANLINE_BYTES = 4 << 20
let kept = new Uint8Array(0)
function scanlineBuffer(bytes: number): Uint8Array {
  if (bytes > KEPT_SCANLINE_BYTES) return new Uint8Array(bytes)
  if (kept.length < bytes) kept = new Uint8Array(bytes)
  return kept.subarray(0, bytes)
}

function scanlines(pixels: Int32Array, width: number, height: number): { raw: Uint8Array; palette: number[] } {
  const raw = scanlineBuffer((width + 1) * height)
  const palette = new Palette()
  const greys = new Int16Array(256).fill(-1)
  const others = new Map<number, number>()
  let last = -1
  let lastEntry = 0
  let o = 0
  let i = 0
  for (let y = 0; y < height; y++) {
    raw[o++] = 0
    for (let x = 0; x < width; x++) {
      // RGB only (the image is opaque); runs of one colour (the white ground) skip the look-up.
      const p = pixels[i++]! & 0xffffff
      if (p !== last) {
        const r = p & 255
        const g = (p >> 8) & 255
        const b = p >> 16
        if (r === g && g === b) {
          let k = greys[r]!
          if (k < 0) {
            const v = level(r, GREY_STEP)
            greys[r] = k = palette.entry((v << 16) | (v << 8) | v)
          }
          lastEntry = k
        } else {
          let k = others.get(p)
          if (k === undefined) {
            k = palette.entry((level(r, COLOUR_STEP) << 16) | (level(g, COLOUR_STEP) << 8) | level(b, COLOUR_STEP))
            others.set(p, k)
          }
          lastEntry = k
        }
        last = p
      }
      raw[o++] = lastEntry
    }
  }
  return { raw, palette: palette.colours }
}

/** `rgba`: width * height * 4 bytes, opaque (alpha is dropped). */
export function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Buffer {
  const { raw, palette } = scanlines(words(rgba, width * height), width, height)
  const plte = Buffer.alloc(palette.length * 3)
  palette.forEach((rgb, k) => plte.writeUIntBE(rgb, k * 3, 3))
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 3 // palette
  const phys = Buffer.alloc(9)
  const ppm = Math.round(dpi / 0.0254)
  phys.writeUInt32BE(ppm, 0)
  phys.writeUInt32BE(ppm, 4)
  phys[8] = 1 // metres
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('pHYs', phys),
    chunk('IDAT', deflateSync(raw, { level: 2 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
