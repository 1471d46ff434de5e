import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  accountApp,
  accountWorld,
  ALICE,
  BOB,
  form,
  sessionHeaders,
  signIn,
  type BrowserSession,
  type TestApp,
} from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { ROUTE_ACCESS, routeKeys } from './route-access.ts'
import { FIXTURE } from '#test-support/server/fixtures.ts'

/**
 * Every route of the app against its entry in ROUTE_ACCESS: listed, and behaving as listed.
 * Paths name a product of workgroup 'lab' (Alice's); Bob is in another workgroup.
 */
function sampleRequest(key: string, ids: { degreaserId: number }): { path: string; init: RequestInit } {
  const [method, pattern] = key.split(' ') as [string, string]
  const path = pattern
    .replace(/\{[^}]*\}/g, '')
    .replace(':dashId', `-${FIXTURE.degreaser.permalink}`)
    .replace(':attachmentId', '1')
    .replace(':id', String(ids.degreaserId))
    .replace(':lang', '1')
    .replace(':file', 'GHS02.svg')
    .replace('/*', '/')
  const body =
    method === 'POST'
      ? form({
          synonym_ids: String(ids.degreaserId),
          synonym_id: String(ids.degreaserId),
          products: String(ids.degreaserId),
          emails: 'someone@customer.example',
          language_msg: '1',
          language_doc: '1',
          sds: '1',
          isChemius: 'true',
        })
      : undefined
  return { path, init: { method, body, headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {} } }
}

// A built app to serve under /p/, so the static routes are in the table too.
const DIST = mkdtempSync(join(tmpdir(), 'dossier-route-access-'))
writeFileSync(join(DIST, 'index.html'), '<!doctype html><title>t</title>')
afterAll(() => rmSync(DIST, { recursive: true, force: true }))

describeEachDatabase('route access', (db) => {
  let app: TestApp
  let alice: BrowserSession
  let bob: BrowserSession
  let ids: Awaited<ReturnType<typeof accountWorld>>

  const call = (key: string, session?: BrowserSession) => {
    const { path, init } = sampleRequest(key, ids)
    const headers = { ...(init.headers as Record<string, string>), ...(session ? sessionHeaders(session) : {}) }
    return app.request(`http://portal.test${path}`, { ...init, headers })
  }

  it('lists every route of the app, and nothing that is not one', async () => {
    ids = await accountWorld(db().kysely)
    app = await accountApp(db().kysely, {}, { distDir: DIST })
    const routes = routeKeys(app.routes)
    expect(
      routes.filter((r) => !(r in ROUTE_ACCESS)),
      'routes without an access decision in route-access.ts',
    ).toEqual([])
    expect(
      Object.keys(ROUTE_ACCESS).filter((r) => !routes.includes(r)),
      'decisions for routes that do not exist',
    ).toEqual([])
  })

  it('behaves as listed: 401 without a session, 404 for another workgroup, open where public', async () => {
    ids = await accountWorld(db().kysely)
    app = await accountApp(db().kysely, {}, { distDir: DIST })
    alice = await signIn(app, ALICE)
    bob = await signIn(app, BOB)
    for (const key of routeKeys(app.routes)) {
      const access = ROUTE_ACCESS[key]
      const anonymous = await call(key)
      if (access === 'public') {
        expect([401, 403], `${key} anonymous`).not.toContain(anonymous.status)
      } else if (access === 'operator') {
        expect(anonymous.status, `${key} anonymous`).toBe(403)
      } else {
        expect(anonymous.status, `${key} anonymous`).toBe(401)
        const member = await call(key, alice)
        expect([401, 403, 404], `${key} as a member`).not.toContain(member.status)
        if (access === 'workgroup') expect((await call(key, bob)).status, `${key} as another workgroup`).toBe(404)
      }
    }
  })
})

describe('routeKeys', () => {
  it('leaves out middleware and repeats', () => {
    expect(
      routeKeys([
        { method: 'ALL', path: '/api/*' },
        { method: 'GET', path: '/a' },
        { method: 'GET', path: '/a' },
      ]),
    ).toEqual(['GET /a'])
  })
})
