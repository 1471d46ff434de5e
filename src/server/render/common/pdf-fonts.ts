import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { deflateSync } from 'node:zlib'
import * as fontkit from 'fontkit'

/**
 * DejaVu Sans (regular and bold) for every PDF (data sheets, instructions, labels): it covers Latin extended, Greek and Cyrillic, so
 * all 23 document languages. pdfkit embeds only the glyphs a document uses (a subset).
 *
 * Speed (pdfkit's defaults spend most of a sheet's time on fonts):
 * - pdfkit parses a font given as bytes again for every document and shapes every word anew: the
 *   fonts are parsed once here, and the shaped words (pdfkit's per-font layout cache, positions
 *   already scaled for that font) are kept across documents.
 * - Writing a subset costs about 5 ms per font (fontkit re-encodes the hinting tables every time).
 *   Every document therefore starts its subsets with the same glyphs, the letters and signs of its
 *   script, in the same order; documents that use no other glyph get byte-identical subsets, which
 *   are kept compressed. A document with another glyph (a Greek letter in a substance name) gets
 *   its own subset as before. The price: a subset holds its script's few hundred glyphs (about
 *   40 KB more per PDF), not only the used ones.
 * Together: the largest demo sheet in about 12-15 ms instead of 45.
 */
export const FONT = { regular: 'sds-regular', bold: 'sds-bold' } as const

const require = createRequire(import.meta.url)
const load = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined
const parsed = () => (fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') })

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
/** Printable ASCII, Latin-1, Latin Extended-A, Romanian comma letters, the usual punctuation and signs (and the non-breaking hyphen identifiers are written with). */
const LATIN = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ...range(0x100, 0x17f), ...range(0x218, 0x21b), ...'–—‘’‚“”„•…‰‹›€™≤≥−\u2011']
const GREEK = range(0x386, 0x3ce)
const CYRILLIC = range(0x400, 0x45f)
/** A base glyph set: its name keys the glyph lists and subsets made from it. */
export interface BaseSet {
  name: string
  characters: string[]
}
const SETS = {
  latin: { name: 'latin', characters: LATIN },
  greek: { name: 'greek', characters: [...LATIN, ...GREEK] },
  cyrillic: { name: 'cyrillic', characters: [...LATIN, ...CYRILLIC] },
  all: { name: 'all', characters: [...LATIN, ...GREEK, ...CYRILLIC] },
} satisfies Record<string, BaseSet>
const SET_OF_LANG: Record<string, BaseSet> = { el: SETS.greek, bg: SETS.cyrillic }
/** The characters every subset of a document in `lang` starts with. */
export const baseCharacters = (lang: string) => (SET_OF_LANG[lang] ?? SETS.latin).characters

/**
 * The base set for a document whose texts mix languages (a label in Greek and Bulgarian): the
 * scripts its texts use. A letter of neither script still gets its glyph, in a subset of its own.
 */
export function baseSetForTexts(texts: Iterable<string>): BaseSet {
  let greek = false
  let cyrillic = false
  for (const text of texts)
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c >= 0x370 && c <= 0x3ff) greek = true
      else if (c >= 0x400 && c <= 0x4ff) cyrillic = true
    }
  return greek ? (cyrillic ? SETS.all : SETS.greek) : cyrillic ? SETS.cyrillic : SETS.latin
}

/** Shaped words per font; renewed now and then so a stream of different texts cannot grow it forever. */
const MAX_DOCUMENTS_PER_CACHE = 500
let layoutCaches = { regular: Object.create(null) as object, bold: Object.create(null) as object, documents: 0 }

/** Written subsets, compressed, by font and glyph list. */
const subsets = new Map<string, Uint8Array>()
const MAX_SUBSETS = 32

interface EmbeddedFontInternals {
  layoutCache?: object
  font: fontkit.Font
  scale: number
  widths: number[]
  unicode: number[][]
  subset: { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array }
  embed(): unknown
}
type Ref = { compress: boolean; data: Record<string, unknown> }
type Refs = { ref(data?: object): Ref }

const scriptGlyphs = new Map<string, fontkit.Glyph[]>()
function baseGlyphs(name: string, font: fontkit.Font, base: BaseSet): fontkit.Glyph[] {
  const key = `${name}:${base.name}`
  let glyphs = scriptGlyphs.get(key)
  if (!glyphs) scriptGlyphs.set(key, (glyphs = base.characters.map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!))))
  return glyphs
}

function prepare(doc: PDFKit.PDFDocument, name: string, layoutCache: object, base: BaseSet) {
  doc.font(name)
  const font = (doc as unknown as { _font: EmbeddedFontInternals })._font
  font.layoutCache = layoutCache
  // What pdfkit's encode() does for each glyph of a text, for the script's glyphs up front.
  for (const glyph of baseGlyphs(name, font.font, base)) {
    const gid = font.subset.includeGlyph(glyph.id)
    font.widths[gid] ??= glyph.advanceWidth * font.scale
    font.unicode[gid] ??= glyph.codePoints
  }
  const embed = font.embed.bind(font)
  font.embed = () => {
    const key = `${name}:${font.subset.glyphs.join(',')}`
    let compressed = subsets.get(key)
    if (!compressed) {
      compressed = deflateSync(font.subset.encode())
      if (subsets.size >= MAX_SUBSETS) subsets.delete(subsets.keys().next().value!)
      subsets.set(key, compressed)
    }
    const kept = compressed
    font.subset.encode = () => kept
    // The font program is the first object embed() creates: it gets the kept bytes, already compressed.
    const refs = doc as unknown as Refs
    const ref = refs.ref.bind(doc)
    let first = true
    refs.ref = (data?: object) => {
      const made = ref(data)
      if (first) {
        first = false
        made.compress = false
        made.data.Filter = 'FlateDecode'
      }
      return made
    }
    try {
      return embed()
    } finally {
      refs.ref = ref
    }
  }
}

/**
 * Registers the fonts on a new document in `lang` (ISO 639-1), or with the base set of its texts'
 * scripts (`baseSetForTexts`), and leaves the regular one selected.
 */
export function useSdsFonts(doc: PDFKit.PDFDocument, lang: string | BaseSet): void {
  const base = typeof lang === 'string' ? (SET_OF_LANG[lang] ?? SETS.latin) : lang
  const { regular, bold } = parsed()
  if (++layoutCaches.documents > MAX_DOCUMENTS_PER_CACHE) {
    layoutCaches = { regular: Object.create(null) as object, bold: Object.create(null) as object, documents: 1 }
  }
  // pdfkit accepts a fontkit font wherever it takes a font source; its types only list bytes and paths.
  doc.registerFont(FONT.regular, regular as unknown as Buffer)
  doc.registerFont(FONT.bold, bold as unknown as Buffer)
  prepare(doc, FONT.bold, layoutCaches.bold, base)
  prepare(doc, FONT.regular, layoutCaches.regular, base)
}
