import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OAUTH_CLIENT_ID, WORKGROUP_HEADER, XSRF_HEADER } from '#shared/share'
import { createApiClient } from './api-client.ts'
import { pendingCallsAtom } from './session.ts'
import { selectWorkgroup } from './workgroup.ts'
import { uiStore } from './store.ts'

/**
 * A real HTTP server on 127.0.0.1 plays the portal: its access token is "expired" until a refresh
 * grant arrives, and it counts the refreshes. The client under test is the app's own ky client.
 */
const state = {
  expired: true,
  refreshes: 0,
  refuseRefresh: false,
  seen: [] as { path: string; xsrf?: string; workgroup?: string }[],
  tokenForms: [] as string[],
}
const server = new Hono()
  .post('/api/oauth2/token', async (c) => {
    state.refreshes += 1
    state.tokenForms.push(`${await c.req.text()} xsrf=${c.req.header(XSRF_HEADER) ?? ''}`)
    // Slow enough that every parallel request meets the 401 while this refresh is still running.
    await new Promise((r) => setTimeout(r, 100))
    if (state.refuseRefresh) return c.json({ error: 'invalid_grant' }, 401)
    state.expired = false
    return c.json({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 })
  })
  .all('/api/v1/things/:n', async (c) => {
    state.seen.push({
      path: `${c.req.method} ${c.req.param('n')}`,
      xsrf: c.req.header(XSRF_HEADER),
      workgroup: c.req.header(WORKGROUP_HEADER),
    })
    if (state.expired) return c.json({ title: 'Not signed in' }, 401)
    return c.json({ n: Number(c.req.param('n')), body: c.req.method === 'POST' ? await c.req.text() : undefined })
  })

let http: ServerType
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    http = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

beforeEach(() => {
  Object.assign(state, { expired: true, refreshes: 0, refuseRefresh: false, seen: [], tokenForms: [] })
  localStorage.clear()
  document.cookie = 'XSRF-TOKEN=xsrf-value-from-the-cookie; path=/'
  selectWorkgroup(undefined)
})
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0'
})

describe('the API client on a 401 (token refresh)', () => {
  it('refreshes an expired access token once for several parallel requests, then retries each of them', async () => {
    let expiredCalls = 0
    const api = createApiClient({ origin, onSessionExpired: () => (expiredCalls += 1) })
    const gets = [1, 2, 3, 4, 5].map((n) => api.get(`${origin}/api/v1/things/${n}`).json<{ n: number }>())
    const post = api
      .post(`${origin}/api/v1/things/6`, { body: new URLSearchParams({ 'synonym_ids[]': '42' }) })
      .json<{ n: number; body: string }>()

    expect((await Promise.all(gets)).map((r) => r.n)).toEqual([1, 2, 3, 4, 5])
    expect(await post).toEqual({ n: 6, body: 'synonym_ids%5B%5D=42' })
    expect(state.refreshes).toBe(1)
    expect(state.tokenForms).toEqual([`grant_type=refresh_token&client_id=${OAUTH_CLIENT_ID} xsrf=xsrf-value-from-the-cookie`])
    // Each request twice: the 401, then the retry.
    expect(state.seen).toHaveLength(12)
    // The XSRF header on writes only, also on the retried one.
    expect(state.seen.filter((s) => s.path === 'POST 6').map((s) => s.xsrf)).toEqual([
      'xsrf-value-from-the-cookie',
      'xsrf-value-from-the-cookie',
    ])
    expect(state.seen.filter((s) => s.path.startsWith('GET')).every((s) => s.xsrf === undefined)).toBe(true)
    expect(expiredCalls).toBe(0)
    expect(uiStore.get(pendingCallsAtom)).toBe(0)
  })

  it('a refused refresh fails the requests with their 401 and ends the session once', async () => {
    state.refuseRefresh = true
    let expiredCalls = 0
    const api = createApiClient({ origin, onSessionExpired: () => (expiredCalls += 1) })
    const results = await Promise.allSettled([1, 2, 3].map((n) => api.get(`${origin}/api/v1/things/${n}`).json()))
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(results.map((r) => (r as PromiseRejectedResult).reason.response.status)).toEqual([401, 401, 401])
    expect(state.refreshes).toBe(1)
    expect(expiredCalls).toBe(1)
  })

  it('without a refresh token (no session cookie) the request fails without a refresh call, and no session ends', async () => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0'
    let expiredCalls = 0
    const api = createApiClient({ origin, onSessionExpired: () => (expiredCalls += 1) })
    await expect(api.get(`${origin}/api/v1/things/1`).json()).rejects.toMatchObject({ response: { status: 401 } })
    expect(state.refreshes).toBe(0)
    expect(expiredCalls).toBe(0)
  })

  it('sends the selected workgroup to the portal, and nothing of the session elsewhere', async () => {
    state.expired = false
    selectWorkgroup(7)
    const api = createApiClient({ origin })
    await api.post(`${origin}/api/v1/things/1`).json()
    expect(state.seen[0]).toEqual({ path: 'POST 1', xsrf: 'xsrf-value-from-the-cookie', workgroup: '7' })
    const elsewhere = createApiClient({ origin: 'https://portal.example' })
    await elsewhere.post(`${origin}/api/v1/things/2`).json()
    expect(state.seen[1]).toEqual({ path: 'POST 2', xsrf: undefined, workgroup: undefined })
  })
})
