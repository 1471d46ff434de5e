import { deflateSync } from 'node:zlib'
import PDFDocument from 'pdfkit'

/**
 * pdfkit writes a page's content stream one drawing operator at a time, and turns each operator's
 * text into a byte array of its own as it comes (`PDFReference.write`); the arrays are joined and
 * compressed when the stream ends. The largest demo safety data sheet (12 pages) makes tens of
 * thousands of these small arrays, and collecting them was a third of its render time (median
 * 34 ms; 22-24 ms without them).
 *
 * Here a stream keeps the operators' text as strings and turns them into bytes once, when a byte
 * chunk (an image, a font) follows or the stream ends. The bytes are the same: pdfkit's strings are
 * binary (one byte per character, as `latin1` encodes them), and the stream's length and filter
 * are kept as pdfkit keeps them. pdfkit does not export its reference class, so the methods are
 * replaced on its prototype, for every document of the process; a test renders sheets both ways and
 * compares the files byte for byte.
 *
 * A stream is also compressed here, at CONTENT_STREAM_LEVEL instead of zlib's default (6), which
 * pdfkit gives no way to change.
 */
/**
 * Deflate level of the content streams. At zlib's default level compressing was the largest single
 * cost of the largest demo sheet (about 5.7 of 26-27 ms); at level 3 the render took 22-24 ms and
 * the file grew by 4.7 % (114.1 -> 119.4 KB). Level 1 was no faster here and 8 % larger. Fonts are
 * compressed once per subset and kept (pdf-fonts.ts), images by pdfkit itself: neither passes here.
 */
export const CONTENT_STREAM_LEVEL = 3

/** The operators' text a stream has not turned into bytes yet (a property of the stream: a WeakMap beside it made the collector's work larger). */
const PENDING = Symbol('pending text')

interface StreamReference {
  [PENDING]?: string[]
  buffer: Uint8Array[]
  data: { Length?: number; Filter?: string }
  compress: boolean
  uncompressedLength: number
  write(chunk: unknown): void
  finalize(): void
}

/** The operators' text written so far, as one byte chunk after the chunks before it. */
function flushText(ref: StreamReference) {
  const text = ref[PENDING]
  if (!text || text.length === 0) return
  ref.buffer.push(Buffer.from(text.join(''), 'latin1'))
  ref[PENDING] = []
}

// No page and no default font: pdfkit would otherwise read and parse Helvetica's metrics at start-up for nothing.
const scratch = new PDFDocument({ autoFirstPage: false, font: '' as unknown as undefined })
const referencePrototype = Object.getPrototypeOf(scratch.ref({})) as StreamReference
const pdfkitWrite = referencePrototype.write
const pdfkitFinalize = referencePrototype.finalize
if (typeof pdfkitWrite !== 'function' || typeof pdfkitFinalize !== 'function')
  throw new Error("pdfkit's stream class has no write or finalize: pdf-text-streams.ts must follow its new version")

function writeKeepingText(this: StreamReference, chunk: unknown) {
  if (chunk instanceof Uint8Array) {
    flushText(this)
    pdfkitWrite.call(this, chunk)
    return
  }
  // What pdfkit's write does for text, without making the bytes yet.
  const line = `${String(chunk)}\n`
  const text = this[PENDING]
  if (text) text.push(line)
  else this[PENDING] = [line]
  this.uncompressedLength += line.length
  this.data.Length = (this.data.Length ?? 0) + line.length
  if (this.compress) this.data.Filter = 'FlateDecode'
}

/** Ends a stream: its text as bytes, compressed at CONTENT_STREAM_LEVEL; pdfkit then writes the object with the length of what it is given. */
function finalizeWithText(this: StreamReference) {
  flushText(this)
  if (this.compress && this.buffer.length > 0) {
    this.buffer = [deflateSync(Buffer.concat(this.buffer), { level: CONTENT_STREAM_LEVEL })]
    // Already compressed: pdfkit must not compress it again (its Filter was set when the first chunk came).
    this.compress = false
  }
  pdfkitFinalize.call(this)
}

/**
 * Streams keep their text until they need bytes (installed when this module loads); off, pdfkit
 * turns each operator into bytes as it comes. Either way a stream ends in finalizeWithText.
 */
export function keepStreamTextUntilEnd(on: boolean) {
  referencePrototype.write = on ? writeKeepingText : pdfkitWrite
}

referencePrototype.finalize = finalizeWithText
keepStreamTextUntilEnd(true)
