import { expect, it } from 'vitest'
import type { DossierFileInput } from '#shared/dossier-file'
import {
  accountApp,
  accountWorld,
  ALICE,
  form,
  sessionHeaders,
  signIn,
  type BrowserSession,
  type TestApp,
} from '#test-support/server/accounts.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { deliverDueMail } from '../mail/queue.ts'
import { addresses, testSmtpServer } from '#test-support/server/smtp.ts'
import { createMailer } from '../mail/transport.ts'
import { readPhraseLibrary } from '../phrases/library.ts'
import { FIXTURE, fixtureDossier, fixtureText, silentLog, tempDir } from '#test-support/server/fixtures.ts'
import { queueRevisionNotices } from './queue-notices.ts'
import { logShares, monthsBefore } from './share-log.ts'
import { addressHash } from './unsubscribe.ts'

const smtp = testSmtpServer()
const SECRET = 'test-secret-test-secret-test-secret-42'
const BASE = 'http://portal.test'

/** The degreaser's next version (3.0, after the fixture's 2.0), changed by `change`. */
function nextVersion(change: (file: DossierFileInput) => void) {
  const file = fixtureDossier('degreaser')
  // A version that replaces another lists its changes (section 16); tests that change other parts say so here.
  file.version = {
    ...file.version,
    number: '3.0',
    revisionDate: '2026-07-01',
    replaces: '2.0',
    changes: [
      {
        sections: ['2.3'],
        text: { en: 'Other hazards revised.', sl: 'Revidirane druge nevarnosti.', de: 'Sonstige Gefahren überarbeitet.' },
      },
    ],
  }
  change(file)
  return fixtureText('degreaser', file, 'degreaser-3.0.json')
}

/** A new hazard text in 2.3 (section 2, hazards identification) in every language of the sheet. */
const withOtherHazards = (file: DossierFileInput) => {
  file.sds!.sections!['2.3'] = {
    en: 'Vapours may form explosive mixtures with air.',
    sl: 'Hlapi lahko z zrakom tvorijo eksplozivne zmesi.',
    de: 'Dämpfe können mit Luft explosionsfähige Gemische bilden.',
  }
}

/** Only a list of changes (section 16) and the revision data differ. */
const withChangeListOnly = (file: DossierFileInput) => {
  file.version.changes = [{ sections: ['16'], text: { en: 'Layout revised.', sl: 'Prenovljena oblika.', de: 'Layout überarbeitet.' } }]
}

describeEachDatabase('revision notices', (db) => {
  let app: TestApp
  let alice: BrowserSession
  let degreaserId: number
  const mailer = () => createMailer({ smtpUrl: smtp.url(), outboxDir: tempDir(), from: 'Dossier <no-reply@portal.test>', log: silentLog })

  async function setUp() {
    smtp.received.length = 0
    degreaserId = (await accountWorld(db().kysely)).degreaserId
    app = await accountApp(db().kysely, { mailer: mailer() })
    alice = await signIn(app, ALICE)
  }
  const share = async (emails: string[], languageMsg: string, languageDoc: string) => {
    const res = await app.request(`${BASE}/api/v1/products/group_action/share`, {
      method: 'POST',
      headers: sessionHeaders(alice, { form: true }),
      body: form({
        emails,
        isChemius: 'true',
        language_msg: languageMsg,
        language_doc: languageDoc,
        sds: '1',
        products: [String(degreaserId)],
      }),
    })
    expect(res.status).toBe(200)
  }
  const importVersion = async (change: (file: DossierFileInput) => void) => {
    const report = await importDossiers(db().kysely, [nextVersion(change)])
    expect(report.errors).toEqual([])
    return report.results
  }
  const queue = async (imported: { permalink: string; version: string }[]) =>
    queueRevisionNotices(db().kysely, imported, { library: await readPhraseLibrary(db().kysely), baseUrl: BASE, secret: SECRET })

  it('the share e-mail logs each recipient with the version and languages, and only an account id for the sender', async () => {
    await setUp()
    await share(['Anna@Customer.example', 'ben@customer.example'], '3', '2')
    const rows = await db().kysely.selectFrom('share_log').selectAll().orderBy('id').execute()
    const current = await db()
      .kysely.selectFrom('product_versions')
      .select('id')
      .where('number', '=', FIXTURE.degreaser.version)
      .executeTakeFirstOrThrow()
    expect(rows.map((r) => [r.recipient, r.product_id, r.version_id, r.message_lang, r.doc_lang_id])).toEqual([
      ['anna@customer.example', degreaserId, current.id, 'de', 2],
      ['ben@customer.example', degreaserId, current.id, 'de', 2],
    ])
    const user = await db().kysely.selectFrom('users').select('id').where('username', '=', ALICE.username).executeTakeFirstOrThrow()
    expect(rows.every((r) => r.shared_by === user.id)).toBe(true)
  })

  it('a new version changing section 2 sends one notice per recipient of the last 12 months, in the language of their sheet', async () => {
    await setUp()
    await share(['anna@customer.example', 'ben@customer.example'], '1', '2')
    // Anna was sent the German sheet later: her notice follows the latest share, and she gets one.
    await share(['anna@customer.example'], '1', '3')
    // Shared 12 months and a day ago: past the period REACH Art. 31(9) names.
    const longAgo = new Date(Date.now() - 24 * 3600_000)
    await logShares(
      db().kysely,
      [{ productId: degreaserId, sharedBy: 1, recipient: 'old@customer.example', messageLang: 'en', docLangId: 1 }],
      new Date(monthsBefore(longAgo, 12)),
    )
    const planned = await queue(await importVersion(withOtherHazards))
    expect(planned.map((p) => [p.recipient, p.lang, p.sections])).toEqual([
      ['anna@customer.example', 'de', [2]],
      ['ben@customer.example', 'sl', [2]],
    ])

    smtp.received.length = 0 // the share e-mails
    expect(await deliverDueMail(db().kysely, mailer(), silentLog)).toEqual({ sent: 2, failed: 0, gaveUp: 0 })
    expect(smtp.received.map((r) => r.envelope)).toEqual([['anna@customer.example'], ['ben@customer.example']])
    const [anna, ben] = smtp.received.map((r) => r.mail)
    expect(addresses(anna!.to)).toEqual(['anna@customer.example'])
    expect(anna!.subject).toMatch(/^Überarbeitetes Sicherheitsdatenblatt: .* \(Version 3\.0\)$/)
    expect(ben!.subject).toMatch(/^Posodobljen varnostni list: .* \(različica 3\.0\)$/)
    const versions = await db()
      .kysely.selectFrom('product_versions')
      .select(['id', 'number'])
      .where('product_id', '=', degreaserId)
      .execute()
    const id = (n: string) => versions.find((v) => v.number === n)!.id
    const permalink = FIXTURE.degreaser.permalink
    expect(anna!.text).toContain('2. ')
    expect(anna!.text).toContain(`${BASE}/p/${permalink}/de/gh/3?version=${id('3.0')}&compare=${id('2.0')}`)
    expect(ben!.text).toContain(`${BASE}/p/${permalink}/sl/gh/2\n`)
    const header = (name: string) => anna!.headerLines.find((l) => l.key === name)?.line.replace(/\s+/g, ' ')
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/portal\.test\/api\/v1\/notices\/unsubscribe\?token=/)
    expect(anna!.text).toMatch(new RegExp(`${BASE}/api/v1/notices/unsubscribe\\?token=[\\w-]+\\.[\\w-]+&lang=de`))

    // Importing again, or queuing again, sends nobody a second notice.
    expect(await queue([{ permalink, version: '3.0' }])).toEqual([])
    expect(await deliverDueMail(db().kysely, mailer(), silentLog)).toEqual({ sent: 0, failed: 0, gaveUp: 0 })
  })

  it('a version that changes only section 16 (its list of changes) sends nothing', async () => {
    await setUp()
    await share(['anna@customer.example'], '1', '1')
    expect(await queue(await importVersion(withChangeListOnly))).toEqual([])
    expect(await db().kysely.selectFrom('mail_queue').selectAll().execute()).toEqual([])
  })

  it('the unsubscribe link works without signing in: it asks first, then keeps only a hash, and later notices skip the address', async () => {
    await setUp()
    await share(['anna@customer.example', 'ben@customer.example'], '1', '1')
    await queue(await importVersion(withOtherHazards))
    const row = await db()
      .kysely.selectFrom('mail_queue')
      .select('text')
      .where('recipient', '=', 'anna@customer.example')
      .executeTakeFirstOrThrow()
    const link = /http:\/\/portal\.test(\/api\/v1\/notices\/unsubscribe\?\S+)/.exec(row.text)![1]!

    const asked = await app.request(`${BASE}${link}`)
    expect(asked.status).toBe(200)
    const page = await asked.text()
    expect(page).toContain('<form method="post"')
    expect(page).toContain('anna@customer.example')
    expect(await db().kysely.selectFrom('notice_unsubscribes').selectAll().execute()).toEqual([])
    // The page speaks every document language, also one the interface lacks.
    const inBulgarian = await (await app.request(`${BASE}${link.replace(/lang=\w+/, 'lang=bg')}`)).text()
    expect(inBulgarian).toContain('<html lang="bg">')
    expect(inBulgarian).toContain(
      'Да не се изпращат повече известия за преработени информационни листове за безопасност на anna@customer.example?',
    )

    // Another address under Anna's signature is refused.
    const forged = link.replace(/token=[\w-]+\./, `token=${Buffer.from('ben@customer.example').toString('base64url')}.`)
    expect((await app.request(`${BASE}${forged}`, { method: 'POST' })).status).toBe(400)

    // The button posts from a browser that may be signed in to the portal: its cookies, no XSRF header.
    const done = await app.request(`${BASE}${link}`, {
      method: 'POST',
      headers: { cookie: alice.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('anna@customer.example will receive no more revision notices.')
    expect(await db().kysely.selectFrom('notice_unsubscribes').select('address_hash').execute()).toEqual([
      { address_hash: addressHash('anna@customer.example') },
    ])

    const file = fixtureDossier('degreaser')
    file.version = {
      ...file.version,
      number: '4.0',
      revisionDate: '2026-08-01',
      replaces: '3.0',
      changes: [
        {
          sections: ['2.3'],
          text: {
            en: 'Heat added to the other hazards.',
            sl: 'Toplota dodana drugim nevarnostim.',
            de: 'Hitze zu den sonstigen Gefahren ergänzt.',
          },
        },
      ],
    }
    withOtherHazards(file)
    file.sds!.sections!['2.3']!.en = 'Vapours may form explosive mixtures with air. Keep away from heat.'
    const report = await importDossiers(db().kysely, [fixtureText('degreaser', file, 'degreaser-4.0.json')])
    expect(report.errors).toEqual([])
    expect((await queue(report.results)).map((p) => p.recipient)).toEqual(['ben@customer.example'])
  })
})
