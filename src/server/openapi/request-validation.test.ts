import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { problemSchema } from '#shared/api/product-detail'
import {
  accountApp,
  accountWorld,
  ALICE,
  form,
  sessionHeaders,
  signIn,
  type BrowserSession,
  type TestApp,
} from '#test-support/server/accounts.ts'
import { openDb, type Db } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createMailer } from '../mail/transport.ts'
import { unsubscribeToken } from '../notices/unsubscribe.ts'
import { FIXTURE, silentLog } from '#test-support/server/fixtures.ts'
import { OPERATIONS, type Operation } from './operations.ts'

/**
 * The document and the routes cannot disagree about a request: for every call whose OpenAPI entry
 * declares a query or a form body, one request its schema refuses is answered 400 (a problem naming
 * the field with the schema's own message), one it accepts is not refused, and either way the route
 * consulted that very schema object. A route that drops its validation, or checks by hand beside a
 * schema it only publishes, fails here.
 */
interface Request {
  query?: Record<string, string>
  form?: Record<string, string | string[]>
}
interface Case {
  /** Path with its parameters filled in. */
  path: string
  /** Undefined where no request can be refused: a schema that takes any text of its one parameter. */
  refused?: Request
  accepted: Request
}

const SECRET = 'request-validation-secret-request-validation'
const dash = `-${FIXTURE.degreaser.permalink}`
const share = { emails: ['anna@customer.example'], isChemius: 'true', language_msg: '1', language_doc: '1', sds: '1' }
const password = { grant_type: 'password', client_id: 'dossier-portal', username: ALICE.username }

let dir: string
let db: Db
let app: TestApp
let alice: BrowserSession
let cases: Record<string, Case>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-request-validation-'))
  db = openDb({ sqliteFile: join(dir, 'test.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const world = await accountWorld(db.kysely)
  const mailer = createMailer({ outboxDir: join(dir, 'outbox'), from: 'Dossier <no-reply@portal.test>', log: silentLog })
  app = await accountApp(db.kysely, { secret: SECRET, mailer })
  alice = await signIn(app, ALICE)
  const [older] = await db.kysely
    .selectFrom('product_versions')
    .select('id')
    .where('product_id', '=', world.degreaserId)
    .orderBy('revision_date')
    .execute()
  const detail = (await (await app.request(`/api/v1/products/${dash}/detail`)).json()) as {
    attachments: { data: Record<string, { link: string }> }
  }
  const attachment = new URL(Object.values(detail.attachments.data)[0]!.link, 'http://portal.test').pathname
  const token = unsubscribeToken(SECRET, 'anna@customer.example')
  const product = String(world.degreaserId)
  const sheetCalls = (prefix: string): Record<string, Case> => ({
    [`GET ${prefix}/view/:dashId/:lang`]: {
      path: `${prefix}/view/${dash}/1`,
      refused: { query: { qrCode: '2' } },
      accepted: { query: { qrCode: '0' } },
    },
    [`GET ${prefix}/compare/:dashId/:lang`]: {
      path: `${prefix}/compare/${dash}/1`,
      refused: { query: { compare_version_id: 'x' } },
      accepted: { query: { compare_version_id: String(older!.id) } },
    },
    [`GET ${prefix}/sdsPdf/:dashId/:lang`]: {
      path: `${prefix}/sdsPdf/${dash}/1`,
      refused: { query: { format: 'A3' } },
      accepted: { query: { qrCode: '1' } },
    },
    [`GET ${prefix}/pdf/:id/:lang`]: {
      path: `${prefix}/pdf/${FIXTURE.degreaser.permalink}/1`,
      refused: { query: { qrCode: 'yes' } },
      accepted: { query: { format: 'a4' } },
    },
    [`GET ${prefix}/ipi/:dashId/:lang/P`]: {
      path: `${prefix}/ipi/${dash}/1/P`,
      refused: { query: { version: '05' } },
      accepted: { query: { qrCode: '0' } },
    },
    [`GET ${prefix}/ipi/:dashId/:lang/pdf`]: {
      path: `${prefix}/ipi/${dash}/1/pdf`,
      refused: { query: { timestamp: 'tomorrow' } },
      accepted: { query: { format: 'A4', timestamp: '2026-05-20T14:30' } },
    },
  })
  cases = {
    'POST /api/oauth2/token': {
      path: '/api/oauth2/token',
      refused: { form: password },
      accepted: { form: { ...password, password: ALICE.password } },
    },
    'POST /api/oauth2/logout': {
      path: '/api/oauth2/logout',
      refused: { form: { refresh_token: 'x'.repeat(1025) } },
      accepted: { form: { refresh_token: 'not a token of this portal' } },
    },
    'GET /api/v1/products/list': { path: '/api/v1/products/list', refused: { query: { page: '0' } }, accepted: { query: { q: 'degr' } } },
    'POST /api/v1/products/shareProductLangs': {
      path: '/api/v1/products/shareProductLangs',
      refused: { form: { synonym_ids: ['x'] } },
      accepted: { form: { synonym_ids: [product] } },
    },
    'POST /api/v1/products/sharePreview': {
      path: '/api/v1/products/sharePreview',
      refused: { form: { ...share, emails: ['not an address'], synonym_ids: [product] } },
      accepted: { form: { ...share, synonym_ids: [product] } },
    },
    'POST /api/v1/products/group_action/share': {
      path: '/api/v1/products/group_action/share',
      refused: { form: { ...share, language_msg: '99', products: [product] } },
      accepted: { form: { ...share, products: [product] } },
    },
    'GET /api/v1/notices/unsubscribe': {
      path: '/api/v1/notices/unsubscribe',
      refused: { query: { token: '', lang: 'de' } },
      accepted: { query: { token, lang: 'de' } },
    },
    'POST /api/v1/notices/unsubscribe': {
      path: '/api/v1/notices/unsubscribe',
      refused: { query: { lang: 'de' } },
      accepted: { query: { token } },
    },
    'GET /api/v1/products/:dashId/detail': {
      path: `/api/v1/products/${dash}/detail`,
      refused: { query: { lang: 'en' } },
      accepted: { query: { lang: '1' } },
    },
    'GET /api/v1/products/byCode': {
      path: '/api/v1/products/byCode',
      refused: { query: { code: 'ab' } },
      accepted: { query: { code: 'ABC' } },
    },
    'GET /api/v1/products/:dashId/attachments/:attachmentId': {
      path: attachment,
      refused: { query: { preview: 'yes' } },
      accepted: { query: { preview: '1' } },
    },
    'GET /api/v1/products/:dashId/sdscom.xml': {
      path: `/api/v1/products/${dash}/sdscom.xml`,
      refused: { query: { lang: 'xx' } },
      accepted: { query: { lang: 'en' } },
    },
    ...sheetCalls('/api/v1/sdsRender'),
    ...sheetCalls('/api/sdsRender'),
    'GET /api/v1/p/tds/view/:lang/:dashId': { path: `/api/v1/p/tds/view/1/${dash}`, accepted: { query: { version: '1' } } },
    'GET /api/v1/p/tds/pdf/:lang/:dashId': { path: `/api/v1/p/tds/pdf/1/${dash}`, accepted: { query: { version: '1' } } },
    'GET /api/v1/tds/pdf/:lang/:id': { path: `/api/v1/tds/pdf/1/${FIXTURE.degreaser.permalink}`, accepted: { query: { version: '' } } },
    'GET /api/v1/productLabelRender/view/:dashId': {
      path: `/api/v1/productLabelRender/view/${dash}`,
      refused: { query: { lp: '1', dpi: '1000' } },
      accepted: { query: { lp: '1', dpi: '72', padT: '6.5', logoON: 'true' } },
    },
    'GET /api/v1/productLabelRender/pdf/:dashId': {
      path: `/api/v1/productLabelRender/pdf/${dash}`,
      refused: { query: { lp: '2' } },
      accepted: { query: { lp: '1', pCodes: '' } },
    },
    'GET /api/v1/label/docx/:dashId': {
      path: `/api/v1/label/docx/${dash}`,
      refused: { query: { labType: '3' } },
      accepted: { query: { labType: '2', xlang: '1,3' } },
    },
    'POST /api/v1/label/nice_label': {
      path: '/api/v1/label/nice_label',
      refused: { form: { synonym_id: product, timestamp: 'tomorrow' } },
      accepted: { form: { synonym_id: product, xlang: ['1', '3'], stavkiOFF: '1' } },
    },
  }
})

afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The calls whose document entry declares a request schema. */
const declared = Object.entries(OPERATIONS).filter(([, op]) => op.query ?? op.form)
const schemaOf = (op: Operation) => (op.query ?? op.form) as z.ZodType

/** Sends the request as a client of the document would; returns the answer and whether the route parsed with `schema`. */
async function send(key: string, path: string, request: Request, schema: z.ZodType) {
  const [method] = key.split(' ') as [string]
  const query = request.query ? `?${new URLSearchParams(request.query)}` : ''
  const headers: Record<string, string> = OPERATIONS[key]!.signedIn ? sessionHeaders(alice) : {}
  if (request.form) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  const parsed = vi.spyOn(schema, 'safeParse')
  try {
    const res = await app.request(`http://portal.test${path}${query}`, {
      method,
      headers,
      ...(request.form ? { body: form(request.form) } : {}),
    })
    return { res, consulted: parsed.mock.calls.length > 0 }
  } finally {
    parsed.mockRestore()
  }
}

describe('every request schema the OpenAPI document publishes is the one its route checks', () => {
  it('has a refused and an accepted request for every call with a query or form body', () => {
    expect(Object.keys(cases).sort()).toEqual(declared.map(([key]) => key).sort())
  })

  it.each(declared)('%s', async (key, op) => {
    const schema = schemaOf(op)
    const { path, refused, accepted } = cases[key]!
    // What the schema sees: the query, or the form with its name[] fields as lists (as the routes read it).
    const input = (r: Request) => r.form ?? r.query ?? {}

    expect(schema.safeParse(input(accepted)).success, 'the schema accepts the accepted request').toBe(true)
    const ok = await send(key, path, accepted, schema)
    expect(ok.consulted, 'the route parsed the accepted request with the published schema').toBe(true)
    expect(ok.res.status, await ok.res.text()).not.toBe(400)
    expect(ok.res.status).toBeLessThan(500)

    if (!refused) {
      // Only where the schema takes any text of every parameter: then no request can be refused.
      const anyText = Object.fromEntries(Object.keys(op.query?.shape ?? {}).map((name) => [name, 'any text, \u0000 or none']))
      expect(schema.safeParse(anyText).success).toBe(true)
      return
    }
    const issue = schema.safeParse(input(refused)).error?.issues[0]
    expect(issue, 'the schema refuses the refused request').toBeDefined()
    const bad = await send(key, path, refused, schema)
    expect(bad.consulted, 'the route parsed the refused request with the published schema').toBe(true)
    expect(bad.res.status).toBe(400)
    const type = bad.res.headers.get('content-type') ?? ''
    const body = await bad.res.text()
    if (type.startsWith('application/problem+json')) {
      // The problem names the field with the schema's own message: the schema is the check.
      expect(problemSchema.parse(JSON.parse(body)).errors).toContainEqual({ pointer: `/${issue!.path.join('/')}`, reason: issue!.message })
    } else if (type.startsWith('application/json')) {
      expect(body).toContain(issue!.message)
    } else {
      // The unsubscribe page, for a person who opened the link: the same 400 page as a token not signed here.
      expect(type).toMatch(/^text\/html/)
    }
  })
})
