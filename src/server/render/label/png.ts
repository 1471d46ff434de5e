import { createCanvas, GlobalFonts, Image, type Canvas, type SKRSContext2D } from './canvas.ts'
import { FONT_FAMILY, FONT_FILES, glyphReachEm, MM_PER_PT } from './fonts.ts'
import type { LabelLayout, LayoutItem } from './layout.ts'
import { pictogramArt } from './pictogram-art.ts'
import { assemblePng, encodePng, encodePngPiece, type PngColours, type PngPiece } from './png-encode.ts'

/**
 * The raster renderer: the layout drawn with Skia (@napi-rs/canvas) in the embedded DejaVu Sans,
 * GHS pictograms from the phrase library's SVGs, then encoded as PNG at `dpi`.
 */
let fontsReady = false
function ensureFonts(): void {
  if (fontsReady) return
  GlobalFonts.registerFromPath(FONT_FILES.regular, FONT_FAMILY)
  GlobalFonts.registerFromPath(FONT_FILES.bold, FONT_FAMILY)
  fontsReady = true
}

const images = new Map<string, Image>()
/** The pictogram as the label pipeline normalises it, decoded once. */
function svgImage(svg: string): Image {
  let image = images.get(svg)
  if (!image) {
    image = new Image()
    image.src = Buffer.from(pictogramArt(svg))
    images.set(svg, image)
  }
  return image
}

export const DEFAULT_PNG_DPI = 150

/**
 * Pictograms drawn once at the pixel size a label asks for, then copied as bitmaps: drawing the
 * vector art anew costs more than the rest of a label's drawing together.
 */
const rasters = new Map<string, Canvas>()
const MAX_RASTERS = 256
function pictogramRaster(svg: string, px: number): Canvas {
  const key = `${px}:${svg}`
  let raster = rasters.get(key)
  if (!raster) {
    if (rasters.size >= MAX_RASTERS) rasters.delete(rasters.keys().next().value!)
    raster = createCanvas(px, px)
    raster.getContext('2d').drawImage(svgImage(svg), 0, 0, px, px)
    rasters.set(key, raster)
  }
  return raster
}

/**
 * One canvas per pixel size, drawn over for every label of that size: a new canvas pays for its
 * pixel memory on first touch, which costs more than drawing the label. Rendering is synchronous,
 * so one canvas per thread is never shared by two labels at once.
 */
const canvases = new Map<string, Canvas>()
const MAX_CANVASES = 4
function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`
  let canvas = canvases.get(key)
  if (!canvas) {
    if (canvases.size >= MAX_CANVASES) canvases.delete(canvases.keys().next().value!)
    canvas = createCanvas(width, height)
    canvases.set(key, canvas)
  }
  return canvas
}

/** The context's font and fill as last set: setting a font parses it, so it is set only when it changes. */
interface DrawState {
  font: string
  fill: string
}

function fill(ctx: SKRSContext2D, state: DrawState, colour: string): void {
  if (state.fill !== colour) ctx.fillStyle = state.fill = colour
}

/**
 * Where a label's millimetres land on the band's pixels. Positions are scaled here, in double
 * precision, and rounded to 1/256 pixel, and Skia is given them with no scale of its own, only the
 * band's whole-pixel offset: every coordinate is then a number Skia's single-precision arithmetic
 * holds exactly, whatever the offset, so a band draws each item on the very pixels (and with the
 * very antialiasing) the whole label does. With the scale in Skia's matrix, a band's offset changed
 * the rounding of a few edge pixels by a level or two.
 */
interface Device {
  /** Pixels per millimetre across and down (they differ slightly: the pixel size is rounded). */
  sx: number
  sy: number
  /** The band's first row. */
  top: number
}
const GRID = 256
const px = (mm: number, scale: number) => Math.round(mm * scale * GRID) / GRID

function draw(ctx: SKRSContext2D, state: DrawState, item: LayoutItem, pictogramSvg: (code: string) => string | undefined, d: Device): void {
  const x = px(item.x, d.sx)
  const y = px(item.y, d.sy) - d.top
  switch (item.kind) {
    case 'text': {
      fill(ctx, state, '#000')
      const font = `${item.weight === 'bold' ? 'bold ' : ''}${px(item.sizePt * MM_PER_PT, d.sy)}px "${FONT_FAMILY}"`
      if (state.font !== font) ctx.font = state.font = font
      ctx.fillText(item.text, x, y)
      return
    }
    case 'pictogram': {
      // The bitmap is drawn at its own size on whole pixels: a copy, with no resampling that could
      // blend its edges differently from one band to the next (at most half a pixel off its place).
      const svg = pictogramSvg(item.code)
      if (svg) ctx.drawImage(pictogramRaster(svg, Math.max(1, Math.round(item.size * d.sy))), Math.round(x), Math.round(y))
      return
    }
    case 'qr': {
      const quiet = 1
      const cell = item.size / (item.count + 2 * quiet)
      fill(ctx, state, '#fff')
      ctx.fillRect(x, y, px(item.size, d.sx), px(item.size, d.sy))
      fill(ctx, state, '#000')
      ctx.beginPath()
      const [w, h] = [px(cell + 0.01, d.sx), px(cell + 0.01, d.sy)]
      for (let r = 0; r < item.count; r++)
        for (let c = 0; c < item.count; c++)
          if (item.modules[r * item.count + c])
            ctx.rect(px(item.x + (c + quiet) * cell, d.sx), px(item.y + (r + quiet) * cell, d.sy) - d.top, w, h)
      ctx.fill()
      return
    }
    case 'box':
      ctx.strokeStyle = '#777'
      ctx.lineWidth = px(0.25, d.sy)
      ctx.setLineDash(item.dashed ? [px(1.2, d.sy), px(0.8, d.sy)] : [])
      ctx.strokeRect(x, y, px(item.w, d.sx), px(item.h, d.sy))
      ctx.setLineDash([])
      return
  }
}

/** The part of the label's height (mm, top down) an item's ink can cover. */
function verticalReach(item: LayoutItem): { top: number; bottom: number } {
  switch (item.kind) {
    case 'text': {
      const em = item.sizePt * MM_PER_PT
      const { above, below } = glyphReachEm(item.weight)
      return { top: item.y - above * em, bottom: item.y + below * em }
    }
    case 'box':
      return { top: item.y, bottom: item.y + item.h }
    default:
      return { top: item.y, bottom: item.y + item.size }
  }
}

/** Pixel size of a label at `dpi`. */
export function pixelSize(layout: Pick<LabelLayout, 'width' | 'height'>, dpi: number) {
  return { width: Math.round((layout.width / 25.4) * dpi), height: Math.round((layout.height / 25.4) * dpi) }
}

/** A horizontal band of an image: band `index` (from 0, top down) of `count` of about equal height. */
export interface PngBand {
  index: number
  count: number
}
const WHOLE: PngBand = { index: 0, count: 1 }

/** The band's first row and its number of rows, for an image `height` rows high. */
export function bandRows(height: number, band: PngBand): { top: number; rows: number } {
  const top = Math.floor((band.index * height) / band.count)
  return { top, rows: Math.floor(((band.index + 1) * height) / band.count) - top }
}

/**
 * One band of the label's PNG: the layout's items that reach the band's rows, drawn through a window
 * onto those rows, read back and compressed as the band's part of the image. The bands
 * of a label, drawn in different threads, put together give the same pixels as one drawing: the
 * window moves by whole pixels and every coordinate is exact (Device), so every item lands on the
 * same pixels.
 */
export function renderLabelPngPiece(
  layout: LabelLayout,
  pictogramSvg: (code: string) => string | undefined,
  dpi: number,
  band: PngBand,
  colours: PngColours,
): PngPiece {
  ensureFonts()
  const { width, height } = pixelSize(layout, dpi)
  const { top, rows } = bandRows(height, band)
  const last = band.index === band.count - 1
  if (rows === 0) return encodePngPiece(new Uint8Array(0), width, 0, last, colours)
  const canvas = canvasOf(width, rows)
  const ctx = canvas.getContext('2d')
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, rows)
  const state: DrawState = { font: ctx.font, fill: '#fff' }
  // Items wholly outside the band are not drawn: Skia would clip their pixels, but a line of text is
  // still shaped before it is clipped. The window is widened by two pixels each way for antialiasing
  // and line widths, so what is skipped could not have touched a pixel of the band.
  const device: Device = { sx: width / layout.width, sy: height / layout.height, top }
  const windowTop = (top - 2) / device.sy
  const windowBottom = (top + rows + 2) / device.sy
  for (const item of layout.items) {
    const reach = verticalReach(item)
    if (reach.bottom >= windowTop && reach.top <= windowBottom) draw(ctx, state, item, pictogramSvg, device)
  }
  // The canvas's own pixels are premultiplied RGBA, which for an opaque label are the straight
  // values a PNG holds; reading them skips the conversion (and copy) that getImageData makes.
  return encodePngPiece(canvas.data(), width, rows, last, colours)
}

/** The label's PNG drawn in this thread, in one band. */
export function renderLabelPng(layout: LabelLayout, pictogramSvg: (code: string) => string | undefined, dpi = DEFAULT_PNG_DPI): Buffer {
  const { width, height } = pixelSize(layout, dpi)
  return assemblePng(width, height, dpi, [renderLabelPngPiece(layout, pictogramSvg, dpi, WHOLE, 'palette')])
}

/** One pictogram as a PNG of `px` square (for the Word document). */
export function pictogramPng(svg: string, px: number): Buffer {
  const canvas = createCanvas(px, px)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, px, px)
  ctx.drawImage(svgImage(svg), 0, 0, px, px)
  return encodePng(canvas.data(), px, px, 300)
}
