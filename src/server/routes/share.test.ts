import { mkdirSync, writeFileSync } from 'node:fs'
import { simpleParser } from 'mailparser'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import {
  accountApp,
  accountWorld,
  ALICE,
  BOB,
  form,
  sessionHeaders,
  signIn,
  type BrowserSession,
  type TestApp,
} from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { addresses, testSmtpServer } from '#test-support/server/smtp.ts'
import { createMailer } from '../mail/transport.ts'
import { silentLog, FIXTURE, tempDir } from '#test-support/server/fixtures.ts'

const smtp = testSmtpServer()
const received = smtp.received

describeEachDatabase('sharing products by e-mail', (db) => {
  let app: TestApp
  let world: Awaited<ReturnType<typeof accountWorld>>
  let alice: BrowserSession
  const post = (path: string, fields: Record<string, string | string[]>, session = alice) =>
    app.request(`http://portal.test/api/v1/products/${path}`, {
      method: 'POST',
      headers: sessionHeaders(session, { form: true }),
      body: form(fields),
    })
  const problemOf = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as { detail?: string; errors?: { pointer: string }[] },
  })

  async function setUp(limits = {}) {
    received.length = 0
    world = await accountWorld(db().kysely)
    // The built app is only needed to prove the links open pages: a stand-in index.html will do.
    const dist = join(tempDir(), 'dist')
    mkdirSync(dist)
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>')
    const mailer = createMailer({ smtpUrl: smtp.url(), outboxDir: tempDir(), from: 'Dossier <no-reply@portal.test>', log: silentLog })
    app = await accountApp(db().kysely, { mailer, limits }, { distDir: dist })
    alice = await signIn(app, ALICE)
  }

  it('share languages: ui = message languages, sds = SDS languages common to all selected products', async () => {
    await setUp()
    const res = await post('shareProductLangs', { synonym_ids: [String(world.degreaserId)] })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { ui: { id: number; text: string }[]; sds: { id: number; text: string }[] }
    // Every document language, under its id: a customer can get the message in the language of the
    // sheet, also where the interface has no translation (Bulgarian, Norwegian, …).
    expect(body.ui).toHaveLength(26)
    expect(body.ui.slice(0, 4)).toEqual([
      { id: 1, text: 'English' },
      { id: 2, text: 'Slovenščina' },
      { id: 3, text: 'Deutsch' },
      { id: 4, text: 'Hrvatski' },
    ])
    expect(body.ui).toEqual(
      expect.arrayContaining([
        { id: 8, text: 'Български' },
        { id: 11, text: 'Ελληνικά' },
        { id: 25, text: 'Norsk' },
        { id: 26, text: 'Íslenska' },
      ]),
    )
    expect(body).toEqual({
      ui: body.ui,
      sds: [
        { id: 1, text: 'English' },
        { id: 2, text: 'Slovenščina' },
        { id: 3, text: 'Deutsch' },
      ],
    })
  })

  it('sends one multipart message per recipient through SMTP, in the message language, with links that open the right pages', async () => {
    await setUp()
    const res = await post('group_action/share', {
      emails: ['anna@customer.example', 'ben@customer.example'],
      isChemius: 'true',
      language_msg: '3',
      language_doc: '2',
      sds: '1',
      products: [String(world.degreaserId)],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { sent: 2 } })

    expect(received.map((r) => r.envelope)).toEqual([['anna@customer.example'], ['ben@customer.example']])
    const { mail } = received[0]!
    expect(addresses(mail.to)).toEqual(['anna@customer.example'])
    expect(mail.subject).toBe('Alice Lab teilt Produktinformationen mit Ihnen')
    expect(mail.headers.get('content-language')).toBe('de')
    expect(addresses(mail.replyTo)).toEqual([ALICE.email])
    expect(mail.text).toContain('Alice Lab (alice@lab.example) teilt folgende Produkte mit Ihnen:')
    expect(mail.html).toContain('Sicherheitsdatenblatt (Slovenščina)')

    // The SDS in the document language (2 = Slovenian), in the German interface, on this portal only.
    const expected = `http://portal.test/p/${FIXTURE.degreaser.permalink}/de/gh/2`
    const links = [...(mail.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    expect(links).toEqual([expected])
    expect(mail.text).toContain(expected)
    for (const link of links) {
      expect(new URL(link).origin).toBe('http://portal.test')
      expect((await app.request(link)).status).toBe(200)
    }
    expect((await app.request(`/api/v1/products/-${FIXTURE.degreaser.permalink}/detail?lang=2`)).status).toBe(200)
  })

  it.each([
    // Slovenian: an interface language, so the link opens the Slovenian interface.
    ['2', 'sl', 'Alice Lab z vami deli podatke o izdelkih', 'sl'],
    // Bulgarian: a document language the interface lacks; the link opens the English interface.
    ['8', 'bg', 'Alice Lab споделя с Вас информация за продукти', 'en'],
  ])('links to the product overview when the target is ui (sds=0), message language %s', async (id, code, subject, il) => {
    await setUp()
    const res = await post('group_action/share', {
      emails: ['anna@customer.example'],
      isChemius: 'true',
      language_msg: id,
      language_doc: '1',
      sds: '0',
      products: [String(world.degreaserId)],
    })
    expect(res.status).toBe(200)
    const { mail } = received[0]!
    expect(mail.subject).toBe(subject)
    expect(mail.headers.get('content-language')).toBe(code)
    const link = `http://portal.test/p/${FIXTURE.degreaser.permalink}/${il}/pd/1`
    expect(mail.text).toContain(link)
    expect((await app.request(link)).status).toBe(200)
  })

  it('previews the same message as HTML without sending anything', async () => {
    await setUp()
    const res = await post('sharePreview', {
      emails: ['anna@customer.example'],
      language_msg: '1',
      language_doc: '1',
      sds: '1',
      synonym_ids: [String(world.degreaserId)],
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain(`<a href="http://portal.test/p/${FIXTURE.degreaser.permalink}/en/gh/1">Fixture Degreaser Pro</a>`)
    expect(html).not.toMatch(/style=|<script/i)
    expect(received).toEqual([])
  })

  it('refuses 11 recipients, a malformed address and no recipient with 400 naming the field', async () => {
    await setUp()
    const base = { isChemius: 'true', language_msg: '1', language_doc: '1', sds: '1', products: [String(world.degreaserId)] }
    const eleven = Array.from({ length: 11 }, (_, i) => `r${i}@customer.example`)
    const tooMany = await problemOf(await post('group_action/share', { ...base, emails: eleven }))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.detail).toMatch(/^emails: at most 10 recipients/)
    const bad = await problemOf(
      await post('group_action/share', {
        ...base,
        emails: ['good@customer.example', 'no-at-sign.example', 'two@@x.example', 'nodot@example'],
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.map((e) => e.pointer)).toEqual(['/emails/1', '/emails/2', '/emails/3'])
    expect((await problemOf(await post('group_action/share', { ...base, emails: [] }))).body.detail).toMatch(/emails/)
    expect(
      // 27 is no document language, so no message language either.
      (await problemOf(await post('group_action/share', { ...base, emails: ['a@customer.example'], language_msg: '27' }))).body.detail,
    ).toMatch(/language_msg/)
    expect(
      (await problemOf(await post('group_action/share', { ...base, emails: ['a@customer.example'], language_doc: '9' }))).body.detail,
    ).toMatch(/language_doc/)
    expect(received).toEqual([])
  })

  it('refuses address-list syntax in recipients: one mailbox is one address, named by nobody but its owner', async () => {
    await setUp()
    const base = { isChemius: 'true', language_msg: '1', language_doc: '1', sds: '1', products: [String(world.degreaserId)] }
    const listed = await problemOf(
      await post('group_action/share', {
        ...base,
        emails: ['victim@x.example', '"A"<victim@x.example>', '<victim@x.example>', 'group:z@corp.example;'],
      }),
    )
    expect(listed.status).toBe(400)
    expect(listed.body.errors?.map((e) => e.pointer)).toEqual(['/emails/1', '/emails/2', '/emails/3'])
    expect(received).toEqual([])
  })

  it.each(['shareProductLangs', 'sharePreview', 'group_action/share'])(
    'answers a JSON null, list or number body to %s with 400, never 500',
    async (path) => {
      await setUp()
      for (const body of ['null', '[]', '42']) {
        const res = await app.request(`http://portal.test/api/v1/products/${path}`, {
          method: 'POST',
          headers: { ...sessionHeaders(alice), 'content-type': 'application/json' },
          body,
        })
        expect(res.status, body).toBe(400)
      }
    },
  )

  it('rejects header injection through every field; nothing extra reaches the SMTP server', async () => {
    await setUp()
    const base = { isChemius: 'true', language_msg: '1', language_doc: '1', sds: '1', products: [String(world.degreaserId)] }
    const attempts: Record<string, string | string[]>[] = [
      { emails: ['victim@customer.example\r\nBcc: spam@evil.example'] },
      { emails: ['victim@customer.example\nSubject: hi'] },
      { emails: ['"victim@customer.example>\r\nCc: x@evil.example"@a.example'] },
      { emails: ['victim@customer.example, other@evil.example'] },
      { emails: ['ok@customer.example'], language_msg: '1\r\nBcc: spam@evil.example' },
      { emails: ['ok@customer.example'], language_doc: '1\r\nBcc: spam@evil.example' },
      { emails: ['ok@customer.example'], sds: '1\r\nBcc: spam@evil.example' },
      { emails: ['ok@customer.example'], products: ['1\r\nBcc: spam@evil.example'] },
    ]
    for (const attempt of attempts) expect((await post('group_action/share', { ...base, ...attempt })).status).toBe(400)
    expect(received).toEqual([])
  })

  it('keeps a sender name with line breaks out of the headers', async () => {
    await setUp()
    await db()
      .kysely.updateTable('users')
      .set({ display_name: 'Alice\r\nBcc: spam@evil.example' })
      .where('username', '=', 'alice')
      .execute()
    const res = await post('group_action/share', {
      emails: ['anna@customer.example'],
      isChemius: 'true',
      language_msg: '1',
      language_doc: '1',
      sds: '0',
      products: [String(world.degreaserId)],
    })
    expect(res.status).toBe(200)
    expect(received.map((r) => r.envelope)).toEqual([['anna@customer.example']])
    expect(received[0]!.mail.headers.has('bcc')).toBe(false)
    expect(received[0]!.mail.subject).toBe('Alice Bcc: spam@evil.example is sharing product information with you')
  })

  it('asks for an SDS language every product has', async () => {
    await setUp()
    const bob = await signIn(app, BOB)
    // The primer has no SDS language at all: only the product overview can be shared.
    const langs = (await (await post('shareProductLangs', { synonym_ids: [String(world.primerId)] }, bob)).json()) as { sds: unknown[] }
    expect(langs.sds).toEqual([])
    const sds = await problemOf(
      await post(
        'group_action/share',
        {
          emails: ['a@customer.example'],
          isChemius: 'true',
          language_msg: '1',
          language_doc: '1',
          sds: '1',
          products: [String(world.primerId)],
        },
        bob,
      ),
    )
    expect(sds.status).toBe(400)
    expect(sds.body.errors?.[0]?.pointer).toBe('/language_doc')
    const overview = await post(
      'group_action/share',
      { emails: ['a@customer.example'], isChemius: 'true', language_msg: '1', sds: '0', products: [String(world.primerId)] },
      bob,
    )
    expect(overview.status).toBe(200)
    expect(received[0]!.mail.text).toContain(`/p/${FIXTURE.primer.permalink}/en/pd/1`)
  })

  it('limits sends per user (429)', async () => {
    await setUp({ sharesPerUser: 2 })
    const send = () =>
      post('group_action/share', {
        emails: ['a@customer.example'],
        isChemius: 'true',
        language_msg: '1',
        language_doc: '1',
        sds: '0',
        products: [String(world.degreaserId)],
      })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const third = await send()
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBeTruthy()
    // Another user has a limit of their own.
    const bob = await signIn(app, BOB)
    const bobs = await post(
      'group_action/share',
      { emails: ['a@customer.example'], isChemius: 'true', language_msg: '1', sds: '0', products: [String(world.primerId)] },
      bob,
    )
    expect(bobs.status).toBe(200)
  })

  it('needs a signed-in user', async () => {
    await setUp()
    const res = await app.request('/api/v1/products/shareProductLangs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ synonym_ids: ['1'] }),
    })
    expect(res.status).toBe(401)
  })
})

describeEachDatabase('the outbox (no SMTP_URL)', (db) => {
  it('writes each message as an .eml file and logs where', async () => {
    const world = await accountWorld(db().kysely)
    const outbox = tempDir()
    const lines: string[] = []
    const log = {
      ...silentLog,
      info: (msg: string, fields?: Record<string, unknown>) => void lines.push(`${msg} ${JSON.stringify(fields)}`),
    }
    const app = await accountApp(db().kysely, { mailer: createMailer({ outboxDir: outbox, from: 'Dossier <no-reply@portal.test>', log }) })
    const alice = await signIn(app, ALICE)
    const res = await app.request('/api/v1/products/group_action/share', {
      method: 'POST',
      headers: sessionHeaders(alice, { form: true }),
      body: form({
        emails: ['anna@customer.example'],
        isChemius: 'true',
        language_msg: '4',
        language_doc: '1',
        sds: '1',
        products: [String(world.degreaserId)],
      }),
    })
    expect(res.status).toBe(200)
    const { readdirSync, readFileSync } = await import('node:fs')
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const mail = await simpleParser(readFileSync(join(outbox, files[0]!)))
    expect(mail.subject).toBe('Alice Lab s vama dijeli informacije o proizvodima')
    expect(lines.some((l) => l.includes('e-mail written to the outbox') && l.includes(files[0]!))).toBe(true)
  })
})
