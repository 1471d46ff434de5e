import { expect, test } from '@playwright/test'
import pg from 'pg'
import { startCluster, type Cluster } from '#cli/cluster/cluster'
import { OAUTH_CLIENT_ID } from '#shared/share'
import { PRODUCTS } from './support/catalogue.ts'
import { runLoad } from '#test-support/load.ts'
import { ROOT } from './support/server.ts'

/**
 * Three instances of the compiled portal on one PostgreSQL behind HAProxy (Debian packages), as
 * `npm run cluster` starts them: an instance can die at any moment without a reader noticing, and
 * what must be shared (tokens and their rotation) is shared through the database.
 */
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://dossier:dossier@127.0.0.1:5432/dossier_test'

test.describe.configure({ mode: 'serial' })

let cluster: Cluster
let schema: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  schema = `cluster_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`create schema "${schema}"`).finally(() => admin.end())
  const url = new URL(POSTGRES)
  url.searchParams.set('options', `-c search_path=${schema}`)
  cluster = await startCluster({ databaseUrl: url.toString(), instances: 3, root: ROOT })
})

test.afterAll(async () => {
  await cluster?.stop()
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`drop schema if exists "${schema}" cascade`).finally(() => admin.end())
})

test('killing an instance under load of cached reads fails no request', async () => {
  test.setTimeout(60_000)
  const sheet = `${cluster.url}/api/v1/sdsRender/view/-${PRODUCTS.full.id}/1`
  // Every instance renders once, so the load measures cached reads.
  for (let i = 0; i < 6; i++) expect((await fetch(sheet)).status).toBe(200)
  const run = runLoad(sheet, { connections: 10, seconds: 6 })
  setTimeout(() => void cluster.instances[1]!.kill(), 2000)
  const result = await run
  expect(result.requests.total).toBeGreaterThan(500)
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 })
  expect(cluster.instances[1]!.process.signalCode).toBe('SIGKILL')
  // The two left go on answering.
  expect((await fetch(sheet)).status).toBe(200)
})

test('a refresh token rotated on one instance is refused when reused on another, and the whole sign-in ends', async () => {
  const [first, , third] = cluster.instances
  const token = (port: number, form: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: OAUTH_CLIENT_ID, ...form }),
    })
  const signIn = await token(first!.port, { grant_type: 'password', username: 'demo', password: 'demo-dossier' })
  expect(signIn.status).toBe(200)
  const { refresh_token: original } = (await signIn.json()) as { refresh_token: string }
  const rotated = await token(first!.port, { grant_type: 'refresh_token', refresh_token: original })
  expect(rotated.status).toBe(200)
  const { refresh_token: next } = (await rotated.json()) as { refresh_token: string }
  // The stolen old token, replayed on another instance.
  expect((await token(third!.port, { grant_type: 'refresh_token', refresh_token: original })).status).toBe(401)
  // Reuse revoked the whole family: the legitimate newer token is dead too, on any instance.
  expect((await token(first!.port, { grant_type: 'refresh_token', refresh_token: next })).status).toBe(401)
})

test('five wrong passwords on one instance lock that sign-in on every instance', async () => {
  // The instance killed above stays down: the guesses go to one live instance, the sign-in to another.
  const [guessedOn, signedInOn] = cluster.instances.filter((i) => i.process.exitCode === null && i.process.signalCode === null)
  const attempt = (port: number, password: string) =>
    fetch(`http://127.0.0.1:${port}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: OAUTH_CLIENT_ID, grant_type: 'password', username: 'farbenwerk', password }),
    })
  for (let i = 0; i < 5; i++) await attempt(guessedOn!.port, `wrong guess ${i}`)
  const res = await attempt(signedInOn!.port, 'demo-dossier')
  expect(res.status).toBe(403)
  expect(await res.json()).toMatchObject({ status: 'locked' })
})

test('sign-in attempts are counted across instances: the limit of one account holds however the balancer spreads them', async () => {
  // Ten attempts per account name and minute (DEFAULT_LIMITS): five on each of two instances stay under
  // any one instance's count, so the eleventh is refused only if the instances count together.
  const [one, other] = cluster.instances.filter((i) => i.process.exitCode === null && i.process.signalCode === null)
  const attempt = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: OAUTH_CLIENT_ID, grant_type: 'password', username: 'nobody-counted', password: 'wrong' }),
    })
  for (let i = 0; i < 10; i++) expect((await attempt((i % 2 === 0 ? one : other)!.port)).status).not.toBe(429)
  for (const instance of [one, other]) {
    const refused = await attempt(instance!.port)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  }
})
