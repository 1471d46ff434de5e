import { createCanvas, GlobalFonts, Image, type SKRSContext2D } from '@napi-rs/canvas'
import { FONT_FAMILY, FONT_FILES, MM_PER_PT } from './fonts.ts'
import type { LabelLayout, LayoutItem } from './layout.ts'
import { pictogramArt } from './pictogram-art.ts'
import { encodePng } from './png-encode.ts'

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

function draw(ctx: SKRSContext2D, item: LayoutItem, pictogramSvg: (code: string) => string | undefined): void {
  switch (item.kind) {
    case 'text':
      ctx.fillStyle = '#000'
      ctx.font = `${item.weight === 'bold' ? 'bold ' : ''}${(item.sizePt * MM_PER_PT).toFixed(3)}px "${FONT_FAMILY}"`
      ctx.fillText(item.text, item.x, item.y)
      return
    case 'pictogram': {
      const svg = pictogramSvg(item.code)
      if (svg) ctx.drawImage(svgImage(svg), item.x, item.y, item.size, item.size)
      return
    }
    case 'qr': {
      const quiet = 1
      const cell = item.size / (item.count + 2 * quiet)
      ctx.fillStyle = '#fff'
      ctx.fillRect(item.x, item.y, item.size, item.size)
      ctx.fillStyle = '#000'
      ctx.beginPath()
      for (let r = 0; r < item.count; r++)
        for (let c = 0; c < item.count; c++)
          if (item.modules[r * item.count + c]) ctx.rect(item.x + (c + quiet) * cell, item.y + (r + quiet) * cell, cell + 0.01, cell + 0.01)
      ctx.fill()
      return
    }
    case 'box':
      ctx.strokeStyle = '#777'
      ctx.lineWidth = 0.25
      ctx.setLineDash(item.dashed ? [1.2, 0.8] : [])
      ctx.strokeRect(item.x, item.y, item.w, item.h)
      ctx.setLineDash([])
      return
  }
}

/** Pixel size of a label at `dpi`. */
export function pixelSize(layout: Pick<LabelLayout, 'width' | 'height'>, dpi: number) {
  return { width: Math.round((layout.width / 25.4) * dpi), height: Math.round((layout.height / 25.4) * dpi) }
}

export function renderLabelPng(layout: LabelLayout, pictogramSvg: (code: string) => string | undefined, dpi = DEFAULT_PNG_DPI): Buffer {
  ensureFonts()
  const { width, height } = pixelSize(layout, dpi)
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.scale(width / layout.width, height / layout.height)
  for (const item of layout.items) draw(ctx, item, pictogramSvg)
  return encodePng(canvas.data(), width, height, dpi)
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
