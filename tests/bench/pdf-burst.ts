import { request } from 'node:http'

/**
 * Keeps `concurrency` SDS PDF renders under way until `until`: each finished one is replaced by
 * another at once. Every request names another host, so its QR code carries another address and
 * the PDF is a real render, never one from the render cache (the bench server has no host
 * allow-list, which a production server would have: ALLOWED_HOSTS).
 */
export interface BurstResult {
  rendered: number
  refused: number
  failed: number
}

function renderOnce(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', path, headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

export async function pdfBurst(port: number, path: string, concurrency: number, until: number): Promise<BurstResult> {
  const result: BurstResult = { rendered: 0, refused: 0, failed: 0 }
  let n = 0
  const lane = async () => {
    while (Date.now() < until) {
      const status = await renderOnce(port, path, `burst-${process.pid}-${n++}.localhost`)
      if (status === 200) result.rendered += 1
      else if (status === 503) result.refused += 1
      else result.failed += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  return result
}
