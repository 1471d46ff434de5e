import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of the test server that sends one page's HTML in two parts: everything before
 * `splitBefore`, then, after `pauseMs`, the rest. Every other request passes through unchanged. A
 * slow mobile network delivers a large page like that, and the browser may paint what it has parsed
 * in the pause: the test can then see what a reader sees of a half-arrived page.
 */
export async function startSlowHtmlProxy(
  target: string,
  { path, splitBefore, pauseMs }: { path: string; splitBefore: string; pauseMs: number },
): Promise<{ origin: string; close: () => Promise<void> }> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const slow = incoming.url === path
    const headers = { ...incoming.headers, host: upstream.host }
    // The page is split in its plain text; compressed bytes could not be split at a chosen place.
    if (slow) delete headers['accept-encoding']
    const call = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        if (!slow) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8')
          const at = html.indexOf(splitBefore)
          if (at < 0) throw new Error(`the page has no ${splitBefore}`)
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers
          outgoing.writeHead(answer.statusCode ?? 502, rest)
          outgoing.write(html.slice(0, at))
          setTimeout(() => outgoing.end(html.slice(at)), pauseMs)
        })
      },
    )
    // A request the browser abandons, or a server already gone, ends this answer instead of the test worker.
    call.on('error', () => outgoing.destroy())
    incoming.pipe(call)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
