import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import { notModified, strongEtag } from './http/etag.ts'
import type { Rendered } from './render/common/cache.ts'
import { HTML, send as sendRendered } from './routes/rendered.ts'

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
  /** The body as text, for the shell that gets a page's content. */
  text?: string
}

/**
 * Serves the built PWA under /p/ from memory with the brotli/gzip variants made at build time.
 * Navigations under /p/ that match no file get the app shell; missing hashed assets get a 404
 * (so a stale tab notices a new deployment through vite:preloadError instead of getting HTML).
 */
export interface StaticOptions {
  /** Called before the app shell (index.html) is answered, e.g. to set cookies the app reads at start. */
  onShell?: (c: Context) => void
  /**
   * The web app manifest as this request's edition names the app (its brand): the name a phone shows
   * under the installed icon is the one the pages show. Returns the manifest's text, or undefined to
   * answer the built file as it is.
   */
  manifest?: (c: Context, built: string) => string | undefined
  /**
   * The page's content for the first answer of a navigation: the shell with the document in it
   * (shared/page-preview.ts), or undefined to answer the shell as it is.
   */
  page?: (c: Context, shell: string) => Promise<Rendered | undefined>
}

export function mountStatic(app: Hono, distDir: string, options: StaticOptions = {}): void {
  const root = resolve(distDir)
  // Keyed by the resolved path, and only files found: any other key (a miss, or another spelling
  // of the same path such as x%2f..%2findex.html) would let clients grow this map without bound.
  const cache = new Map<string, StaticFile>()

  const load = (name: string): StaticFile | null => {
    const path = join(root, name)
    if (!path.startsWith(root + sep)) return null
    const cached = cache.get(path)
    if (cached) return cached
    if (!existsSync(path) || !statSync(path).isFile()) return null
    const body = readFileSync(path)
    const file: StaticFile = {
      body,
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      etag: strongEtag(body),
      cacheControl: cacheControl(relative(root, path).split(sep).join('/')),
    }
    cache.set(path, file)
    return file
  }

  const send = (c: Context, file: StaticFile) => {
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    }
    if (notModified(c, file.etag)) return c.body(null, 304, headers)
    const accept = c.req.header('accept-encoding') ?? ''
    if (file.br && /\bbr\b/.test(accept)) return c.body(new Uint8Array(file.br), 200, { ...headers, 'Content-Encoding': 'br' })
    if (file.gzip && /\bgzip\b/.test(accept)) return c.body(new Uint8Array(file.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' })
    return c.body(new Uint8Array(file.body), 200, headers)
  }

  // One answer per distinct manifest text (one per edition), made once.
  const manifests = new Map<string, StaticFile>()
  const manifestOf = (c: Context, built: StaticFile): StaticFile => {
    const text = options.manifest?.(c, built.body.toString('utf8'))
    if (text === undefined) return built
    let file = manifests.get(text)
    if (!file) {
      const body = Buffer.from(text)
      file = { ...built, body, br: undefined, gzip: undefined, etag: strongEtag(body) }
      manifests.set(text, file)
    }
    return file
  }

  app.get('/p', (c) => c.redirect('/p/', 301))
  app.get('/p/*', async (c) => {
    const relative = decodePath(new URL(c.req.url).pathname.slice('/p/'.length))
    if (relative === undefined) return c.text('Bad request', 400)
    const file = load(relative)
    if (file && relative === 'manifest.webmanifest' && options.manifest) return send(c, manifestOf(c, file))
    if (file && relative !== 'index.html') return send(c, file)
    if (!file && (relative.startsWith('assets/') || extname(relative) !== '')) return c.text('Not found', 404)
    const shell = file ?? load('index.html')
    if (!shell) return c.text('The app is not built: run npm run build', 503)
    options.onShell?.(c)
    const page = await options.page?.(c, (shell.text ??= shell.body.toString('utf8')))
    if (page) return sendRendered(c, page, { 'Content-Type': HTML, 'Cache-Control': 'no-cache' })
    return send(c, shell)
  })
}

/** The file name a /p/ path asks for; undefined for a malformed percent-encoding. */
function decodePath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded) || 'index.html'
  } catch {
    return undefined
  }
}
