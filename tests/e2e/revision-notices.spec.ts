import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { request, type APIRequestContext } from '@playwright/test'
import { USERS } from './support/accounts.ts'
import { expect, test } from './support/fixtures.ts'
import { ROOT, startE2eServer, type E2eServer } from './support/server.ts'
import { freePort, startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.ts'

/**
 * Revision notices end to end (REACH Art. 31(9): a supplier sends a revised safety data sheet, when
 * new information on hazards or risk management arrives, to everyone it supplied in the last 12
 * months): a portal server that delivers through a real SMTP server, a demo author who shares a
 * sheet by e-mail, and new versions imported through the API. Its own server, so its e-mails and
 * versions reach no other test.
 */
test.describe.configure({ mode: 'serial' })

const PRODUCT_FILE = 'descaler.json'
const dossier = JSON.parse(readFileSync(join(ROOT, 'src/server/demo', PRODUCT_FILE), 'utf8')) as {
  permalink: string
  name: string
  languages: { code: string }[]
  version: { number: string }
  sds: { sections: Record<string, Record<string, string>> }
}
const inEveryLanguage = (text: string) => Object.fromEntries(dossier.languages.map((l) => [l.code, `${text} (${l.code})`]))
const RECIPIENTS = ['anna@customer.example', 'ben@customer.example']
/** The worker looks at the mail queue every second here (a minute by default). */
const INTERVAL_MS = 1000

let inbox: SmtpInbox
let server: E2eServer
let author: APIRequestContext
let xsrf: string

/** A new version of the demo descaler after `replaces`, with `sections` of its sheet replaced. */
function version(number: string, replaces: string, changedSections: string[], sections: Record<string, Record<string, string>>) {
  const minor = Number(number.split('.')[1])
  return JSON.stringify({
    ...dossier,
    version: {
      number,
      revisionDate: `2026-01-${10 + minor}`,
      createdDate: '2024-10-07',
      replaces,
      changes: [{ sections: changedSections, text: inEveryLanguage(`Revised sections ${changedSections.join(', ')}`) }],
    },
    sds: { ...dossier.sds, sections: { ...dossier.sds.sections, ...sections } },
  })
}

async function importVersion(body: string) {
  const res = await author.post('/api/v1/import', { data: body, headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { results: { outcome: string }[]; notices: number }
}

const notices = () => inbox.received.filter((r) => r.mail.subject?.startsWith('Revised safety data sheet:'))
const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.envelope).sort()
/** Long enough for the worker to have looked at the queue a few times. */
const fewRounds = () => new Promise((resolve) => setTimeout(resolve, 4 * INTERVAL_MS))

test.beforeAll(async () => {
  inbox = await startSmtpInbox()
  // The links in the notices use PUBLIC_URL, so the server's port is chosen before it starts.
  const port = await freePort()
  server = await startE2eServer({
    port,
    env: { SMTP_URL: inbox.url, PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_QUEUE_INTERVAL_MS: String(INTERVAL_MS) },
  })
  author = await request.newContext({ baseURL: server.origin })
  const res = await author.post('/api/oauth2/token', {
    form: { grant_type: 'password', client_id: 'dossier-portal', username: USERS.demo.username, password: USERS.demo.password },
  })
  expect(res.status()).toBe(200)
  // Calls that change something carry the XSRF-TOKEN cookie's value in a header, as the app sends it.
  const { cookies } = await author.storageState()
  xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
})

test.afterAll(async () => {
  await author?.dispose()
  await server?.stop()
  await inbox?.close()
})

test('a version that changes section 2 sends one notice to each earlier recipient; one that changes only section 16 sends none', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const list = await author.get(`/api/v1/products/list?q=${encodeURIComponent(dossier.name)}`)
  const product = ((await list.json()) as { items: { product_id: number; permalink: string }[] }).items.find(
    (item) => item.permalink === dossier.permalink,
  )!
  expect(product).toBeDefined()
  const form = new URLSearchParams({
    isChemius: 'true',
    language_msg: '1',
    language_doc: '1',
    sds: '1',
    products: String(product.product_id),
  })
  for (const address of RECIPIENTS) form.append('emails', address)
  const shared = await author.post('/api/v1/products/group_action/share', {
    data: form.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': xsrf },
  })
  expect(shared.status(), await shared.text()).toBe(200)
  // The share e-mail itself goes through the same SMTP server.
  await expect.poll(() => recipientsOf(inbox.received)).toEqual(RECIPIENTS)

  // Section 2 (hazards identification) changes: new information on hazards.
  const hazards = inEveryLanguage('Vapours of the heated solution irritate the airways.')
  const second = await importVersion(version('1.1', dossier.version.number, ['2.3'], { '2.3': hazards }))
  expect(second.results.map((r) => r.outcome)).toEqual(['created'])
  expect(second.notices).toBe(2)
  await expect.poll(() => recipientsOf(notices()), { timeout: 15_000 }).toEqual(RECIPIENTS)
  await fewRounds()
  expect(recipientsOf(notices()), 'exactly one notice per recipient').toEqual(RECIPIENTS)
  for (const { mail } of notices()) {
    expect(mail.subject).toBe(`Revised safety data sheet: ${dossier.name} (version 1.1)`)
    const text = mail.text ?? ''
    // The changed section is named: section 2 of Annex II, under the list of changed sections.
    expect(text).toMatch(/Sections with new or changed information:\s*\n\s*[-•*]?\s*2\. /)
    expect(text).not.toMatch(/\n\s*[-•*]?\s*16\. /)
    expect(text).toMatch(new RegExp(`${server.origin}/p/${dossier.permalink}/en/gh/1\\?version=\\d+&compare=\\d+`))
    expect(text).toContain(`${server.origin}/api/v1/notices/unsubscribe?`)
  }

  // Only the list of changes (section 16) differs: no new information for the recipients.
  const third = await importVersion(version('1.2', '1.1', ['16'], { '2.3': hazards }))
  expect(third.results.map((r) => r.outcome)).toEqual(['created'])
  expect(third.notices).toBe(0)
  await fewRounds()
  expect(recipientsOf(notices()), 'no notice for a change of section 16 only').toEqual(RECIPIENTS)

  // Anna follows her unsubscribe link, not signed in (this page's context has no session).
  const annaNotice = notices().find((m) => m.envelope.includes('anna@customer.example'))!
  const link = /(http\S+\/api\/v1\/notices\/unsubscribe\?\S+)/.exec(annaNotice.mail.text ?? '')![1]!
  await page.goto(link)
  await expect(page.getByText('Send no more revision notices of safety data sheets to anna@customer.example?')).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('anna@customer.example will receive no more revision notices.')).toBeVisible()

  // The next change of section 2 reaches Ben only.
  const before = notices().length
  const fourth = await importVersion(
    version('1.3', '1.2', ['2.3'], { '2.3': inEveryLanguage('Vapours of the heated solution irritate eyes and airways.') }),
  )
  expect(fourth.notices).toBe(1)
  await expect.poll(() => recipientsOf(notices().slice(before)), { timeout: 15_000 }).toEqual(['ben@customer.example'])
  await fewRounds()
  expect(recipientsOf(notices().slice(before))).toEqual(['ben@customer.example'])
})
