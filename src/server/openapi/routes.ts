import { Hono } from 'hono'
import { acceptedCoding, codedEtag, encoded, isCompressible } from '../http/compression.ts'
import { notModified } from '../http/etag.ts'
import { openApiDocument } from './document.ts'
import { viewerFiles, viewerPage } from './viewer.ts'

/**
 * GET /api/openapi.json (the document), GET /api/docs (the reference viewer) and its files under
 * /api/docs/, built once per process.
 */
export function openApiRoutes(appVersion: string) {
  const document = openApiDocument(appVersion)
  const text = JSON.stringify(document)
  const page = viewerPage(document)
  const files = viewerFiles()
  return new Hono()
    .get('/openapi.json', (c) => c.body(text, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }))
    .get('/docs', (c) => c.html(page, 200, { 'Cache-Control': 'no-cache' }))
    .get('/docs/:file', (c) => {
      const file = files.get(c.req.param('file'))
      if (!file) return c.notFound()
      // The viewer's script is 1.7 MB; compressed once per process, on its first request.
      const coding = isCompressible(file.type, file.body.byteLength) ? acceptedCoding(c.req.header('accept-encoding')) : undefined
      const etag = codedEtag(file.etag, coding)
      // Names without a version: revalidated each time, answered 304 while the package is the same.
      const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' }
      if (notModified(c, etag)) return c.body(null, 304, headers)
      if (coding) headers['Content-Encoding'] = coding
      return c.body(coding ? (encoded(file.body, coding) as Uint8Array<ArrayBuffer>) : file.body, 200, {
        ...headers,
        'Content-Type': file.type,
      })
    })
}
