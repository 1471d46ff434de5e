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
  it('writes a palette image at the print resolution', () => {
    const { rgba, width, height } = labelColours()
    const png = encodePng(rgba, width, height, 150)
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(width)
    expect(png.readUInt32BE(20)).toBe(height)
    expect(png[25]).toBe(3)
    const phys = png.indexOf('pHYs', 0, 'latin1')
    expect(Math.round(png.readUInt32BE(phys + 4) * 0.0254)).toBe(150)
  })

  it('keeps white, black and red exact, and moves an antialiased grey by 1 at most and a blend of red by 4', async () => {
    const { rgba, width, height } = labelColours()
    const pixels = await decoded(encodePng(rgba, width, height, 150))
    const worst = [0, 0, 0]
    for (let row = 0; row < height; row++)
      for (let x = 0; x < width; x++) {
        const i = (row * width + x) * 4
        for (let c = 0; c < 3; c++) worst[row] = Math.max(worst[row]!, Math.abs(pixels[i + c]! - rgba[i + c]!))
      }
    expect(worst).toEqual([1, 4, 4])
    const at = (row: number, x: number) => [...pixels.subarray((row * width + x) * 4, (row * width + x) * 4 + 3)]
    expect(at(0, 0)).toEqual([0, 0, 0])
    expect(at(0, 255)).toEqual([255, 255, 255])
    expect(at(1, 0)).toEqual([255, 0, 0])
  })

  it("gives each colour past the palette's 256th the nearest colour the palette holds", async () => {
    // 512 colours that rounding leaves as they are: red in steps of 8 (32 values), green in steps of 16 (16 values).
    const width = 512
    const rgba = new Uint8Array(width * 4)
    for (let x = 0; x < width; x++) rgba.set([(x % 32) * 8, Math.floor(x / 32) * 16, 128, 255], x * 4)
    const pixels = await decoded(encodePng(rgba, width, 1, 150))
    for (let x = 0; x < width; x++) {
      const red = (x % 32) * 8
      const green = Math.floor(x / 32) * 16
      // The first 256 (green up to 112) are in the palette; a greener one is nearest to its red with green 112.
      const expected = x < 256 ? [red, green, 128] : [red, 112, 128]
      expect([...pixels.subarray(x * 4, x * 4 + 3)], `pixel ${x}`).toEqual(expected)
    }
  })
})
