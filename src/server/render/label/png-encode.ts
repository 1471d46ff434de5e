import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib'
import { LABEL_PALETTE } from './label-palette.ts'
import { paletteScanlines } from './palette-map.ts'

/**
 * A small PNG encoder for opaque label images: fast deflate, and a pHYs chunk so the file carries
 * its print resolution. The canvas library's own encoder compresses harder and takes several times
 * longer; label previews need speed more than the last kilobytes.
 *
 * A label is written with the label palette (label-palette.ts): one byte per pixel, a quarter of
 * what the compressor would otherwise read. The pass that maps the pixels is palette-map.ts.
 * An image with a colour the palette does not hold (one not drawn in the label's colours) is
 * written as it is, in RGBA, each row copied behind its filter byte by a native copy.
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

/**
 * The scanlines' bytes, kept from image to image up to a preview's size: a new buffer costs its
 * memory's first touch, page by page, on every image. Encoding is synchronous, so one thread never
 * uses it for two images at once.
 */
const KEPT_SCANLINE_BYTES = 12 << 20
let kept = Buffer.alloc(0)
function scanlineBuffer(bytes: number): Buffer {
  if (bytes > KEPT_SCANLINE_BYTES) return Buffer.allocUnsafe(bytes)
  if (kept.length < bytes) kept = Buffer.allocUnsafe(bytes)
  return kept.subarray(0, bytes)
}

/** PNG scanlines: filter byte 0, then the row's RGBA bytes. */
function scanlines(rgba: Uint8Array, width: number, height: number): Buffer {
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, width * height * 4)
  const row = width * 4
  const raw = scanlineBuffer((row + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (row + 1)] = 0
    pixels.copy(raw, y * (row + 1) + 1, y * row, y * row + row)
  }
  return raw
}

/**
 * Adler-32 of `bytes`, the checksum that ends a zlib stream, computed by zlib: storing the bytes
 * without compression (level 0) is a copy, and the stream's last four bytes are the checksum.
 * zlib's checksum is vectorised; one in JavaScript was several times slower per band.
 */
export function adler32(bytes: Uint8Array): number {
  const stored = deflateSync(bytes, { level: 0 })
  return stored.readUInt32BE(stored.length - 4)
}
const ADLER_BASE = 65521

/**
 * The Adler-32 of two byte runs one after the other, from the checksum of each and the second's
 * length (zlib's adler32_combine): the pieces of an image are checked where they are compressed.
 */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE
  let sum1 = first & 0xffff
  let sum2 = (rem * sum1) % ADLER_BASE
  sum1 += (second & 0xffff) + ADLER_BASE - 1
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_BASE - rem
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE
  if (sum2 >= 2 * ADLER_BASE) sum2 -= 2 * ADLER_BASE
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE
  return ((sum2 << 16) | sum1) >>> 0
}

/**
 * A horizontal band of an image, compressed as its part of the PNG's single zlib stream. Bands of
 * one image can be compressed in different threads and put together by assemblePng.
 */
export interface PngPiece {
  /** Raw deflate data. It ends on a byte boundary (a sync flush), or ends the stream if the band is the image's last. */
  deflated: Uint8Array
  /** Adler-32 and length of the band's uncompressed scanlines, for the stream's checksum. */
  adler32: number
  length: number
  /** 3: palette indices, 6: RGBA. */
  colourType: 3 | 6
}

/** How a band is written: with the label palette where every pixel allows it, or always in RGBA. */
export type PngColours = 'palette' | 'rgba'

/** `rgba`: width * rows * 4 bytes, not premultiplied. `last`: the band ends the image. */
export function encodePngPiece(rgba: Uint8Array, width: number, rows: number, last: boolean, colours: PngColours): PngPiece {
  const indices = colours === 'palette' ? paletteScanlines(rgba, width, rows, scanlineBuffer) : undefined
  const raw = indices ?? scanlines(rgba, width, rows)
  const colourType = indices ? 3 : 6
  if (last) {
    // The band that ends the image is compressed as a whole zlib stream, whose last four bytes are its
    // Adler-32: zlib sums the bytes as it compresses them, and the band needs no pass of its own for it.
    const stream = deflateSync(raw, { level: 1 })
    return {
      deflated: stream.subarray(2, stream.length - 4),
      adler32: stream.readUInt32BE(stream.length - 4),
      length: raw.length,
      colourType,
    }
  }
  return {
    deflated: deflateRawSync(raw, { level: 1, finishFlush: constants.Z_SYNC_FLUSH }),
    adler32: adler32(raw),
    length: raw.length,
    colourType,
  }
}

/** The PNG file of an image from its bands, top to bottom (all in the same colour type). */
export function assemblePng(width: number, height: number, dpi: number, pieces: PngPiece[]): Buffer {
  const colourType = pieces[0]!.colourType
  if (pieces.some((p) => p.colourType !== colourType)) throw new Error('the bands of a PNG are written in different colour types')
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = colourType
  const phys = Buffer.alloc(9)
  const ppm = Math.round(dpi / 0.0254)
  phys.writeUInt32BE(ppm, 0)
  phys.writeUInt32BE(ppm, 4)
  phys[8] = 1 // metres
  let checksum = 1 // the Adler-32 of nothing
  for (const p of pieces) checksum = combineAdler32(checksum, p.adler32, p.length)
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(checksum, 0)
  // zlib header: deflate with a 32 KB window, "fastest" compression level, no dictionary.
  const stream = Buffer.concat([Buffer.from([0x78, 0x01]), ...pieces.map((p) => p.deflated), trailer])
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    ...(colourType === 3 ? [chunk('PLTE', Buffer.from(LABEL_PALETTE))] : []),
    chunk('pHYs', phys),
    chunk('IDAT', stream),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * `rgba`: width * height * 4 bytes, not premultiplied (opaque, as a label is). Written with the
 * label palette when every pixel has a colour in it, otherwise as RGBA.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number, dpi: number): Buffer {
  return assemblePng(width, height, dpi, [encodePngPiece(rgba, width, height, true, 'palette')])
}
