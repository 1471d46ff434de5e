import { createCanvas, Image } from './canvas.ts'

/**
 * One pictogram pipeline for every label renderer (PNG, PDF, Word). The reference SVGs differ in
 * two ways the renderers must not each discover on their own:
 * - Colours are named in capitals inside style attributes ("fill:White"). Skia and svg-to-pdfkit
 *   do not both read those, and a colour they cannot read becomes black (GHS07 turned into a solid
 *   black diamond). Every named fill and stroke is rewritten once as a hex colour.
 * - Their view boxes leave a different blank margin around the diamond. The drawing is cropped
 *   to the diamond's tips, so the box a renderer draws into is exactly the diamond's bounding
 *   square: CLP sizes the red-bordered square itself (Annex I, 1.2.1), whose side is that bounding
 *   square's side divided by the square root of two.
 */
export const BOX_PER_FRAME_SIDE = Math.SQRT2

/** The side of the square drawing box that holds a pictogram whose red-bordered square has side `frameSide`. */
export const pictogramBoxSide = (frameSide: number) => frameSide * BOX_PER_FRAME_SIDE

const NAMED: Record<string, string> = {
  white: '#ffffff',
  red: '#ff0000',
  black: '#000000',
  none: 'none',
  transparent: 'none',
}

/** Named fill and stroke colours (in style attributes and presentation attributes) as hex. */
export function normaliseColours(svg: string): string {
  const hex = (name: string) => NAMED[name.toLowerCase()] ?? name.toLowerCase()
  return svg
    .replace(/\b(fill|stroke)\s*:\s*([A-Za-z]+)\b/g, (_all, prop: string, colour: string) => `${prop}:${hex(colour)}`)
    .replace(/\b(fill|stroke)="([A-Za-z]+)"/g, (_all, prop: string, colour: string) => `${prop}="${hex(colour)}"`)
}

/** The view box of the SVG root: x, y, width, height. */
function viewBoxOf(svg: string): [number, number, number, number] | undefined {
  const box = /<svg\b[^>]*\bviewBox="([^"]+)"/
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  return box && box.length === 4 && box.every(Number.isFinite) ? (box as [number, number, number, number]) : undefined
}

const PROBE_PX = 1024

/** The drawn extent inside the view box, found by rasterising once: the diamond's tips. */
function drawnExtent(svg: string, box: [number, number, number, number]): [number, number, number, number] | undefined {
  const canvas = createCanvas(PROBE_PX, PROBE_PX)
  const ctx = canvas.getContext('2d')
  const image = new Image()
  image.src = Buffer.from(svg)
  ctx.drawImage(image, 0, 0, PROBE_PX, PROBE_PX)
  const data = canvas.data()
  let minX = PROBE_PX
  let minY = PROBE_PX
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < PROBE_PX; y++)
    for (let x = 0; x < PROBE_PX; x++)
      if (data[(y * PROBE_PX + x) * 4 + 3]! > 127) {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
  if (maxX < 0) return undefined
  const [bx, by, bw, bh] = box
  const sx = bw / PROBE_PX
  const sy = bh / PROBE_PX
  // A square around the centre of what is drawn, as wide as its larger extent.
  const cx = bx + ((minX + maxX + 1) / 2) * sx
  const cy = by + ((minY + maxY + 1) / 2) * sy
  const side = Math.max((maxX - minX + 1) * sx, (maxY - minY + 1) * sy)
  return [cx - side / 2, cy - side / 2, side, side]
}

function cropped(svg: string): string {
  const colours = normaliseColours(svg)
  const box = viewBoxOf(colours)
  const extent = box && drawnExtent(colours, box)
  if (!extent) return colours
  const [x, y, w, h] = extent.map((n) => Number(n.toFixed(3)))
  return colours.replace(/<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(width|height)="[^"]*"/g, '')
      .replace(/\bviewBox="[^"]*"/, `viewBox="${x} ${y} ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet"`),
  )
}

const art = new Map<string, string>()

/** The pictogram as every label renderer draws it: hex colours, view box on the diamond's tips. Made once per SVG. */
export function pictogramArt(svg: string): string {
  let done = art.get(svg)
  if (done === undefined) {
    done = cropped(svg)
    art.set(svg, done)
  }
  return done
}
