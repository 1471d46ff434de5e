import { describe, expect, it } from 'vitest'
import { binaryModuleText, compilePaletteMap } from '#build/palette-wasm.ts'
import { LABEL_PALETTE, LABEL_PALETTE_SIZE } from './label-palette.ts'
import { PALETTE_MAP_WASM } from './palette-map-binary.ts'
import { mapToPaletteInJs, paletteScanlines } from './palette-map.ts'

/** A deterministic pseudo-random sequence (the same rasters on every run). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff
    return state / 0x80000000
  }
}

/** A raster of label colours: runs of white of every length, and palette colours between them. */
function labelRaster(width: number, height: number, seed: number): Uint8Array {
  const next = random(seed)
  const rgba = new Uint8Array(width * height * 4).fill(255)
  for (let i = 0; i < width * height; i++) {
    if (next() < 0.6) continue
    const index = Math.floor(next() * LABEL_PALETTE_SIZE)
    rgba.set([LABEL_PALETTE[index * 3]!, LABEL_PALETTE[index * 3 + 1]!, LABEL_PALETTE[index * 3 + 2]!, 255], i * 4)
  }
  return rgba
}

/** The JavaScript loop's answer, the reference. */
function reference(rgba: Uint8Array, width: number, height: number): Buffer | undefined {
  const raw = Buffer.alloc(width * height + height)
  return mapToPaletteInJs(new Int32Array(rgba.slice().buffer), raw, width, height) ? raw : undefined
}

const noSpare = (): Buffer => {
  throw new Error('the JavaScript loop ran: the WebAssembly module did not')
}

describe('the label palette pass in WebAssembly', () => {
  it('is the compiled form of palette-map.wat', async () => {
    expect(Buffer.from(PALETTE_MAP_WASM, 'base64')).toEqual(Buffer.from(await compilePaletteMap()))
    expect(binaryModuleText(await compilePaletteMap())).toContain(PALETTE_MAP_WASM)
  })

  it('gives the JavaScript loop’s scanlines for every width, including rows not a multiple of four pixels', () => {
    for (let width = 1; width <= 13; width++) {
      for (const height of [1, 2, 7]) {
        const rgba = labelRaster(width, height, width * 31 + height)
        const expected = reference(rgba, width, height)
        expect(expected).toBeDefined()
        // noSpare: WebAssembly does the work here, or the test fails.
        expect(Buffer.from(paletteScanlines(rgba, width, height, noSpare)!)).toEqual(expected)
      }
    }
  })

  it('maps a whole label-sized raster, white ground and all, as the JavaScript loop does', () => {
    const [width, height] = [1240, 300]
    const rgba = labelRaster(width, height, 7)
    rgba.fill(255, 0, width * 40 * 4) // forty white rows
    expect(Buffer.from(paletteScanlines(rgba, width, height, noSpare)!)).toEqual(reference(rgba, width, height))
  })

  it('refuses an image with a pixel that is not opaque, has green unequal to blue, or no palette colour', () => {
    const width = 9 // two vectors of four, then one pixel in the row's tail
    const strays: [string, number[]][] = [
      ['half transparent', [255, 255, 255, 254]],
      ['green unequal to blue', [200, 100, 90, 255]],
      ['green above red', [10, 200, 200, 255]],
    ]
    for (const [, pixel] of strays) {
      for (const at of [0, 3, 5, 8, 9 + 8]) {
        const rgba = new Uint8Array(width * 2 * 4).fill(255)
        rgba.set(pixel, at * 4)
        expect(reference(rgba, width, 2)).toBeUndefined()
        expect(paletteScanlines(rgba, width, 2, noSpare)).toBeUndefined()
      }
    }
  })

  it('reads pixels that do not start on a four-byte boundary', () => {
    const [width, height] = [6, 3]
    const rgba = labelRaster(width, height, 3)
    const shifted = new Uint8Array(rgba.length + 1).subarray(1)
    shifted.set(rgba)
    expect(Buffer.from(paletteScanlines(shifted, width, height, noSpare)!)).toEqual(reference(rgba, width, height))
  })
})
