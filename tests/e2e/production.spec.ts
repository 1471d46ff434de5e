import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { ROOT, SERVER_CLI, startE2eServer } from './support/server.ts'

/**
 * The production command: plain `node build/server/cli/dossier.js serve` on what `npm run build`
 * compiled (every e2e test talks to such a server), with health endpoints, request ids and a
 * graceful stop on SIGTERM.
 */

function* javascriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* javascriptFiles(path)
    else if (entry.name.endsWith('.js')) yield path
  }
}

/** 'pdfkit/js/pdfkit.standalone' -> 'pdfkit'; '@hono/node-server/conninfo' -> '@hono/node-server'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** The file a `#…` specifier names through package.json "imports" patterns (`#shared/*` -> `./shared/*.js`). */
function builtTarget(imports: Record<string, string>, specifier: string): string | undefined {
  for (const [pattern, target] of Object.entries(imports)) {
    const prefix = pattern.slice(0, pattern.indexOf('*'))
    if (specifier.startsWith(prefix)) return target.replace('*', specifier.slice(prefix.length))
  }
  return undefined
}

test('the compiled server needs only runtime dependencies (npm ci --omit=dev is enough to run it)', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const builtins = new Set(builtinModules)
  const needed = new Map<string, string>()
  // `#shared/…`, `#server/…`, `#cli/…`: the build's own package.json maps them to compiled files.
  const built = JSON.parse(readFileSync(join(ROOT, 'build/server/package.json'), 'utf8')) as { imports: Record<string, string> }
  const unresolved: string[] = []
  for (const file of javascriptFiles(join(ROOT, 'build/server'))) {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(['"]([^'"]+)['"]\)/g,
    )) {
      const specifier = match[1] ?? match[2] ?? match[3]!
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue
      if (specifier.startsWith('#')) {
        const target = builtTarget(built.imports, specifier)
        if (!target || !existsSync(join(ROOT, 'build/server', target))) unresolved.push(`${specifier} (${file})`)
        continue
      }
      needed.set(packageOf(specifier), file)
    }
  }
  expect(unresolved, 'subpath imports the compiled server cannot resolve').toEqual([])
  expect(needed.size).toBeGreaterThan(5)
  const missing = [...needed].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (${file})`)
  expect(missing, 'packages the compiled server imports that are not runtime dependencies').toEqual([])
  expect(Object.keys(pkg.dependencies)).not.toContain('tsx')
  expect(readFileSync(SERVER_CLI, 'utf8')).not.toMatch(/\.ts['"]/)
})

test('liveness, readiness and a request id on every answer', async ({ request }) => {
  const base = process.env.E2E_BASE_URL!
  const live = await request.get(`${base}/healthz`)
  expect(live.status()).toBe(200)
  const ready = await request.get(`${base}/readyz`)
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
  expect(ready.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
})

test('metrics are readable from the machine itself and count requests by route', async ({ request }) => {
  const base = process.env.E2E_BASE_URL!
  await request.get(`${base}/healthz`)
  const res = await request.get(`${base}/metrics`)
  expect(res.status()).toBe(200)
  expect(await res.text()).toMatch(/^dossier_http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]\d*$/m)
})

test('SIGTERM: readiness fails while draining, requests still answer, then the process exits 0', async ({ request }) => {
  test.setTimeout(60_000)
  const server = await startE2eServer({ env: { SHUTDOWN_DRAIN_MS: '1500' } })
  try {
    expect((await request.get(`${server.origin}/readyz`)).status()).toBe(200)
    process.kill(server.pid, 'SIGTERM')
    await expect.poll(async () => (await request.get(`${server.origin}/readyz`)).status()).toBe(503)
    // Still serving while the balancer takes it out of rotation.
    expect((await request.get(`${server.origin}/healthz`)).status()).toBe(200)
    expect(await server.exited).toBe(0)
  } finally {
    await server.stop()
  }
})
