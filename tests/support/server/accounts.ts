import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import { OAUTH_CLIENT_ID, WORKGROUP_HEADER, XSRF_COOKIE, XSRF_HEADER } from '#shared/share'
import type { AppDeps } from '#server/deps'
import type { Database } from '#server/db/schema'
import { importDossiers } from '#server/import/dossier-import'
import { addMember, assignProduct, createUser, createWorkgroup, findWorkgroup } from '#server/repos/accounts'
import { FIXTURE, fixtureText, productApp } from './fixtures.ts'
import type { AccountsOptions } from '#server/auth/settings'

/**
 * A small world for the account tests: two workgroups, each with one user and one product.
 * 'lab' is the workgroup the degreaser's restricted attachment belongs to.
 */
export const ALICE = { username: 'alice', password: 'correct horse battery', email: 'alice@lab.example', name: 'Alice Lab' }
export const BOB = { username: 'bob', password: 'another long secret', email: 'bob@coat.example', name: 'Bob Coat' }

export async function accountWorld(db: Kysely<Database>) {
  const report = await importDossiers(db, [fixtureText('degreaser'), fixtureText('primer')])
  expect(report.errors).toEqual([])
  await createWorkgroup(db, 'lab')
  await createWorkgroup(db, 'Coaters')
  await createUser(db, ALICE)
  await createUser(db, BOB)
  await addMember(db, 'lab', ALICE.username)
  await addMember(db, 'Coaters', BOB.username)
  await assignProduct(db, FIXTURE.degreaser.permalink, 'lab')
  await assignProduct(db, FIXTURE.primer.permalink, 'Coaters')
  const ids = Object.fromEntries(
    (await db.selectFrom('products').select(['id', 'permalink']).execute()).map((r) => [r.permalink, r.id]),
  ) as Record<string, number>
  return {
    degreaserId: ids[FIXTURE.degreaser.permalink]!,
    primerId: ids[FIXTURE.primer.permalink]!,
    labId: (await findWorkgroup(db, 'lab'))!.id,
    coatersId: (await findWorkgroup(db, 'Coaters'))!.id,
  }
}

/** A clock the test moves by hand. */
export function testClock(start = Date.parse('2026-06-01T08:00:00Z')) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

export type TestApp = Awaited<ReturnType<typeof productApp>>

export async function accountApp(db: Kysely<Database>, accounts: AccountsOptions = {}, deps: Partial<AppDeps> = {}) {
  return productApp(db, { accounts: { secret: 'test-secret-test-secret-test-secret-42', ...accounts }, ...deps })
}

export function form(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, v)
    else params.append(key, value)
  }
  return params.toString()
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

export function passwordGrant(app: TestApp, username: string, password: string) {
  return app.request('/api/oauth2/token', {
    method: 'POST',
    headers: FORM,
    body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username, password }),
  })
}

export function refreshGrant(app: TestApp, refreshToken: string) {
  return app.request('/api/oauth2/token', {
    method: 'POST',
    headers: FORM,
    body: form({ grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID, refresh_token: refreshToken }),
  })
}

/** The cookies a response sets, as name -> { value, attributes }. */
export function setCookies(res: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>()
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';')
    const at = pair!.indexOf('=')
    cookies.set(pair!.slice(0, at).trim(), { value: pair!.slice(at + 1).trim(), attributes: attributes.join(';').trim() })
  }
  return cookies
}

/** A browser-like session: cookies from the sign-in, sent back on every request. */
export interface BrowserSession {
  cookie: string
  xsrf: string
  accessToken: string
  refreshToken: string
}

export async function signIn(app: TestApp, user: { username: string; password: string }): Promise<BrowserSession> {
  const res = await passwordGrant(app, user.username, user.password)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { access_token: string; refresh_token: string }
  const cookies = setCookies(res)
  const xsrf = cookies.get(XSRF_COOKIE)!.value
  return {
    cookie: `token=${cookies.get('token')!.value}; ${XSRF_COOKIE}=${xsrf}`,
    xsrf,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
  }
}

/** Headers of a call the app makes: cookie session, XSRF on writes, optionally a workgroup. */
export function sessionHeaders(session: BrowserSession, extra: { write?: boolean; workgroup?: number; form?: boolean } = {}) {
  return {
    cookie: session.cookie,
    ...(extra.write !== false ? { [XSRF_HEADER]: session.xsrf } : {}),
    ...(extra.workgroup !== undefined ? { [WORKGROUP_HEADER]: String(extra.workgroup) } : {}),
    ...(extra.form ? FORM : {}),
  }
}

export function bearer(token: string, workgroup?: number) {
  return { authorization: `Bearer ${token}`, ...(workgroup !== undefined ? { [WORKGROUP_HEADER]: String(workgroup) } : {}) }
}
