import { afterAll, describe, expect, it } from 'vitest'
import { OAUTH_CLIENT_ID } from '#shared/share'
import { accountApp, accountWorld, ALICE, form } from '#test-support/server/accounts.ts'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { defaultAllowedHosts, hostAllowed } from './trusted-origin.ts'

const db = openDb({ sqliteFile: ':memory:' })
await migrateToLatest(db.kysely, db.dialect)
await accountWorld(db.kysely)
afterAll(() => db.close())

const signIn = (app: Awaited<ReturnType<typeof accountApp>>, headers: Record<string, string>, password = ALICE.password) =>
  app.request('http://dossier.example/api/oauth2/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: ALICE.username, password }),
  })

/** The limits count in the database, across every app on it: the sign-ins of earlier tests would count too. */
const forgetAttempts = () => db.kysely.deleteFrom('rate_limit_hits').execute()

describe('host names', () => {
  it('match exactly or as subdomains of a *. pattern', () => {
    const allowed = ['dossier.example', '*.coatings.example']
    expect(hostAllowed('dossier.example', allowed)).toBe(true)
    expect(hostAllowed('DOSSIER.example', allowed)).toBe(true)
    expect(hostAllowed('eu.coatings.example', allowed)).toBe(true)
    expect(hostAllowed('coatings.example', allowed)).toBe(false)
    expect(hostAllowed('evil.example', allowed)).toBe(false)
    expect(hostAllowed('dossier.example.evil.example', allowed)).toBe(false)
  })

  it("default to the public address's host and this machine's names", () => {
    expect(defaultAllowedHosts('https://dossier.example/base')).toEqual([
      'dossier.example',
      'localhost',
      '*.localhost',
      '127.0.0.1',
      '[::1]',
    ])
    expect(defaultAllowedHosts(undefined)).not.toContain('dossier.example')
  })

  it('refuses a request for a host the portal does not serve with 421, before any handler sees it', async () => {
    const app = await accountApp(db.kysely, {}, { origin: { allowedHosts: ['dossier.example'], trustProxy: false } })
    const res = await app.request('http://evil.example/api/v1/products/-AAAAAAAAAAAAAAAA/detail')
    expect(res.status).toBe(421)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect((await app.request('http://dossier.example/api/v1/products/-AAAAAAAAAAAAAAAA/detail')).status).toBe(404)
  })
})

describe('behind a proxy', () => {
  it('marks the session cookies Secure when a trusted proxy says the visitor came over TLS', async () => {
    const app = await accountApp(db.kysely, {}, { origin: { allowedHosts: ['dossier.example'], trustProxy: true } })
    const res = await signIn(app, { 'x-forwarded-proto': 'https' })
    expect(res.status).toBe(200)
    const cookies = res.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(1)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })

  it('ignores X-Forwarded-Proto without TRUST_PROXY: anyone can send it', async () => {
    const app = await accountApp(db.kysely, {}, { origin: { allowedHosts: ['dossier.example'], trustProxy: false } })
    const res = await signIn(app, { 'x-forwarded-proto': 'https' })
    for (const cookie of res.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('counts sign-in attempts per visitor address that the trusted proxy reports, not one bucket for the proxy', async () => {
    await forgetAttempts()
    const app = await accountApp(
      db.kysely,
      { limits: { attemptsPerAddress: 3, attemptsPerAccount: 100, lockAfter: 100, warnAfter: 100 } },
      {
        origin: { allowedHosts: ['dossier.example'], trustProxy: true },
      },
    )
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.7, ${address}` })
    for (let i = 0; i < 3; i++) expect((await signIn(app, from('203.0.113.1'), 'wrong password')).status).toBe(401)
    expect((await signIn(app, from('203.0.113.1'), 'wrong password')).status).toBe(429)
    // Another visitor behind the same proxy is not blocked by the first one's attempts.
    expect((await signIn(app, from('203.0.113.2'))).status).toBe(200)
  })

  it('without TRUST_PROXY a forged X-Forwarded-For does not open a new bucket', async () => {
    await forgetAttempts()
    const app = await accountApp(
      db.kysely,
      { limits: { attemptsPerAddress: 3, attemptsPerAccount: 100, lockAfter: 100, warnAfter: 100 } },
      {
        origin: { allowedHosts: ['dossier.example'], trustProxy: false },
      },
    )
    for (let i = 0; i < 3; i++) expect((await signIn(app, { 'x-forwarded-for': `203.0.113.${i}` }, 'wrong password')).status).toBe(401)
    expect((await signIn(app, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429)
  })
})
