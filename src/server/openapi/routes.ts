import { Hono } from 'hono'
import { openApiDocument } from './document.ts'
import { referencePage } from './reference-page.ts'

/** GET /api/openapi.json (the document) and GET /api/docs (the reference page), built once per process. */
export function openApiRoutes(appVersion: string) {
  const document = openApiDocument(appVersion)
  const text = JSON.stringify(document)
  const page = referencePage(document)
  return new Hono()
    .get('/openapi.json', (c) => c.body(text, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }))
    .get('/docs', (c) => c.html(page, 200, { 'Cache-Control': 'no-cache' }))
}
