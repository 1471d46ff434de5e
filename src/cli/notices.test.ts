import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDatabase, type TestDb } from '#test-support/server/databases.ts'
import { parseEnv } from '#server/env'
import { logShares } from '#server/notices/share-log'
import { captureConsole, FIXTURE, FIXTURE_DIR, fixtureDossier, tempDir } from '#test-support/server/fixtures.ts'
import { runCommand } from './commands.ts'

function envFor(db: TestDb, more: Record<string, string>) {
  const target = 'databaseUrl' in db.config ? { DATABASE_URL: db.config.databaseUrl } : { SQLITE_FILE: db.config.sqliteFile }
  return parseEnv({ ...target, LOG_LEVEL: 'silent', AUTH_SECRET: 'cli-test-secret-cli-test-secret-cli-test-secret', ...more })
}

describeEachDatabase('dossier import and notices', (db) => {
  it('import queues the notices of a revised sheet; notices --dry-run lists them; notices sends them', async () => {
    const outbox = tempDir()
    const run = (...argv: string[]) => runCommand(argv, envFor(db(), { PUBLIC_URL: 'https://dossier.example', OUTBOX_DIR: outbox }))
    const stdout = captureConsole('log')
    expect(await run('import', FIXTURE_DIR)).toBe(0)
    const product = await db()
      .kysely.selectFrom('products')
      .select('id')
      .where('permalink', '=', FIXTURE.degreaser.permalink)
      .executeTakeFirstOrThrow()
    const share = { productId: product.id, sharedBy: 1, messageLang: 'en' }
    await logShares(db().kysely, [
      { ...share, recipient: 'anna@customer.example', docLangId: 3 },
      { ...share, recipient: 'ben@customer.example', docLangId: 1 },
    ])

    const revised = fixtureDossier('degreaser')
    revised.version = {
      ...revised.version,
      number: '3.0',
      revisionDate: '2026-07-01',
      replaces: '2.0',
      changes: [
        {
          sections: ['8.1'],
          text: { en: 'Control parameters revised.', sl: 'Revidirani parametri nadzora.', de: 'Zu überwachende Parameter überarbeitet.' },
        },
      ],
    }
    revised.attachments = []
    revised.sds!.sections!['8.1'] = { en: 'Keep the workplace ventilated.', sl: 'Prezračujte delovno mesto.', de: 'Arbeitsplatz lüften.' }
    const file = join(tempDir(), 'degreaser-3.0.json')
    writeFileSync(file, JSON.stringify(revised))
    stdout.length = 0
    expect(await run('import', file)).toBe(0)
    expect(stdout).toEqual([
      `created   ${FIXTURE.degreaser.permalink}  ${file}`,
      `notice    anna@customer.example [de] ${FIXTURE.degreaser.permalink} version 3.0: sections 8`,
      `notice    ben@customer.example [en] ${FIXTURE.degreaser.permalink} version 3.0: sections 8`,
      '2 revision notice(s) queued; the server sends them (or: dossier notices).',
    ])

    stdout.length = 0
    expect(await run('notices', '--dry-run')).toBe(0)
    expect(stdout[0]).toMatch(
      /^anna@customer\.example \[de\] fixtureDegreaser_01 version 3\.0: sections 8\n {2}Überarbeitetes Sicherheitsdatenblatt: /,
    )
    expect(stdout.at(-1)).toBe('2 e-mail(s) waiting to be sent.')
    expect(readdirSync(outbox)).toEqual([])

    stdout.length = 0
    expect(await run('notices')).toBe(0)
    expect(stdout).toEqual(['sent 2, failed 0 (to be retried), given up 0'])
    expect(readdirSync(outbox).filter((n) => n.endsWith('.eml'))).toHaveLength(2)
    stdout.length = 0
    await run('notices', '--dry-run')
    expect(stdout).toEqual(['0 e-mail(s) waiting to be sent.'])
  })

  it('without PUBLIC_URL the import of a product that was shared queues nothing and says why', async () => {
    const stdout = captureConsole('log')
    const run = (...argv: string[]) => runCommand(argv, envFor(db(), {}))
    expect(await run('import', join(FIXTURE_DIR, FIXTURE.degreaserOld.file))).toBe(0)
    expect(stdout).toHaveLength(1) // nobody was sent it: nothing to say
    const product = await db().kysely.selectFrom('products').select('id').executeTakeFirstOrThrow()
    await logShares(db().kysely, [
      { productId: product.id, sharedBy: 1, messageLang: 'en', docLangId: 1, recipient: 'anna@customer.example' },
    ])
    expect(await run('import', join(FIXTURE_DIR, FIXTURE.degreaser.file))).toBe(0)
    expect(stdout.at(-1)).toBe('PUBLIC_URL is not set: no revision notices were queued (their links need the portal address).')
    expect(await db().kysely.selectFrom('mail_queue').selectAll().execute()).toEqual([])
  })
})
