import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

/**
 * Every JSON answer under /api/ that the pages of a test receive from the server, checked against
 * the OpenAPI document the server publishes (/api/openapi.json): its operation must be in the
 * document, its status declared for that operation, and its body must match the declared schema.
 * The document is what other programs are told to rely on; the e2e suite's real answers prove it.
 */

interface MediaType {
  schema?: unknown
}
interface OperationObject {
  operationId: string
  responses: Record<string, { content?: Record<string, MediaType> }>
}
interface OpenApi {
  paths: Record<string, Record<string, OperationObject>>
}

interface Route {
  path: string
  pattern: RegExp
  /** Path parameters: a route with fewer wins where two match (e.g. a fixed file name over {file}). */
  parameters: number
  methods: Record<string, OperationObject>
}

/** The document's operations by method and path, and each answer's compiled schema. */
export interface ApiContract {
  check(method: string, url: string, status: number, type: string, body: unknown): string | undefined
}

export function apiContract(document: OpenApi): ApiContract {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  const compiled = new Map<string, ValidateFunction>()
  const routes: Route[] = Object.entries(document.paths)
    .map(([path, methods]) => {
      const parameters = (path.match(/\{[^}]+\}/g) ?? []).length
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
      return { path, pattern: new RegExp(`^${source}$`), parameters, methods }
    })
    .sort((a, b) => a.parameters - b.parameters)

  return {
    check(method, url, status, type, body) {
      const { pathname } = new URL(url)
      const route = routes.find((r) => r.pattern.test(pathname) && r.methods[method.toLowerCase()])
      if (!route) return `${method} ${pathname}: no operation in the OpenAPI document`
      const operation = route.methods[method.toLowerCase()]!
      const answer = operation.responses[String(status)]
      if (!answer) return `${method} ${pathname} (${operation.operationId}): status ${status} is not declared`
      // Not modified: no body, only the status must be one the call declares.
      if (status === 304) return undefined
      const media = answer.content?.[type]
      if (!media) return `${method} ${pathname} (${operation.operationId}) ${status}: media type ${type} is not declared`
      if (media.schema === undefined) return undefined
      const key = `${route.path} ${method} ${status} ${type}`
      let validate = compiled.get(key)
      if (!validate) compiled.set(key, (validate = ajv.compile(media.schema as object)))
      if (validate(body)) return undefined
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')
      return `${method} ${pathname} (${operation.operationId}) ${status}: the answer does not match its schema: ${errors}`
    },
  }
}

let documentOnce: Promise<OpenApi> | undefined
/** The document of the suite's server (every server of a run is the same build). */
function publishedDocument(): Promise<OpenApi> {
  documentOnce ??= (async () => {
    const res = await fetch(`${process.env.E2E_BASE_URL}/api/openapi.json`)
    if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`)
    return (await res.json()) as OpenApi
  })()
  return documentOnce
}

const JSON_TYPE = /^application\/(.+\+)?json$/

interface HarEntry {
  request: { method: string; url: string }
  response: { status: number; content: { mimeType?: string; text?: string; encoding?: string } }
  /** Only for an answer that came over the network from the server. */
  serverIPAddress?: string
  _fromServiceWorker?: boolean
}

/**
 * Checks the JSON answers under /api/ in the HAR file of a test's browser context (recorded by the
 * browser while the test ran, read after the context closed): every mismatch with the document.
 */
export async function apiAnswerMismatches(harFile: string): Promise<{ checked: number; mismatches: string[] }> {
  if (!existsSync(harFile)) return { checked: 0, mismatches: [] }
  const har = JSON.parse(await readFile(harFile, 'utf8')) as { log: { entries: HarEntry[] } }
  const contract = apiContract(await publishedDocument())
  const mismatches: string[] = []
  let checked = 0
  for (const { request, response, serverIPAddress, _fromServiceWorker } of har.log.entries) {
    const type = (response.content.mimeType ?? '').split(';')[0]!.trim()
    if (!JSON_TYPE.test(type) || !new URL(request.url).pathname.startsWith('/api/')) continue
    // Only the server's own answers: one a test made up with route.fulfill has no server address,
    // and one from the service worker's cache was checked when the server sent it.
    if (!serverIPAddress || _fromServiceWorker) continue
    // A body the browser did not keep: the page went away (a navigation, a closed tab), or nothing
    // read it (a request the page left unread); the HAR then holds no text, or an empty one of size 0.
    if (!response.content.text) continue
    const text =
      response.content.encoding === 'base64' ? Buffer.from(response.content.text, 'base64').toString('utf8') : response.content.text
    checked += 1
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      mismatches.push(`${request.method} ${request.url}: ${type} that is not JSON`)
      continue
    }
    const problem = contract.check(request.method, request.url, response.status, type, body)
    if (problem) mismatches.push(problem)
  }
  return { checked, mismatches }
}
