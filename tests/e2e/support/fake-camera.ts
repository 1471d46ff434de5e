import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
const QUIET_ZONE = 4

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): one Y4M frame,
 * looped by the browser, of a QR code holding `text`, black on white in the middle of the view as
 * a phone held over a container label would see it. Y4M is raw 4:2:0 YUV: a grey picture needs only
 * the luma plane; both chroma planes stay neutral (128).
 */
export async function writeQrVideo(dir: string, name: string, text: string): Promise<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cells = modules.size + 2 * QUIET_ZONE
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / cells)
  const left = Math.floor((WIDTH - cells * scale) / 2)
  const top = Math.floor((HEIGHT - cells * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue
      const x0 = left + (col + QUIET_ZONE) * scale
      const y0 = top + (row + QUIET_ZONE) * scale
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(16, y * WIDTH + x0, y * WIDTH + x0 + scale)
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`)
  const path = join(dir, `${name}.y4m`)
  await writeFile(path, Buffer.concat([header, luma, chroma]))
  return path
}

/** Chromium's switches for a fake camera that films `video` and a permission prompt that says yes. */
export function fakeCameraArgs(video: string): string[] {
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`, '--use-fake-ui-for-media-stream']
}
