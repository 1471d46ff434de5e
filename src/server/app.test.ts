import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { problemSchema } from '../shared/api/product-detail.ts'
import { openDb } from './db/client.ts'
import { migrateToLatest } from './db/migrate.ts'
import { testApp } from './test-fixtures.ts'

const db = openDb({ sqliteFile: ':memory:' })
await migrateToLatest(db.kysely, db.dialect)
afterAll(() => db.close())
const app = testApp(db.kysely)

describe('unknown API calls', () => {
  it.each(['/api/v1/nothing', '/api/v1/products/-uIw9ByCUgkide7d8/nothing', '/api/oauth2/unknown'])(
    '%s answers 404 problem+json',
    async (path) => {
      const res = await app.request(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(problemSchema.parse(await res.json())).toMatchObject({ status: 404, title: expect.any(String) })
    },
  )

  it('answers a POST to an unknown API path with a problem too', async () => {
    const res = await app.request('/api/v1/nothing', { method: 'POST', body: 'x=1' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
  })
})

describe('security headers (QUALITY.md)', () => {
  it.each(['/api/v1/products/-AAAAAAAAAAAAAAAA/detail', '/assets/app.config.json', '/no/such/page'])(
    'are on every answer: %s',
    async (path) => {
      const res = await app.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      )
      expect(directives.get('script-src')).toBeDefined()
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'")
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'")
      expect(directives.get('frame-ancestors')).toEqual(["'none'"])
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    },
  )

  it('sends HSTS only behind TLS', async () => {
    expect((await app.request('http://portal.test/assets/app.config.json')).headers.get('strict-transport-security')).toBeNull()
    const behindTls = await app.request('http://portal.test/assets/app.config.json', { headers: { 'x-forwarded-proto': 'https' } })
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })
})

describe('configuration (spec § 3)', () => {
  it('GET /assets/app.config.json answers the startup configuration', async () => {
    const res = await app.request('/assets/app.config.json')
    expect(res.status).toBe(200)
    const startup = z
      .strictObject({
        data: z.strictObject({ urlApi: z.string().min(1), apiVersion: z.string().regex(/^v\d+$/) }),
        globalization: z.strictObject({ idLanguageApp: z.number().int(), idCultureApp: z.string().min(2) }),
      })
      .parse(await res.json())
    expect(startup.data.apiVersion).toBe('v1')
  })

  it('GET /v2/assets/config/config.json answers appVersion and featureFlags, revalidated every time', async () => {
    const res = await app.request('/v2/assets/config/config.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.json()).toEqual({ appVersion: '9.9.9-test', featureFlags: expect.any(Object) })
  })

  it('redirects the site root to the app', async () => {
    const res = await app.request('/')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/p/')
  })
})
