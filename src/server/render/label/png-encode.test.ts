import { createCanvas, loadImage } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { encodePng } from './png-encode.ts'

/** RGBA pixels of the colours a label draws: every grey, and red blended with white and with black. */
function labelColours(): { rgba: Uint8Array; width: number; height: number } {
  const width = 256
  const height = 3
  const rgba = new Uint8Array(width * height * 4)
  for (let t = 0; t < 256; t++) {
    rgba.set([t, t, t, 255], t * 4)
    rgba.set([255, t, t, 255], (width + t) * 4)
    rgba.set([t, 0, 0, 255], (2 * width + t) * 4)
  }
  return { rgba, width, height }
}

async function decoded(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png)
  const canvas = createCanvas(image.width, image.height)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0)
  return ctx.getImageData(0, 0, image.width, image.height).data
}

describe('label PNG encoder', () => {
  it('writes an RGBA image at the print resolution', () => {
    const { rgba, width, height } = labelColours()
    const png = encodePng(rgba, width, height, 150)
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(width)
    expect(png.readUInt32BE(20)).toBe(height)
    expect(png[25]).toBe(6)
    const phys = png.indexOf('pHYs', 0, 'latin1')
    expect(Math.round(png.readUInt32BE(phys + 4) * 0.0254)).toBe(150)
  })

  it('gives back every pixel exactly: antialiased greys, the red of the pictograms and its blends', async () => {
    const { rgba, width, height } = labelColours()
    expect([...(await decoded(encodePng(rgba, width, height, 150)))]).toEqual([...rgba])
  })

  it('gives back the pixels of a view into a larger buffer, at any offset', async () => {
    const { rgba, width, height } = labelColours()
    const larger = new Uint8Array(rgba.length + 3)
    larger.set(rgba, 3)
    expect([...(await decoded(encodePng(larger.subarray(3), width, height, 150)))]).toEqual([...rgba])
  })
})
