import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from './db/client.ts'
import { testApp } from '#test-support/server/fixtures.ts'

const root = mkdtempSync(join(tmpdir(), 'dossier-static-'))
const dist = join(root, 'dist')
const SHELL = '<!doctype html><title>Dossier shell</title>'
const JS = 'console.log("app")\n'.repeat(50)
const SECRET = 'secret outside dist'
const files: Record<string, string | Buffer> = {
  'dist/index.html': SHELL,
  'dist/assets/app-abc123.js': JS,
  'dist/assets/app-abc123.js.br': brotliCompressSync(JS),
  'dist/assets/app-abc123.js.gz': gzipSync(JS),
  'dist/sw.js': 'self.addEventListener("fetch", () => {})',
  'dist/manifest.webmanifest': '{"name":"Dossier"}',
  'secret.txt': SECRET,
  'dist-secret/file.txt': SECRET,
}
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), content)
}

const db = openDb({ sqliteFile: ':memory:' })
afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})
const app = testApp(db.kysely, { distDir: dist })
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('static serving of the built PWA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/p/assets/app-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it.each([
    ['/p/', /^text\/html/],
    ['/p/index.html', /^text\/html/],
    ['/p/sw.js', /^text\/javascript/],
    ['/p/manifest.webmanifest', /^application\/manifest\+json/],
  ])('makes the browser revalidate %s (no-cache)', async (path, type) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toMatch(type)
  })

  it('names the installed app after the edition of the host it was asked from', async () => {
    const named = async (host: string) =>
      (await (await app.request(`http://${host}/p/manifest.webmanifest`)).json()) as { name: string; short_name: string }
    expect(await named('localhost')).toEqual({ name: 'Chemora: safety data sheets', short_name: 'Chemora' })
    expect(await named('coatings.localhost')).toEqual({ name: 'Coatora: safety data sheets', short_name: 'Coatora' })
  })

  it('answers the brotli file to a client that accepts br', async () => {
    const res = await get('/p/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(files['dist/assets/app-abc123.js.br'])
  })

  it('answers the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/p/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(files['dist/assets/app-abc123.js.gz'])
  })

  it('answers the plain file without Content-Encoding otherwise', async () => {
    const res = await get('/p/assets/app-abc123.js', { 'accept-encoding': 'identity' })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(JS)
  })

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await get('/p/assets/app-abc123.js')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/p/assets/app-abc123.js', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('/p/assets/app-abc123.js', { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it.each(['/p/uIw9ByCUgkide7d8/en/pd/1', '/p/uIw9ByCUgkide7d8', '/p/uIw9ByCUgkide7d8/en/gh/1/download'])(
    'answers the app shell to the app route %s',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(SHELL)
    },
  )

  it.each(['/p/assets/x.js', '/p/assets/app-old999.js', '/p/missing.png'])(
    'answers 404, not the shell, for the missing file %s',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('Dossier shell')
    },
  )

  it.each([
    '/p/..%2f..%2fpackage.json',
    '/p/..%2fsecret.txt',
    '/p/assets/..%2f..%2fsecret.txt',
    '/p/%2e%2e%2fsecret.txt',
    '/p/..%2fdist-secret%2ffile.txt',
    '/p/%2e%2e/secret.txt',
  ])('does not serve files outside dist: %s', async (path) => {
    const res = await get(path)
    const body = await res.text()
    expect(body).not.toContain(SECRET)
    expect(body).not.toContain('"devDependencies"')
    expect(res.status).not.toBe(200)
  })

  it('gives a file the same caching whichever way its path is spelled', async () => {
    const res = await get('/p/x%2f..%2fassets%2fapp-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers a malformed percent-encoding as a bad request, not a server error', async () => {
    const res = await get('/p/%E0%A4%A')
    expect(res.status).toBe(400)
  })

  it('names a configured brand edition in a cookie with the app shell, and only with the shell', async () => {
    const configured = testApp(db.kysely, { distDir: dist, editions: { hosts: { coatings: ['paints.localhost'] } } })
    for (const path of ['/p/', '/p/index.html', '/p/AAAAAAAAAAAAAAAA/en/pd/1']) {
      expect((await configured.request(`http://paints.localhost${path}`)).headers.get('set-cookie')).toMatch(/^dossier-edition=coatings;/)
      // The built-in rule would say coatings here: the app must be told it is chemicals.
      expect((await configured.request(`http://coatings.localhost${path}`)).headers.get('set-cookie')).toMatch(
        /^dossier-edition=chemicals;/,
      )
      // Where the configuration agrees with the built-in rule, the app needs no cookie.
      expect((await configured.request(`http://localhost${path}`)).headers.get('set-cookie')).toBeNull()
    }
    expect((await configured.request('http://paints.localhost/p/assets/app-abc123.js')).headers.get('set-cookie')).toBeNull()
  })

  it('sets no edition cookie under the built-in rule, and removes one a former configuration left', async () => {
    expect((await app.request('http://coatings.localhost/p/')).headers.get('set-cookie')).toBeNull()
    const stale = await app.request('http://localhost/p/', { headers: { cookie: 'dossier-edition=coatings' } })
    expect(stale.headers.get('set-cookie')).toMatch(/^dossier-edition=; Max-Age=0; Path=\//)
    const told = testApp(db.kysely, { distDir: dist, editions: { forced: 'coatings', hosts: {} } })
    const again = await told.request('http://localhost/p/', { headers: { cookie: 'dossier-edition=coatings' } })
    expect(again.headers.get('set-cookie')).toBeNull()
  })
})
