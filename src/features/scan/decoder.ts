/** Reads a QR code from the current video frame; undefined when none is in view. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | undefined>

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

async function nativeDecoder(): Promise<FrameDecoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return undefined
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined
    const detector = new Detector({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue
  } catch {
    return undefined
  }
}

/** jsQR, loaded only where the browser has no BarcodeDetector: it is not in the first download. */
async function scriptDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    const width = video.videoWidth
    const height = video.videoHeight
    if (!context || width === 0 || height === 0) return undefined
    // Large frames cost time and add nothing for a code that fills part of the view.
    const scale = Math.min(1, 640 / Math.max(width, height))
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data || undefined
  }
}

export async function createDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? (await scriptDecoder())
}
