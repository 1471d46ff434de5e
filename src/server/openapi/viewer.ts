import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { strongEtag } from '../http/etag.ts'
import { escapeHtml } from '../mail/share-message.ts'
import type { OpenApiDocument } from './document.ts'
import { referenceBody } from './reference-page.ts'

/**
 * The API reference viewer: Swagger UI's prebuilt files (the swagger-ui-dist package) served from
 * this server under /api/docs/, started by a script of our own from a file, never inline, so the
 * portal's Content-Security-Policy stays as it is (docs/decisions/0180). The files are read from
 * the installed package, in development and in production alike (production installs its
 * dependencies beside build/server).
 */
const VIEWER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const

/** Starts the viewer on the page's #swagger-ui element with the portal's own document. */
const INIT = `window.addEventListener('DOMContentLoaded', function () {
  document.documentElement.classList.add('viewer')
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // The default sends the document to validator.swagger.io and shows its badge: no call leaves the portal.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
  })
})
`

/** Without the viewer (no JavaScript) the server's own reference shows; with it, the viewer alone. */
const PAGE_CSS = `html.viewer #reference { display: none; }
body { margin: 0; }
#reference { margin: 1rem; font-family: sans-serif; }
`

export interface ViewerFile {
  body: Uint8Array<ArrayBuffer>
  type: string
  etag: string
}

const text = (body: string, type: string): ViewerFile => {
  const buffer = new TextEncoder().encode(body)
  return { body: buffer, type, etag: strongEtag(buffer) }
}

/** The viewer's files by name: Swagger UI's, and the page's own start script and style. */
export function viewerFiles(): Map<string, ViewerFile> {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const files = new Map<string, ViewerFile>()
  for (const name of VIEWER_FILES) {
    const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8'
    const body = new Uint8Array(readFileSync(join(dist, name)))
    files.set(name, { body, type, etag: strongEtag(body) })
  }
  files.set('init.js', text(INIT, 'text/javascript; charset=utf-8'))
  files.set('page.css', text(PAGE_CSS, 'text/css; charset=utf-8'))
  return files
}

/** The page at /api/docs: the viewer's files, and the server-rendered reference for readers without script. */
export function viewerPage(document: OpenApiDocument): string {
  const title = `${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}`
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    // The portal's own icon: without one the browser asks for /favicon.ico, which the portal has not.
    '<link rel="icon" href="/p/icons/icon.svg" type="image/svg+xml">',
    '<link rel="stylesheet" href="/api/docs/swagger-ui.css">',
    '<link rel="stylesheet" href="/api/docs/page.css">',
    '<script src="/api/docs/swagger-ui-bundle.js" defer></script>',
    '<script src="/api/docs/init.js" defer></script>',
    '</head><body>',
    '<div id="swagger-ui"></div>',
    `<div id="reference">${referenceBody(document)}</div>`,
    '</body></html>',
  ].join('\n')
}
