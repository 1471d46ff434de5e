import { expect, it } from 'vitest'
import { OAUTH_CLIENT_ID, XSRF_COOKIE, XSRF_HEADER } from '#shared/share'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { findUserByUsername } from '../repos/accounts.ts'
import { FIXTURE } from '#test-support/server/fixtures.ts'
import {
  accountApp,
  accountWorld,
  ALICE,
  BOB,
  bearer,
  form,
  passwordGrant,
  refreshGrant,
  sessionHeaders,
  setCookies,
  signIn,
  testClock,
  type TestApp,
} from '#test-support/server/accounts.ts'
import { ACCESS_TOKEN_TTL_S } from './tokens.ts'

const init = (app: TestApp, headers: Record<string, string>) => app.request('/api/v1/app/init', { headers })

async function errorOf(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describeEachDatabase('sign-in (POST /api/oauth2/token, password grant)', (db) => {
  it('answers tokens and the session cookies: HttpOnly token and refresh cookie, readable XSRF-TOKEN', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const res = await passwordGrant(app, 'Alice', ALICE.password)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    })
    const cookies = setCookies(res)
    expect(cookies.get('token')?.attributes).toMatch(/Path=\/;.*HttpOnly.*SameSite=Lax/)
    expect(cookies.get('token')?.attributes).not.toMatch(/Secure/)
    expect(cookies.get('refresh_token')?.attributes).toMatch(/Path=\/api\/oauth2;.*HttpOnly/)
    expect(cookies.get(XSRF_COOKIE)?.attributes).not.toMatch(/HttpOnly/)
    expect(cookies.get(XSRF_COOKIE)?.value.length).toBeGreaterThanOrEqual(16)
  })

  it('sets Secure cookies behind https', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const res = await app.request('https://dossier.example/api/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: ALICE.username, password: ALICE.password }),
    })
    expect(res.status).toBe(200)
    for (const cookie of setCookies(res).values()) expect(cookie.attributes).toMatch(/Secure/)
  })

  it('brute force: invalid_grant, then the locked-account warning, then 403 locked for the lock period', async () => {
    await accountWorld(db().kysely)
    const clock = testClock()
    const app = await accountApp(db().kysely, { now: clock.now })
    const attempts = []
    for (let i = 0; i < 6; i++) attempts.push(await errorOf(await passwordGrant(app, ALICE.username, `wrong password ${i}`)))
    expect(attempts).toEqual([
      { status: 401, body: expect.objectContaining({ error: 'invalid_grant' }) },
      { status: 401, body: expect.objectContaining({ error: 'invalid_grant' }) },
      { status: 401, body: expect.objectContaining({ error: 'show_warning' }) },
      { status: 401, body: expect.objectContaining({ error: 'show_warning' }) },
      { status: 403, body: expect.objectContaining({ status: 'locked' }) },
      { status: 403, body: expect.objectContaining({ status: 'locked' }) },
    ])
    // The right password does not open a locked account ...
    expect(await errorOf(await passwordGrant(app, ALICE.username, ALICE.password))).toEqual({
      status: 403,
      body: expect.objectContaining({ status: 'locked' }),
    })
    // ... until the lock has run out; then the count starts afresh.
    clock.advance(15 * 60 * 1000 + 1)
    expect((await passwordGrant(app, ALICE.username, ALICE.password)).status).toBe(200)
    expect((await findUserByUsername(db().kysely, ALICE.username))?.failed_attempts).toBe(0)
  })

  it("a stranger's guesses from elsewhere lock only the stranger out: the worker signs in from her own address", async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely, { clientAddress: (c) => c.req.header('x-test-source') ?? 'local' })
    const from = (source: string, password: string) =>
      app.request('/api/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-test-source': source },
        body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: ALICE.username, password }),
      })
    for (let i = 0; i < 5; i++) await from('203.0.113.66', `guess ${i}`)
    expect((await from('203.0.113.66', ALICE.password)).status).toBe(403)
    // The account still knows how many guesses were made at it.
    expect((await findUserByUsername(db().kysely, ALICE.username))?.failed_attempts).toBe(5)
    const worker = await from('198.51.100.10', ALICE.password)
    expect(worker.status).toBe(200)
  })

  it('counts failures in the database, so every instance of a cluster sees the same lock', async () => {
    await accountWorld(db().kysely)
    const first = await accountApp(db().kysely)
    const second = await accountApp(db().kysely)
    for (let i = 0; i < 3; i++) await passwordGrant(first, ALICE.username, `guess ${i}`)
    for (let i = 3; i < 5; i++) await passwordGrant(second, ALICE.username, `guess ${i}`)
    expect(await errorOf(await passwordGrant(first, ALICE.username, ALICE.password))).toEqual({
      status: 403,
      body: expect.objectContaining({ status: 'locked' }),
    })
  })

  it('answers an unknown username exactly like a known one (no telling which accounts exist)', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely, { limits: { attemptsPerAddress: 100 } })
    const known = []
    const unknown = []
    for (let i = 0; i < 5; i++) {
      known.push((await errorOf(await passwordGrant(app, BOB.username, 'nope nope nope'))).body)
      unknown.push((await errorOf(await passwordGrant(app, 'nobody-here', 'nope nope nope'))).body)
    }
    expect(unknown).toEqual(known)
  })

  it('limits attempts per client address and per account (429, Retry-After)', async () => {
    await accountWorld(db().kysely)
    let address = '10.0.0.1'
    const app = await accountApp(db().kysely, {
      limits: { attemptsPerAddress: 3, attemptsPerAccount: 4, lockAfter: 100, warnAfter: 100 },
      clientAddress: () => address,
    })
    for (let i = 0; i < 3; i++) expect((await passwordGrant(app, `user${i}`, 'x')).status).toBe(401)
    const limited = await passwordGrant(app, ALICE.username, ALICE.password)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address may still try, until the account's own limit is reached.
    address = '10.0.0.2'
    for (let i = 0; i < 2; i++) expect((await passwordGrant(app, BOB.username, 'wrong')).status).toBe(401)
    address = '10.0.0.3'
    for (let i = 0; i < 2; i++) expect((await passwordGrant(app, BOB.username, 'wrong')).status).toBe(401)
    address = '10.0.0.4'
    expect((await passwordGrant(app, BOB.username, BOB.password)).status).toBe(429)
  })

  it('refuses a wrong client id, an unknown grant and missing fields', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const post = (fields: Record<string, string>) =>
      app.request('/api/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(fields),
      })
    expect(await errorOf(await post({ grant_type: 'password', client_id: 'other', username: 'alice', password: ALICE.password }))).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
    })
    expect((await post({ grant_type: 'client_credentials', client_id: OAUTH_CLIENT_ID })).status).toBe(400)
    expect((await post({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: 'alice' })).status).toBe(400)
  })

  it('refuses a sign-in posted from another site', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const res = await app.request('http://localhost/api/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: ALICE.username, password: ALICE.password }),
    })
    expect(res.status).toBe(403)
  })
})

describeEachDatabase('refresh tokens', (db) => {
  it('rotate on every use; a spent token used again revokes the whole family', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const first = (await (await passwordGrant(app, ALICE.username, ALICE.password)).json()) as { refresh_token: string }
    const secondRes = await refreshGrant(app, first.refresh_token)
    expect(secondRes.status).toBe(200)
    const second = (await secondRes.json()) as { access_token: string; refresh_token: string }
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await init(app, bearer(second.access_token))).status).toBe(200)

    // The first token is spent: showing it again is a theft signal.
    expect(await errorOf(await refreshGrant(app, first.refresh_token))).toEqual({
      status: 401,
      body: expect.objectContaining({ error: 'invalid_grant' }),
    })
    // The whole family is gone: the newest refresh token and its access token too.
    expect((await refreshGrant(app, second.refresh_token)).status).toBe(401)
    expect((await init(app, bearer(second.access_token))).status).toBe(401)
    // Stored hashed: the database never holds the token itself.
    const stored = await db().kysely.selectFrom('refresh_tokens').select('token_hash').execute()
    expect(stored.map((r) => r.token_hash)).not.toContain(second.refresh_token)
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
  })

  it('gives a new XSRF token at sign-in: one planted before it is neither kept nor accepted', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const planted = 'planted-xsrf-token-0123456789'
    const res = await app.request('/api/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${XSRF_COOKIE}=${planted}` },
      body: form({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username: ALICE.username, password: ALICE.password }),
    })
    expect(res.status).toBe(200)
    const cookies = setCookies(res)
    const issued = cookies.get(XSRF_COOKIE)?.value
    expect(issued).toBeDefined()
    expect(issued).not.toBe(planted)
    // A write of the new session that repeats the planted token is refused.
    const write = await app.request('/api/oauth2/logout', {
      method: 'POST',
      headers: { Cookie: `token=${cookies.get('token')!.value}; ${XSRF_COOKIE}=${issued}`, [XSRF_HEADER]: planted },
    })
    expect(write.status).toBe(403)
  })

  it('a browser refreshes with its cookie and the XSRF header; without the header it is refused', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const signedIn = setCookies(await passwordGrant(app, ALICE.username, ALICE.password))
    const xsrf = signedIn.get(XSRF_COOKIE)!.value
    const cookie = `refresh_token=${signedIn.get('refresh_token')!.value}; ${XSRF_COOKIE}=${xsrf}`
    const refresh = (headers: Record<string, string>) =>
      app.request('/api/oauth2/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie, ...headers },
        body: form({ grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID }),
      })
    expect((await refresh({})).status).toBe(403)
    const res = await refresh({ [XSRF_HEADER]: xsrf })
    expect(res.status).toBe(200)
    expect(setCookies(res).get('token')?.value).toBeTruthy()
  })

  it('a failed refresh answers 401 and clears the session cookies', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const res = await app.request('/api/oauth2/token', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        cookie: `refresh_token=forged; ${XSRF_COOKIE}=abcdefghijklmnopqrstu`,
        [XSRF_HEADER]: 'abcdefghijklmnopqrstu',
      },
      body: form({ grant_type: 'refresh_token', client_id: OAUTH_CLIENT_ID }),
    })
    expect(res.status).toBe(401)
    const cleared = setCookies(res)
    expect(cleared.get('token')?.attributes).toMatch(/Max-Age=0/)
    expect(cleared.get(XSRF_COOKIE)?.attributes).toMatch(/Max-Age=0/)
  })

  it('expire: an old access token gets 401, an old refresh token cannot renew it', async () => {
    await accountWorld(db().kysely)
    const clock = testClock()
    const app = await accountApp(db().kysely, { now: clock.now })
    const tokens = (await (await passwordGrant(app, ALICE.username, ALICE.password)).json()) as {
      access_token: string
      refresh_token: string
    }
    clock.advance(ACCESS_TOKEN_TTL_S * 1000)
    const expired = await init(app, bearer(tokens.access_token))
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { detail: string }).detail).toMatch(/expired/)
    clock.advance(13 * 60 * 60 * 1000)
    expect((await refreshGrant(app, tokens.refresh_token)).status).toBe(401)
  })

  it('sign-out revokes the sign-in and clears the cookies', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const session = await signIn(app, ALICE)
    const res = await app.request('/api/oauth2/logout', { method: 'POST', headers: sessionHeaders(session) })
    expect(res.status).toBe(204)
    expect(setCookies(res).get('token')?.attributes).toMatch(/Max-Age=0/)
    expect((await init(app, sessionHeaders(session, { write: false }))).status).toBe(401)
    expect((await refreshGrant(app, session.refreshToken)).status).toBe(401)
  })

  it('an API client signs out by naming its refresh token in the form; anything but one text is refused', async () => {
    await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const tokens = (await (await passwordGrant(app, ALICE.username, ALICE.password)).json()) as { refresh_token: string }
    const file = new FormData()
    file.set('refresh_token', new File([tokens.refresh_token], 'token.txt'))
    const refused = await app.request('/api/oauth2/logout', { method: 'POST', body: file })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_request')
    expect((await refreshGrant(app, tokens.refresh_token)).status).toBe(200)

    const again = (await (await passwordGrant(app, ALICE.username, ALICE.password)).json()) as { refresh_token: string }
    const res = await app.request('/api/oauth2/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ refresh_token: again.refresh_token }),
    })
    expect(res.status).toBe(204)
    expect((await refreshGrant(app, again.refresh_token)).status).toBe(401)
  })
})

describeEachDatabase('the session on API calls', (db) => {
  it('app/init answers the user settings with the workgroups, or 401 problem', async () => {
    const world = await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const anonymous = await init(app, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json')
    const session = await signIn(app, ALICE)
    const res = await init(app, sessionHeaders(session, { write: false }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      user_settings: {
        id: expect.any(Number),
        username: 'alice',
        name: 'Alice Lab',
        email: ALICE.email,
        locale: 'en',
        groups: [{ id: world.labId, name: 'lab' }],
      },
    })
    expect((await init(app, bearer(session.accessToken))).status).toBe(200)
    expect((await init(app, bearer('not.a.token'))).status).toBe(401)
  })

  it('refuses a cookie-authenticated non-GET without the XSRF header (403), accepts it with the header or a Bearer token', async () => {
    const world = await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const session = await signIn(app, ALICE)
    const langs = (headers: Record<string, string>) =>
      app.request('/api/v1/products/shareProductLangs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: form({ synonym_ids: [String(world.degreaserId)] }),
      })
    const without = await langs(sessionHeaders(session, { write: false }))
    expect(without.status).toBe(403)
    expect(without.headers.get('content-type')).toBe('application/problem+json')
    expect((await langs({ ...sessionHeaders(session, { write: false }), [XSRF_HEADER]: 'a-different-value-entirely' })).status).toBe(403)
    expect((await langs(sessionHeaders(session))).status).toBe(200)
    expect((await langs(bearer(session.accessToken))).status).toBe(200)
    // Sign-out is a write too.
    expect((await app.request('/api/oauth2/logout', { method: 'POST', headers: sessionHeaders(session, { write: false }) })).status).toBe(
      403,
    )
  })

  it('checks the workgroup header against the memberships on every call', async () => {
    const world = await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const alice = await signIn(app, ALICE)
    expect((await init(app, sessionHeaders(alice, { write: false, workgroup: world.labId }))).status).toBe(200)
    const foreign = await init(app, sessionHeaders(alice, { write: false, workgroup: world.coatersId }))
    expect(foreign.status).toBe(403)
    expect(
      (await app.request('/api/v1/products/list', { headers: sessionHeaders(alice, { write: false, workgroup: 999_999 }) })).status,
    ).toBe(403)
  })

  it('a user of another workgroup gets nothing: not in the list, 404 for share calls, 403 for restricted files', async () => {
    const world = await accountWorld(db().kysely)
    const app = await accountApp(db().kysely)
    const bob = await signIn(app, BOB)
    const alice = await signIn(app, ALICE)

    const list = (await (await app.request('/api/v1/products/list', { headers: sessionHeaders(bob, { write: false }) })).json()) as {
      items: { permalink: string }[]
    }
    expect(list.items.map((i) => i.permalink)).toEqual([FIXTURE.primer.permalink])
    const search = (await (
      await app.request('/api/v1/products/list?q=degreaser', { headers: sessionHeaders(bob, { write: false }) })
    ).json()) as { total: number }
    expect(search.total).toBe(0)

    const post = (path: string, fields: Record<string, string | string[]>, session = bob) =>
      app.request(`/api/v1/products/${path}`, { method: 'POST', headers: sessionHeaders(session, { form: true }), body: form(fields) })
    const foreign = String(world.degreaserId)
    expect((await post('shareProductLangs', { synonym_ids: [foreign] })).status).toBe(404)
    expect((await post('shareProductLangs', { synonym_ids: [String(world.primerId), foreign] })).status).toBe(404)
    const message = { emails: ['someone@example.com'], language_msg: '1', language_doc: '1', sds: '0' }
    expect((await post('sharePreview', { ...message, synonym_ids: [foreign] })).status).toBe(404)
    expect((await post('group_action/share', { ...message, isChemius: 'true', products: [foreign] })).status).toBe(404)

    // Alice is in the workgroup the file is restricted to: her detail lists it.
    const detail = (await (
      await app.request(`/api/v1/products/-${FIXTURE.degreaser.permalink}/detail`, { headers: sessionHeaders(alice, { write: false }) })
    ).json()) as {
      attachments: { data: Record<string, { link: string; description: string }> }
    }
    const restricted = Object.values(detail.attachments.data).find((a) => a.description === 'lab-notes.txt')!.link
    expect((await app.request(restricted)).status).toBe(403)
    expect((await app.request(restricted, { headers: sessionHeaders(bob, { write: false }) })).status).toBe(403)
    expect((await app.request(restricted, { headers: sessionHeaders(alice, { write: false }) })).status).toBe(200)
  })

  it('an expired token on a restricted file earns 401 (the app refreshes), not 403', async () => {
    await accountWorld(db().kysely)
    const clock = testClock()
    const app = await accountApp(db().kysely, { now: clock.now })
    const alice = await signIn(app, ALICE)
    // Alice is in the workgroup the file is restricted to: her detail lists it.
    const detail = (await (
      await app.request(`/api/v1/products/-${FIXTURE.degreaser.permalink}/detail`, { headers: sessionHeaders(alice, { write: false }) })
    ).json()) as {
      attachments: { data: Record<string, { link: string; description: string }> }
    }
    const restricted = Object.values(detail.attachments.data).find((a) => a.description === 'lab-notes.txt')!.link
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1)
    expect((await app.request(restricted, { headers: sessionHeaders(alice, { write: false }) })).status).toBe(401)
    // Public pages stay public with a stale cookie.
    expect(
      (await app.request(`/api/v1/products/-${FIXTURE.degreaser.permalink}/detail`, { headers: sessionHeaders(alice, { write: false }) }))
        .status,
    ).toBe(200)
  })
})
