import { createCanvas, loadImage } from '@napi-rs/canvas'

/** A PNG decoded to straight RGBA, 4 bytes a pixel, row by row: what the tests of rendered images compare and measure. */
export interface Pixels {
  width: number
  height: number
  data: Uint8ClampedArray
}

export async function decodePng(png: Uint8Array): Promise<Pixels> {
  const image = await loadImage(Buffer.from(png.buffer, png.byteOffset, png.byteLength))
  const ctx = createCanvas(image.width, image.height).getContext('2d')
  ctx.drawImage(image, 0, 0)
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data }
}
