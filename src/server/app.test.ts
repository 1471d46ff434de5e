import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { problemSchema } from '#shared/api/product-detail'
import { openDb } from './db/client.ts'
import { migrateToLatest } from './db/migrate.ts'
import { testApp } from '#test-support/server/fixtures.ts'
import type { App } from './app.ts'

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

describe('security headers', () => {
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
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    },
  )

  it('sends HSTS only behind TLS: X-Forwarded-Proto counts from a trusted proxy only', async () => {
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } }
    const url = 'http://portal.test/assets/app.config.json'
    expect((await app.request(url)).headers.get('strict-transport-security')).toBeNull()
    const untrusted = testApp(db.kysely, { origin: { allowedHosts: ['portal.test'], trustProxy: false } })
    expect((await untrusted.request(url, forwarded)).headers.get('strict-transport-security')).toBeNull()
    const behindProxy = testApp(db.kysely, { origin: { allowedHosts: ['portal.test'], trustProxy: true } })
    expect((await behindProxy.request(url, forwarded)).headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect((await app.request(`https://portal.test/assets/app.config.json`)).headers.get('strict-transport-security')).toMatch(/max-age/)
  })
})

describe('startup and runtime configuration', () => {
  it('GET /assets/app.config.json answers the startup configuration', async () => {
    const res = await app.request('/assets/app.config.json')
    expect(res.status).toBe(200)
    const startup = z
      .strictObject({
        data: z.strictObject({ urlApi: z.string().min(1), apiVersion: z.string().regex(/^v\d+$/) }),
        globalization: z.strictObject({ idLanguageApp: z.number().int(), idCultureApp: z.string().min(2) }),
        brand: z.strictObject({ id: z.enum(['chemicals', 'coatings']), name: z.string().min(1) }),
      })
      .parse(await res.json())
    expect(startup.data.apiVersion).toBe('v1')
    expect(startup.brand).toEqual({ id: 'chemicals', name: 'Chemora' })
  })

  it('chooses the coatings edition by host name', async () => {
    const res = await app.request('http://coatings.localhost/assets/app.config.json')
    expect(await res.json()).toMatchObject({ brand: { id: 'coatings', name: 'Coatora' } })
  })

  it('chooses the edition by the configured host names, and a forced edition over any host', async () => {
    const configured = testApp(db.kysely, { editions: { hosts: { coatings: ['paints.example.com', 'lak*.localhost'] } } })
    const editionAt = async (target: App, url: string) => ((await (await target.request(url)).json()) as { edition: string }).edition
    expect(await editionAt(configured, 'http://paints.example.com/v2/assets/config/config.json')).toBe('coatings')
    expect(await editionAt(configured, 'http://lakki.localhost/v2/assets/config/config.json')).toBe('coatings')
    // Configured host names replace the built-in rule: "coat…" is no longer special.
    expect(await editionAt(configured, 'http://coatings.localhost/v2/assets/config/config.json')).toBe('chemicals')
    const forced = testApp(db.kysely, { editions: { forced: 'coatings', hosts: {} } })
    expect(await editionAt(forced, 'http://localhost/v2/assets/config/config.json')).toBe('coatings')
  })

  it('names a configured edition in a cookie the app reads before its first paint', async () => {
    const forced = testApp(db.kysely, { editions: { forced: 'coatings', hosts: {} } })
    const res = await forced.request('http://localhost/v2/assets/config/config.json')
    expect(res.headers.get('set-cookie')).toMatch(/^dossier-edition=coatings; Max-Age=31536000; Path=\/; SameSite=Lax$/)
  })

  it('answers the runtime feature flags and the saved copies warning age it was given', async () => {
    const flagged = testApp(db.kysely, { featureFlags: { showChanges: false }, savedCopyWarnDays: 7 })
    expect(await (await flagged.request('/v2/assets/config/config.json')).json()).toEqual({
      appVersion: '9.9.9-test',
      featureFlags: { showChanges: false },
      edition: 'chemicals',
      savedCopyWarnDays: 7,
    })
  })

  it.each(['config', 'development', 'tests'])('serves the %s.json variant of the runtime configuration', async (variant) => {
    const flagged = testApp(db.kysely, { featureFlags: { showChanges: false } })
    const res = await flagged.request(`/v2/assets/config/${variant}.json`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      appVersion: '9.9.9-test',
      featureFlags: { showChanges: false },
      edition: 'chemicals',
      savedCopyWarnDays: 30,
    })
    expect((await app.request('/v2/assets/config/other.json')).status).toBe(404)
  })

  it.each(['chemicals', 'coatings'])('GET /assets/themes/%s.json answers the theme of the edition', async (edition) => {
    const res = await app.request(`/assets/themes/${edition}.json`)
    expect(res.status).toBe(200)
    const theme = z
      .strictObject({
        name: z.literal(edition),
        brand: z.string().min(1),
        logo: z.string().startsWith('/p/'),
        colors: z.strictObject({ primary: z.string(), primaryStrong: z.string(), primarySoft: z.string() }),
      })
      .parse(await res.json())
    for (const color of Object.values(theme.colors)) expect(color).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'answers 404 for %s, a name every object has, not a theme',
    async (name) => {
      const res = await app.request(`/assets/themes/${name}.json`)
      expect(res.status).toBe(404)
    },
  )

  it('answers 404 problem+json for an unknown theme', async () => {
    const res = await app.request('/assets/themes/neon.json')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
  })

  it.each(['/i18n/sl.json', '/i18n/de', '/api/v1/tools/trans/hr', '/i18n/fr.json', '/i18n/sk.json'])(
    '%s answers an interface catalog: source text -> translation',
    async (path) => {
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const catalog = z.record(z.string(), z.string()).parse(await res.json())
      expect(Object.keys(catalog).length).toBeGreaterThan(10)
    },
  )

  it('answers the new interface languages translated, not in English', async () => {
    const french = z.record(z.string(), z.string()).parse(await (await app.request('/i18n/fr.json')).json())
    expect(french['Safety data sheet']).toBe('Fiche de données de sécurité')
    const polish = z.record(z.string(), z.string()).parse(await (await app.request('/i18n/pl.json')).json())
    expect(polish['Product dossier']).toBe('Dossier produktu')
  })

  it('answers a catalog with an ETag, 304 on revalidation, and compressed when the client accepts it', async () => {
    const first = await app.request('/i18n/de.json')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await app.request('/i18n/de.json', { headers: { 'If-None-Match': etag! } })).status).toBe(304)
    const compressed = await app.request('/i18n/de.json', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
  })

  // Bulgarian is a document language without an interface catalog.
  it.each(['/i18n/xx.json', '/api/v1/tools/trans/bg'])('%s answers 404 problem+json for a language without a catalog', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
  })

  it('GET /v2/assets/config/config.json answers appVersion and featureFlags, revalidated every time', async () => {
    const res = await app.request('/v2/assets/config/config.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.json()).toEqual({
      appVersion: '9.9.9-test',
      featureFlags: expect.any(Object),
      edition: 'chemicals',
      savedCopyWarnDays: 30,
    })
  })

  it('redirects the site root to the app', async () => {
    const res = await app.request('/')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/p/')
  })
})
