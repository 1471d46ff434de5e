import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { decodePng } from '#test-support/server/png-pixels.ts'
import { describe, expect, it } from 'vitest'
import { tempDir } from '#test-support/server/fixtures.ts'
import { CAPACITY_RULES } from './clp-rules.ts'
import type { LabelContent } from './model.ts'
import { layoutLabel, type LabelLayout, type LayoutItem } from './layout.ts'
import { renderLabelPdf } from './pdf.ts'
import { pictogramBoxSide } from './pictogram-art.ts'
import { renderLabelPng } from './png.ts'

/**
 * Pictogram geometry (CLP Annex I, 1.2.1, Table 1.3) measured in what the renderers produce, and
 * one pictogram pipeline: each GHS pictogram in the PNG against the PDF rasterised by poppler.
 */
const GHS_DIR = new URL('../../phrases/ghs/', import.meta.url)
const svgOf = (code: string) => readFileSync(new URL(`${code}.svg`, GHS_DIR), 'utf8')
const CODES = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09']
const PT_PER_MM = 72 / 25.4

function onePictogram(code: string, frame: number): LabelLayout {
  const size = pictogramBoxSide(frame)
  const item: LayoutItem = { kind: 'pictogram', x: 2, y: 2, size, frame, code }
  return { width: size + 4, height: size + 4, items: [item], missing: [], omitted: [], overflow: false, fontPt: 10, columns: 1 }
}

type Rgba = { data: Uint8ClampedArray | Uint8Array; width: number; height: number }

const pixels = decodePng

type Colour = 'white' | 'red' | 'black' | 'other'
function colourAt(img: Rgba, x: number, y: number): Colour {
  const i = (y * img.width + x) * 4
  const [r, g, b] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]
  if (r > 200 && g > 200 && b > 200) return 'white'
  if (r > 180 && g < 100 && b < 100) return 'red'
  if (r < 90 && g < 90 && b < 90) return 'black'
  return 'other'
}

/** Side (mm) of the red-bordered square: the red diamond's tip-to-tip width divided by √2. */
function frameSideFromPixels(img: Rgba, dpi: number): number {
  let min = Infinity
  let max = -Infinity
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (colourAt(img, x, y) === 'red') {
        min = Math.min(min, x)
        max = Math.max(max, x)
      }
  return ((max - min + 1) / dpi) * 25.4 * Math.SQRT1_2
}

/** The content streams of a PDF, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const out: string[] = []
  let at = 0
  for (;;) {
    const start = pdf.indexOf('stream\n', at, 'latin1')
    if (start < 0) return out
    const end = pdf.indexOf('\nendstream', start, 'latin1')
    const dict = pdf.toString('latin1', pdf.lastIndexOf('<<', start), start)
    const raw = pdf.subarray(start + 7, end)
    if (!/FontFile|Subtype\s*\/Image/.test(dict)) {
      try {
        out.push((/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1'))
      } catch {
        // not a stream this test reads
      }
    }
    at = end + 10
  }
}

/**
 * The widest red-filled path of the page, in page points: a small content-stream interpreter
 * that follows the transformation matrix (q, Q, cm), the fill colour and the path operators.
 */
function widestRedFill(content: string): number {
  type M = [number, number, number, number, number, number]
  const mul = (a: M, b: M): M => [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ]
  let ctm: M = [1, 0, 0, 1, 0, 0]
  const saved: M[] = []
  let red = false
  let xs: number[] = []
  let widest = 0
  let operands: number[] = []
  const point = (x: number, y: number) => xs.push(ctm[0] * x + ctm[2] * y + ctm[4])
  for (const token of content.split(/\s+/)) {
    if (/^-?[\d.]+(e-?\d+)?$/.test(token)) {
      operands.push(Number(token))
      continue
    }
    const o = operands
    switch (token) {
      case 'q':
        saved.push(ctm)
        break
      case 'Q':
        ctm = saved.pop() ?? ctm
        break
      case 'cm':
        ctm = mul(o.slice(-6) as M, ctm)
        break
      case 'rg':
      case 'scn':
      case 'sc':
        red = o.length >= 3 && o[o.length - 3]! > 0.9 && o[o.length - 2]! < 0.1 && o[o.length - 1]! < 0.1
        break
      case 'm':
      case 'l':
        point(o[o.length - 2]!, o[o.length - 1]!)
        break
      case 'c':
        point(o[0]!, o[1]!)
        point(o[2]!, o[3]!)
        point(o[4]!, o[5]!)
        break
      case 're':
        point(o[0]!, o[1]!)
        point(o[0]! + o[2]!, o[1]! + o[3]!)
        break
      case 'f':
      case 'f*':
      case 'F':
      case 'B':
      case 'B*':
        if (red && xs.length > 0) widest = Math.max(widest, Math.max(...xs) - Math.min(...xs))
        xs = []
        break
      case 'n':
      case 'S':
        xs = []
        break
    }
    operands = []
  }
  return widest
}

async function pdfOf(layout: LabelLayout) {
  return renderLabelPdf(layout, svgOf, { mode: 'single', title: 'test', date: new Date(0), lang: 'en' })
}

function rasterised(pdf: Buffer, dpi: number): Buffer {
  const dir = tempDir()
  writeFileSync(join(dir, 'p.pdf'), pdf)
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', join(dir, 'p.pdf'), join(dir, 'p')])
  return readFileSync(join(dir, 'p.png'))
}

const content = (codes: string[]): LabelContent => ({
  title: 'Test',
  synonyms: [],
  ufi: [],
  pictograms: codes.map((code) => ({ code, name: code })),
  pictogramMarks: false,
  languages: [],
  supplier: ['Supplier', 'Tel. +386 1 000 0000'],
  supplierAddress: ['Supplier'],
  logo: false,
  hazardCodes: [],
  gaps: [],
  untranslated: [],
  warnings: [],
  precautionCount: 0,
})

describe('pictogram geometry (CLP Annex I, 1.2.1)', () => {
  it('gives the red-bordered square the side of the package capacity, on a label with room', () => {
    for (const [emb, rule] of Object.entries(CAPACITY_RULES)) {
      const style = { width: 210, height: 297, margins: { top: 6, right: 6, bottom: 6, left: 6 }, fontPt: 10, titlePt: 16, qrMm: 0 }
      const layout = layoutLabel(content(['GHS02', 'GHS07']), {
        ...style,
        pictogramMm: rule.pictogramPreferredMm,
        pictogramMinMm: rule.pictogramMinMm,
        minXHeightMm: rule.minXHeightMm,
      })
      const frames = layout.items.filter((i) => i.kind === 'pictogram').map((i) => i.frame)
      expect(frames, `package size ${emb}`).toEqual([rule.pictogramPreferredMm, rule.pictogramPreferredMm])
    }
  })

  it.each([10, 16, 23, 32, 46])('draws a %s mm red-bordered square, measured in the PDF and in the PNG', async (frame) => {
    const layout = onePictogram('GHS02', frame)
    const pdf = await pdfOf(layout)
    const widest = Math.max(...contentStreams(pdf).map(widestRedFill))
    expect((widest / PT_PER_MM) * Math.SQRT1_2).toBeCloseTo(frame, 0)
    expect(Math.abs((widest / PT_PER_MM) * Math.SQRT1_2 - frame)).toBeLessThan(0.2)
    const dpi = 300
    const side = frameSideFromPixels(await pixels(renderLabelPng(layout, svgOf, dpi)), dpi)
    expect(Math.abs(side - frame), `PNG frame ${side.toFixed(2)} mm`).toBeLessThan(0.25)
    // Never below 1 cm² (Annex I, 1.2.1.1).
    expect(side * side).toBeGreaterThanOrEqual(100 - 5)
  })

  it.each(CODES)('%s: the PNG shows the same white field, red frame and black symbol as the PDF', async (code) => {
    const layout = onePictogram(code, 16)
    const dpi = 150
    const png = await pixels(renderLabelPng(layout, svgOf, dpi))
    const pdf = await pixels(rasterised(await pdfOf(layout), dpi))
    const counts = { png: { white: 0, red: 0, black: 0, other: 0 }, pdf: { white: 0, red: 0, black: 0, other: 0 } }
    let same = 0
    let total = 0
    const w = Math.min(png.width, pdf.width)
    const h = Math.min(png.height, pdf.height)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const a = colourAt(png, x, y)
        const b = colourAt(pdf, x, y)
        counts.png[a]++
        counts.pdf[b]++
        total++
        if (a === b) same++
      }
    expect(same / total, JSON.stringify(counts)).toBeGreaterThan(0.95)
    for (const side of [counts.png, counts.pdf]) {
      // Inside the diamond: a white field (more than a quarter of the box), a red frame and a black symbol.
      expect(side.white / total, `${code} white ${JSON.stringify(counts)}`).toBeGreaterThan(0.25)
      expect(side.red / total, `${code} red`).toBeGreaterThan(0.05)
      expect(side.black / total, `${code} black`).toBeGreaterThan(0.01)
    }
  })
})
