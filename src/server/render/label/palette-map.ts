import { endianness } from 'node:os'
import { OUTSIDE, PALETTE_LOOKUP } from './label-palette.ts'
import { PALETTE_MAP_WASM } from './palette-map-binary.ts'

/**
 * The label PNG's palette pass: the canvas's RGBA pixels to PNG scanlines of palette indices (filter
 * byte 0, then a byte per pixel), or undefined when a pixel is not opaque, has green unequal to blue,
 * or has no colour in the label palette (the encoder then writes RGBA).
 *
 * It runs in WebAssembly (palette-map.wat): on the largest demo label (2.2 million pixels) 6-7 ms
 * where the JavaScript loop below takes 12-14, because it tests four pixels for white at once and
 * has no bounds checks. The JavaScript loop is the reference a test compares it with, and the
 * fallback where WebAssembly's vector instructions are missing or the image is too large for the
 * memory kept here.
 */

/** The palette index of white, which most of a label's pixels are. */
const WHITE_INDEX = PALETTE_LOOKUP[0xffff]!
/** An opaque white pixel read as a little-endian Int32: all bits set. */
const WHITE_PIXEL = -1
const LITTLE_ENDIAN = endianness() === 'LE'

/** The WebAssembly module's memory grows to at most this (a label of about 20 million pixels); larger images take the JavaScript loop. */
const MAX_WASM_BYTES = 128 << 20
const PAGE = 65_536
/** Where the pixels start in the module's memory: after the lookup table. */
const PIXELS_AT = PAGE

/**
 * The parts of the WebAssembly global used here (the server's TypeScript libraries leave out the
 * browser's declarations, where it is declared).
 */
interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(pages: number): number
}
const { Instance, Module } = (
  globalThis as unknown as {
    WebAssembly: { Module: new (bytes: Uint8Array) => object; Instance: new (module: object) => { exports: unknown } }
  }
).WebAssembly

interface PaletteModule {
  memory: WasmMemory
  map(pixelsAt: number, outAt: number, width: number, height: number, white: number): number
}

/**
 * The module of this thread, with its lookup table written: the palette index for each pixel's low
 * 16 bits as a little-endian load reads them (red, then green), which is PALETTE_LOOKUP's
 * (red << 8) | green turned around. Undefined where WebAssembly cannot run it.
 */
let wasm: PaletteModule | null | undefined
function paletteModule(): PaletteModule | undefined {
  if (wasm !== undefined) return wasm ?? undefined
  wasm = null
  try {
    const instance = new Instance(new Module(Buffer.from(PALETTE_MAP_WASM, 'base64')))
    const exports = instance.exports as unknown as PaletteModule
    const table = new Uint8Array(exports.memory.buffer, 0, PAGE)
    for (let r = 0; r < 256; r++) for (let g = 0; g < 256; g++) table[(g << 8) | r] = PALETTE_LOOKUP[(r << 8) | g]!
    wasm = exports
  } catch {
    // No vector instructions in this runtime: the JavaScript loop does the work.
  }
  return wasm ?? undefined
}

/**
 * The scanlines of palette indices for `rgba` (width * height * 4 bytes, opaque, not premultiplied),
 * or undefined when a pixel has no palette colour. The answer may be a view of memory that the next
 * call overwrites: the caller uses it before it maps another image (encoding is synchronous).
 * `spare` gives a buffer for the JavaScript loop.
 */
export function paletteScanlines(rgba: Uint8Array, width: number, height: number, spare: (bytes: number) => Buffer): Buffer | undefined {
  const count = width * height
  if (!LITTLE_ENDIAN) return undefined
  if (count === 0) return Buffer.alloc(0)
  const module = paletteModule()
  const outAt = PIXELS_AT + count * 4
  const end = outAt + count + height
  if (module && end <= MAX_WASM_BYTES) {
    const { memory } = module
    if (memory.buffer.byteLength < end) memory.grow(Math.ceil((end - memory.buffer.byteLength) / PAGE))
    new Uint8Array(memory.buffer, PIXELS_AT, count * 4).set(rgba.subarray(0, count * 4))
    if (module.map(PIXELS_AT, outAt, width, height, WHITE_INDEX) !== 0) return undefined
    return Buffer.from(memory.buffer, outAt, count + height)
  }
  const pixels =
    rgba.byteOffset % 4 === 0 ? new Int32Array(rgba.buffer, rgba.byteOffset, count) : new Int32Array(rgba.slice(0, count * 4).buffer)
  const raw = spare(count + height)
  return mapToPaletteInJs(pixels, new Uint8Array(raw.buffer, raw.byteOffset, raw.length), width, height) ? raw : undefined
}

/**
 * The palette pass in JavaScript: each row's filter byte and palette indices; false if a pixel is
 * not opaque, has green unequal to blue, or no palette colour. A run of white pixels is found by a
 * tight scan and written by a native fill; only the other pixels (text, lines, pictograms) are looked
 * up one by one.
 */
export function mapToPaletteInJs(pixels: Int32Array, raw: Uint8Array, width: number, height: number): boolean {
  const lookup = PALETTE_LOOKUP
  let out = 0
  let i = 0
  let stray = 0
  for (let y = 0; y < height; y++) {
    raw[out++] = 0
    const end = i + width
    while (i < end) {
      let white = i
      while (white < end && pixels[white] === WHITE_PIXEL) white++
      if (white > i) {
        raw.fill(WHITE_INDEX, out, out + white - i)
        out += white - i
        i = white
        continue
      }
      const pixel = pixels[i++]!
      const index = lookup[((pixel & 255) << 8) | ((pixel >> 8) & 255)]!
      stray |= ((pixel >>> 24) ^ 255) | (((pixel >> 8) ^ (pixel >> 16)) & 255) | (index === OUTSIDE ? 1 : 0)
      raw[out++] = index
    }
  }
  return stray === 0
}
