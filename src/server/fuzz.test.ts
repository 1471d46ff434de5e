import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { passwordGrant, type TestApp } from '#test-support/server/accounts.ts'
import { ensureDemoAccounts } from './auth/demo-accounts.ts'
import { openDb, type Db } from './db/client.ts'
import { migrateToLatest } from './db/migrate.ts'
import { importDossierPath } from './import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from './index.ts'
import { createLogger } from './log.ts'
import { readPhraseLibrary } from './phrases/library.ts'
import { routeKeys } from './route-access.ts'
import { createApp } from './app.ts'

/**
 * Fuzzing every route of the app, generated from its own route table: malformed and hostile path
 * values (traversal, encodings, prototype keys, unicode edge cases, very long ids), odd queries,
 * wrong and oversized bodies and content types, with and without a session. Whatever comes in,
 * no answer may be a 5xx, carry a stack trace, or name a path of this machine. Deterministic
 * (seeded), so a failure names a request that reproduces.
 */
const REQUESTS = 6000
const DEMO = 'uIw9ByCUgkide7d8'

const PARAM_VALUES: Record<string, string[]> = {
  dashId: [
    `-${DEMO}`,
    '-',
    '',
    '-AAAAAAAAAAAAAAAA',
    '..%2f..%2fetc%2fpasswd',
    '-%00',
    `-${'Z'.repeat(300)}`,
    '__proto__',
    'constructor',
    '-%E2%80%AE',
    '-%ED%A0%80',
    '%c0%ae%c0%ae',
    '-1e9',
    '-%F0%9F%92%A9',
    `-${DEMO}%2f..%2f..`,
    '%25%32%65%25%32%65',
  ],
  lang: ['1', '2', '3', '0', '-1', '99999999999', '1.5', 'abc', '%00', '__proto__', '01', '1%20', '%EF%BC%91'],
  id: ['1', '2', '0', '-5', '999999999999', 'x', '1e3', '0x1', '%00'],
  file: [
    'GHS02.svg',
    '..%2f..%2fpackage.json',
    '__proto__',
    'constructor.json',
    'GHS10.svg',
    '%00.svg',
    'de.json',
    'chemicals.json',
    'toString.json',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ],
  attachmentId: ['1', '0', '01', '99999999999', 'x', '-1', '%00'],
}
const WILDCARD = [
  '',
  'index.html',
  '..%2f..%2fpackage.json',
  '%2e%2e/%2e%2e/etc/passwd',
  'assets/%00',
  'x'.repeat(300),
  'sw.js',
  '..\\..\\windows',
  'en/pd/1',
]
const QUERIES = [
  '',
  '?lang=abc',
  '?version=-1',
  '?version=99999999999',
  '?qrCode=2',
  '?lang=1&lang=2',
  '?__proto__[x]=1',
  '?constructor=1',
  '?xlang=1,2,3,999',
  '?dim=99&emb=0&lp=abc',
  '?timestamp=notatime',
  '?q=%F0%9F',
  '?compare=1&version=1',
  '?lp=1&dim=1&emb=2',
  '?labType=1',
  '?labType=9',
  '?page=-1&pageSize=100000',
  `?q=${'a'.repeat(3000)}`,
  '?%ZZ=1',
  '?version=%00',
]
const BODIES: { type?: string; body?: string }[] = [
  {},
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', body: '{"emails":' },
  { type: 'application/x-www-form-urlencoded', body: '__proto__[polluted]=1&constructor[prototype][x]=1' },
  { type: 'application/x-www-form-urlencoded', body: 'grant_type=password&client_id=dossier-portal&username=demo&password=%00' },
  { type: 'application/x-www-form-urlencoded', body: `synonym_id=1&xlang=${'1,'.repeat(5000)}` },
  { type: 'application/x-www-form-urlencoded', body: 'a'.repeat(60 * 1024) },
  { type: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\nContent-Disposition: form-data; name="synonym_id"\r\n\r\n1\r\n--WRONG' },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'text/plain', body: '\u0000\u0001\u0002' },
  { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
]

/** mulberry32: small, seeded, good enough to spread the cases. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const LEAKS = [
  /\n\s+at [^\n]+\(/,
  /\.ts:\d+/,
  /node_modules/,
  /\/work\//,
  /\/home\//,
  /\/tmp\//,
  /\/root\//,
  /SqliteError|QueryFailedError|TypeError|ReferenceError/,
]

let dir: string
let db: Db
let app: TestApp
let token: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-fuzz-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>')
  db = openDb({ sqliteFile: join(dir, 'fuzz.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const report = await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
  expect(report.errors).toEqual([])
  await ensureDemoAccounts(db.kysely, DEMO_CATALOGUE_DIR, createLogger('silent'))
  app = createApp({
    db: db.kysely,
    log: createLogger('silent'),
    appVersion: 'fuzz',
    library: await readPhraseLibrary(db.kysely),
    distDir: dir,
    accounts: {
      secret: 'fuzz-secret-fuzz-secret-fuzz-secret-42',
      limits: { attemptsPerAddress: 1e9, attemptsPerAccount: 1e9, sharesPerUser: 1e9, previewsPerUser: 1e9 },
    },
    origin: { allowedHosts: ['portal.test', 'localhost'], trustProxy: false },
  })
  const signIn = await passwordGrant(app, 'demo', 'demo-dossier')
  expect(signIn.status).toBe(200)
  token = ((await signIn.json()) as { access_token: string }).access_token
}, 120_000)

afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

it(`answers ${REQUESTS} generated hostile requests over every route without a 5xx, a stack trace or an internal path`, async () => {
  const next = random(20261124)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const routes = routeKeys(app.routes)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  for (let i = 0; i < REQUESTS; i++) {
    const [method, pattern] = pick(routes).split(' ') as [string, string]
    const path = pattern
      .replace(/\{[^}]*\}/g, '')
      .replace(/:(\w+)/g, (_, name: string) => pick(PARAM_VALUES[name] ?? ['x']))
      .replace('*', pick(WILDCARD))
    const body = method === 'POST' || next() < 0.1 ? pick(BODIES) : {}
    const headers: Record<string, string> = {}
    if (body.type) headers['content-type'] = body.type
    // Half the requests come with the demo user's session; a logout would end it for the rest.
    if (next() < 0.5 && pattern !== '/api/oauth2/logout') headers.authorization = `Bearer ${token}`
    if (next() < 0.05) headers['chemius-workgroup-id'] = pick(['1', '999', '-1', 'abc', '__proto__'])
    if (next() < 0.05) headers['accept-encoding'] = pick(['br', 'gzip;q=0', '*;q=abc', 'x'.repeat(200)])
    const host = next() < 0.05 ? pick(['evil.example', 'x'.repeat(2500), 'localhost:99999']) : 'portal.test'
    const url = `http://${host}${path}${pick(QUERIES)}`
    const requestMethod = body.body !== undefined && method === 'GET' ? 'POST' : method
    let res: Response
    try {
      res = await app.request(url, { method: requestMethod, headers, body: body.body })
    } catch (error) {
      // A URL the Request constructor itself refuses never reaches a server.
      if (error instanceof TypeError && /Invalid URL|parse URL/i.test(error.message)) continue
      throw error
    }
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    const text = await res.text()
    const leak = LEAKS.find(
      (pattern) => pattern.test(text) && !/^(image|application\/pdf|application\/vnd)/.test(res.headers.get('content-type') ?? ''),
    )
    if (res.status >= 500 || leak)
      failures.push(`${requestMethod} ${url.slice(0, 200)} [${body.type ?? '-'}] -> ${res.status} ${leak ?? ''} ${text.slice(0, 200)}`)
  }
  expect(failures.slice(0, 20), `${failures.length} bad answers`).toEqual([])
  // The generator reaches the handlers, not only the gates in front of them.
  expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 404]))
}, 600_000)
