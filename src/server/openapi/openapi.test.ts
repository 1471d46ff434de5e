import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, describe, expect, it } from 'vitest'
import { accountApp, accountWorld, ALICE, form, sessionHeaders, signIn } from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { createMailer } from '../mail/transport.ts'
import { routeKeys } from '../route-access.ts'
import { FIXTURE, silentLog, tempDir } from '#test-support/server/fixtures.ts'
import { jsonSchemaOf, openApiDocument, openApiPath } from './document.ts'
import { OPERATIONS, PAGE_ROUTES } from './operations.ts'

const DIST = mkdtempSync(join(tmpdir(), 'dossier-openapi-'))
writeFileSync(join(DIST, 'index.html'), '<!doctype html><title>t</title>')
afterAll(() => rmSync(DIST, { recursive: true, force: true }))

describe('OpenAPI path names', () => {
  it('turns Hono parameters, with or without a pattern, into OpenAPI ones', () => {
    expect(openApiPath('/api/v1/p/tds/view/:lang/:dashId')).toEqual({
      path: '/api/v1/p/tds/view/{lang}/{dashId}',
      parameters: [{ name: 'lang' }, { name: 'dashId' }],
    })
    expect(openApiPath('/v2/assets/config/:file{(config|development|tests)\\.json}')).toEqual({
      path: '/v2/assets/config/{file}',
      parameters: [{ name: 'file', pattern: '^(config|development|tests)\\.json$' }],
    })
  })
})

describeEachDatabase('OpenAPI document', (db) => {
  it('describes every route of the app (pages aside), and nothing the app does not have', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely, {}, { distDir: DIST })
    const routes = routeKeys(app.routes).filter((key) => !PAGE_ROUTES.includes(key))
    expect(
      routes.filter((key) => !(key in OPERATIONS)),
      'routes missing from the OpenAPI document',
    ).toEqual([])
    expect(
      Object.keys(OPERATIONS).filter((key) => !routes.includes(key)),
      'documented calls the app does not have',
    ).toEqual([])

    const served = (await (await app.request('/api/openapi.json')).json()) as ReturnType<typeof openApiDocument>
    expect(served.openapi).toBe('3.1.0')
    for (const key of routes) {
      const [method, route] = key.split(' ') as [string, string]
      expect(served.paths[openApiPath(route).path]?.[method.toLowerCase()], key).toBeDefined()
    }
  })

  it('the reference is the Swagger UI viewer from this server, under the portal CSP, with a plain fallback', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const res = await app.request('/api/docs')
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
    const page = await res.text()
    // Every script and style is a file of this server: none inline, no style attribute.
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script src="/api/docs/swagger-ui-bundle.js" defer>',
      '<script src="/api/docs/init.js" defer>',
    ])
    expect(page).not.toMatch(/<script[^>]*>[^<]|<style|style=/)
    expect(page).toContain('<div id="swagger-ui"></div>')
    for (const key of Object.keys(OPERATIONS)) {
      const [method, route] = key.split(' ') as [string, string]
      expect(page, key).toContain(`<code>${method} ${openApiPath(route).path}</code>`)
    }

    for (const [name, type] of [
      ['swagger-ui-bundle.js', 'text/javascript'],
      ['init.js', 'text/javascript'],
      ['swagger-ui.css', 'text/css'],
      ['page.css', 'text/css'],
    ]) {
      const file = await app.request(`/api/docs/${name}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(file.status, name).toBe(200)
      expect(file.headers.get('content-type'), name).toContain(type)
      expect(file.headers.get('content-security-policy'), name).toBe(csp)
      const again = await app.request(`/api/docs/${name}`, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': file.headers.get('etag')! },
      })
      expect(again.status, name).toBe(304)
    }
    const bundle = await (await app.request('/api/docs/swagger-ui-bundle.js')).text()
    expect(bundle).toContain('SwaggerUIBundle')
    expect(await (await app.request('/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'")
    expect((await app.request('/api/docs/index.html')).status).toBe(404)
    expect((await app.request('/api/docs/..%2Fpackage.json')).status).toBe(404)
  })

  it('real answers match the status, media type and schema the document declares', async () => {
    const world = await accountWorld(db().kysely)
    const mailer = createMailer({ outboxDir: tempDir(), from: 'Dossier <no-reply@portal.test>', log: silentLog })
    const app = await accountApp(db().kysely, { mailer }, { distDir: DIST })
    const alice = await signIn(app, ALICE)
    const dash = `-${FIXTURE.degreaser.permalink}`
    const versions = await db()
      .kysely.selectFrom('product_versions')
      .select('id')
      .where('product_id', '=', world.degreaserId)
      .orderBy('revision_date')
      .execute()
    const post = (fields: Record<string, string | string[]>) => ({
      method: 'POST',
      headers: sessionHeaders(alice, { form: true }),
      body: form(fields),
    })
    const share = { emails: ['anna@customer.example'], isChemius: 'true', language_msg: '1', language_doc: '1', sds: '1' }
    const calls: [key: string, url: string, init?: RequestInit][] = [
      ['GET /healthz', '/healthz'],
      ['GET /readyz', '/readyz'],
      ['POST /api/oauth2/token', '/api/oauth2/token', passwordInit('alice', 'wrong password')],
      ['POST /api/oauth2/token', '/api/oauth2/token', passwordInit(ALICE.username, ALICE.password)],
      ['GET /api/v1/app/init', '/api/v1/app/init', { headers: sessionHeaders(alice) }],
      ['GET /api/v1/app/init', '/api/v1/app/init'],
      ['GET /api/v1/products/list', '/api/v1/products/list?q=degr', { headers: sessionHeaders(alice) }],
      ['GET /api/v1/products/list', '/api/v1/products/list?page=0', { headers: sessionHeaders(alice) }],
      ['POST /api/v1/products/shareProductLangs', '/api/v1/products/shareProductLangs', post({ synonym_ids: [String(world.degreaserId)] })],
      [
        'POST /api/v1/products/group_action/share',
        '/api/v1/products/group_action/share',
        post({ ...share, products: [String(world.degreaserId)] }),
      ],
      [
        'POST /api/v1/products/group_action/share',
        '/api/v1/products/group_action/share',
        post({ ...share, products: [String(world.primerId)] }),
      ],
      ['GET /api/v1/products/:dashId/detail', `/api/v1/products/${dash}/detail`],
      ['GET /api/v1/products/:dashId/detail', '/api/v1/products/-noSuchProduct_01/detail'],
      ['GET /api/v1/sdsRender/compare/:dashId/:lang', `/api/v1/sdsRender/compare/${dash}/1?compare_version_id=${versions[0]!.id}`],
      ['GET /api/sdsRender/compare/:dashId/:lang', `/api/sdsRender/compare/${dash}/99`],
      ['GET /api/v1/p/tds/view/:lang/:dashId', `/api/v1/p/tds/view/1/${dash}`],
      ['GET /api/v1/sdsRender/view/:dashId/:lang', `/api/v1/sdsRender/view/${dash}/1`],
      ['GET /api/openapi.json', '/api/openapi.json'],
      ['GET /api/v1/notices/unsubscribe', '/api/v1/notices/unsubscribe?token=forged'],
    ]
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    for (const [key, url, init] of calls) {
      const res = await app.request(`http://portal.test${url}`, init)
      const declared = OPERATIONS[key]!.responses[res.status]
      expect(declared, `${key} ${url}: status ${res.status} is not declared`).toBeDefined()
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!
      expect(type, `${key} ${url}: media type`).toBe(declared!.type)
      if (!declared!.schema) continue
      const body: unknown = await res.json()
      // What the document publishes is that very schema, and the answer is checked against the
      // published JSON Schema as a client's validator would: a field the schema leaves out is
      // refused there (additionalProperties: false), where zod would quietly drop it.
      const [method, route] = key.split(' ') as [string, string]
      const published = openApiDocument('test').paths[openApiPath(route).path]![method.toLowerCase()] as {
        responses: Record<string, { content: Record<string, { schema: unknown }> }>
      }
      const schema = published.responses[res.status]!.content[type]!.schema
      expect(schema).toEqual(jsonSchemaOf(declared!.schema, 'output'))
      const validate = ajv.compile(schema as object)
      validate(body)
      expect(validate.errors ?? [], `${key} ${url}: answer against its published schema`).toEqual([])
    }
  })
})

function passwordInit(username: string, password: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form({ grant_type: 'password', client_id: 'dossier-portal', username, password }),
  }
}
