import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { Context, Hono } from 'hono'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** Hashed build output never changes; the entry points must always be revalidated. */
function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  return 'no-cache'
}

interface StaticFile {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  type: string
  etag: string
  cacheControl: string
}

/**
 * Serves the built PWA under /p/ from memory with the brotli/gzip variants made at build time.
 * Navigations under /p/ that match no file get the app shell; missing hashed assets get a 404
 * (so a stale tab notices a new deployment through vite:preloadError instead of getting HTML).
 */
export function mountStatic(app: Hono, distDir: string): void {
  const cache = new Map<string, StaticFile | null>()

  const load = (relative: string): StaticFile | null => {
    if (cache.has(relative)) return cache.get(relative)!
    const path = normalize(join(distDir, relative))
    let file: StaticFile | null = null
    if (path.startsWith(normalize(distDir) + sep) && existsSync(path) && statSync(path).isFile()) {
      const body = readFileSync(path)
      file = {
        body,
        br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
        gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
        type: TYPES[extname(path)] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        cacheControl: cacheControl(relative),
      }
    }
    cache.set(relative, file)
    return file
  }

  const send = (c: Context, file: StaticFile) => {
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    }
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers)
    const accept = c.req.header('accept-encoding') ?? ''
    if (file.br && /\bbr\b/.test(accept)) return c.body(new Uint8Array(file.br), 200, { ...headers, 'Content-Encoding': 'br' })
    if (file.gzip && /\bgzip\b/.test(accept)) return c.body(new Uint8Array(file.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' })
    return c.body(new Uint8Array(file.body), 200, headers)
  }

  app.get('/p', (c) => c.redirect('/p/', 301))
  app.get('/p/*', (c) => {
    const relative = decodeURIComponent(new URL(c.req.url).pathname.slice('/p/'.length)) || 'index.html'
    const file = load(relative)
    if (file) return send(c, file)
    if (relative.startsWith('assets/') || extname(relative) !== '') return c.text('Not found', 404)
    const shell = load('index.html')
    return shell ? send(c, shell) : c.text('The app is not built: run npm run build', 503)
  })
}
