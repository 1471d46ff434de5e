import { decodePng } from '#test-support/server/png-pixels.ts'
import { describe, expect, it } from 'vitest'
import { deflateSync } from 'node:zlib'
import { adler32, assemblePng, combineAdler32, encodePng, encodePngPiece } from './png-encode.ts'

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

const decoded = async (png: Buffer) => (await decodePng(png)).data

/** The same pixels and one blue one, a colour no label draws. */
function withBlue(): { rgba: Uint8Array; width: number; height: number } {
  const image = labelColours()
  image.rgba.set([0, 0, 255, 255], 7 * 4)
  return image
}

const header = (png: Buffer) => ({
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
  colourType: png[25],
  dpi: Math.round(png.readUInt32BE(png.indexOf('pHYs', 0, 'latin1') + 4) * 0.0254),
})

/** The largest difference of any channel of any pixel. */
function largestDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(a.length).toBe(b.length)
  let largest = 0
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!))
  return largest
}

describe('label PNG encoder', () => {
  it("writes a label's colours as palette indices, at the print resolution", () => {
    const { rgba, width, height } = labelColours()
    const png = encodePng(rgba, width, height, 150)
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect(header(png)).toEqual({ width, height, colourType: 3, dpi: 150 })
    expect(png.indexOf('PLTE', 0, 'latin1')).toBeGreaterThan(0)
  })

  it('gives back every antialiased grey, the red of the pictograms and its blends within one level of 255', async () => {
    const { rgba, width, height } = labelColours()
    expect(largestDifference(await decoded(encodePng(rgba, width, height, 150)), rgba)).toBe(1)
  })

  it('writes an image with a colour outside the label palette in RGBA, every pixel exact', async () => {
    const { rgba, width, height } = withBlue()
    const png = encodePng(rgba, width, height, 150)
    expect(header(png).colourType).toBe(6)
    expect([...(await decoded(png))]).toEqual([...rgba])
  })

  it('gives back the pixels of a view into a larger buffer, at any offset', async () => {
    for (const { rgba, width, height } of [labelColours(), withBlue()]) {
      const larger = new Uint8Array(rgba.length + 3)
      larger.set(rgba, 3)
      const fromView = await decoded(encodePng(larger.subarray(3), width, height, 150))
      expect([...fromView]).toEqual([...(await decoded(encodePng(rgba, width, height, 150)))])
    }
  })

  it('gives back runs of white ground between label colours, at the start, middle and end of rows', async () => {
    // Rows of white ground with text pixels in between, as a label is: white is written in runs.
    const width = 40
    const height = 4
    const rgba = new Uint8Array(width * height * 4).fill(255)
    const paint = (x: number, y: number, rgb: number[]) => rgba.set([...rgb, 255], (y * width + x) * 4)
    paint(0, 1, [0, 0, 0])
    paint(17, 1, [120, 120, 120])
    paint(18, 1, [255, 60, 60])
    paint(39, 2, [90, 0, 0])
    paint(0, 3, [255, 0, 0])
    paint(39, 3, [0, 0, 0])
    const png = encodePng(rgba, width, height, 150)
    expect(header(png).colourType).toBe(3)
    const back = await decoded(png)
    expect(largestDifference(back, rgba)).toBeLessThanOrEqual(1)
    // White, black and red are exact.
    for (const [x, y] of [
      [0, 0],
      [39, 0],
      [0, 1],
      [16, 1],
      [19, 1],
      [0, 3],
      [39, 3],
    ] as const)
      expect([...back.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)]).toEqual([
        ...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
      ])
  })

  it('writes in RGBA an image whose only stray pixel follows a run of white', async () => {
    const width = 40
    const rgba = new Uint8Array(width * 2 * 4).fill(255)
    rgba.set([0, 0, 255, 255], (width + 25) * 4)
    const png = encodePng(rgba, width, 2, 150)
    expect(header(png).colourType).toBe(6)
    expect([...(await decoded(png))]).toEqual([...rgba])
  })

  it('writes a pixel that is not opaque in RGBA', async () => {
    const { rgba, width, height } = labelColours()
    rgba[3] = 128
    expect(header(encodePng(rgba, width, height, 150)).colourType).toBe(6)
  })

  it('puts an image together from bands compressed apart, with the same pixels as the whole', async () => {
    for (const image of [labelColours(), withBlue()]) {
      const { rgba, width, height } = image
      const row = width * 4
      const bands = [0, 1, 2].map((i) => encodePngPiece(rgba.subarray(i * row, (i + 1) * row), width, 1, i === 2, 'palette'))
      if (new Set(bands.map((b) => b.colourType)).size > 1) continue // a label's bands are drawn again in RGBA then
      const whole = await decoded(encodePng(rgba, width, height, 150))
      expect([...(await decoded(assemblePng(width, height, 150, bands)))]).toEqual([...whole])
    }
    const { rgba, width } = withBlue()
    const row = width * 4
    const rgbaBands = [0, 1, 2].map((i) => encodePngPiece(rgba.subarray(i * row, (i + 1) * row), width, 1, i === 2, 'rgba'))
    expect([...(await decoded(assemblePng(width, 3, 150, rgbaBands)))]).toEqual([...rgba])
  })

  it('refuses to put together bands of different colour types', () => {
    const { rgba, width } = labelColours()
    const row = width * 4
    const palette = encodePngPiece(rgba.subarray(0, row), width, 1, false, 'palette')
    const rgbaBand = encodePngPiece(rgba.subarray(row, 2 * row), width, 1, true, 'rgba')
    expect(() => assemblePng(width, 2, 150, [palette, rgbaBand])).toThrow(/different colour types/)
  })

  it("combines the bands' Adler-32 checksums into the checksum of the whole", () => {
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 31 + (i >> 7)) & 255))
    const whole = deflateSync(bytes)
    expect(adler32(bytes)).toBe(whole.readUInt32BE(whole.length - 4))
    for (const cut of [0, 1, 65_521, 131_042, 199_999])
      expect(combineAdler32(adler32(bytes.subarray(0, cut)), adler32(bytes.subarray(cut)), bytes.length - cut)).toBe(adler32(bytes))
  })
})
