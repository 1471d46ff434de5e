import { expect, it } from 'vitest'
import { verifyPassword } from '#server/auth/passwords'
import { describeEachDatabase, type TestDb } from '#test-support/server/databases.ts'
import { parseEnv } from '#server/env'
import { importDossiers } from '#server/import/dossier-import'
import { findUserByUsername, workgroupsOf } from '#server/repos/accounts'
import { captureConsole, FIXTURE, fixtureText } from '#test-support/server/fixtures.ts'
import { runCommand } from './commands.ts'

function envFor(db: TestDb) {
  const target = 'databaseUrl' in db.config ? { DATABASE_URL: db.config.databaseUrl } : { SQLITE_FILE: db.config.sqliteFile }
  return parseEnv({ ...target, LOG_LEVEL: 'silent' })
}

describeEachDatabase('dossier CLI: users, workgroups, product assignment', (db) => {
  it('creates a user with an argon2id hash, a workgroup, a membership and an assignment', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const stdout = captureConsole('log')
    const run = (...argv: string[]) => runCommand(argv, envFor(db()))
    expect(await run('user', 'add', 'Carol', '--password', 'a long enough pass', '--email', 'carol@example.com', '--name', 'Carol C')).toBe(
      0,
    )
    expect(await run('workgroup', 'add', 'Paint shop')).toBe(0)
    expect(await run('workgroup', 'member', 'Paint shop', 'carol')).toBe(0)
    expect(await run('product', 'assign', FIXTURE.primer.permalink, 'Paint shop')).toBe(0)
    expect(stdout).toHaveLength(4)

    const user = await findUserByUsername(db().kysely, 'carol')
    expect(user).toMatchObject({ username: 'carol', display_name: 'Carol C', email: 'carol@example.com', failed_attempts: 0 })
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user!.password_hash, 'a long enough pass')).toBe(true)
    expect((await workgroupsOf(db().kysely, user!.id)).map((w) => w.name)).toEqual(['Paint shop'])
    const assigned = await db().kysely.selectFrom('product_workgroups').selectAll().execute()
    expect(assigned).toHaveLength(1)
  })

  it('refuses short passwords, bad e-mails, duplicates and unknown names with exit 1 and a message', async () => {
    const stderr = captureConsole('error')
    captureConsole('log')
    const run = (...argv: string[]) => runCommand(argv, envFor(db()))
    expect(await run('user', 'add', 'dave', '--password', 'short', '--email', 'dave@example.com')).toBe(1)
    expect(await run('user', 'add', 'dave', '--password', 'a long enough pass', '--email', 'not-an-email')).toBe(1)
    expect(await run('user', 'add', 'dave', '--password', 'a long enough pass', '--email', 'dave@example.com')).toBe(0)
    expect(await run('user', 'add', 'DAVE', '--password', 'a long enough pass', '--email', 'dave@example.com')).toBe(1)
    expect(await run('workgroup', 'member', 'nowhere', 'dave')).toBe(1)
    expect(await run('product', 'assign', 'AAAAAAAAAAAAAAAA', 'nowhere')).toBe(1)
    expect(await run('user', 'add', 'erin', '--email', 'erin@example.com')).toBe(2)
    expect(stderr.join('\n')).toMatch(
      /at least 12 characters[\s\S]*not an e-mail address[\s\S]*exists already[\s\S]*no workgroup 'nowhere'/,
    )
  })
})
