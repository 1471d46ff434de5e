import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDatabase, type TestDb } from '../server/db/test-databases.ts'
import { parseEnv } from '../server/env.ts'
import { DEMO_CATALOGUE_DIR } from '../server/index.ts'
import { captureConsole, demoDossier, rowCounts, tempDir } from '../server/test-fixtures.ts'
import { runCommand } from './commands.ts'

function envFor(db: TestDb) {
  const target = 'databaseUrl' in db.config ? { DATABASE_URL: db.config.databaseUrl } : { SQLITE_FILE: db.config.sqliteFile }
  return parseEnv({ ...target, LOG_LEVEL: 'silent' })
}

describeEachDatabase('dossier CLI', (db) => {
  it('import of a bad file exits 1, prints file: pointer: reason, and imports nothing', async () => {
    const bad = join(tempDir(), 'bad.json')
    writeFileSync(bad, JSON.stringify({ ...demoDossier('caustic'), languages: [{ code: 'xx', sds: { valid: true, created: true } }] }))
    const stderr = captureConsole('error')

    expect(await runCommand(['import', bad], envFor(db()))).toBe(1)

    expect(stderr).toContain(`${bad}: /languages/0/code: language 'xx' is not in the document language table`)
    expect(stderr.at(-1)).toMatch(/Nothing was imported \(1 error\)/)
    expect((await rowCounts(db().kysely)).products).toBe(0)
  })

  it('import of the demo folder exits 0 and prints one outcome per file', async () => {
    const stdout = captureConsole('log')
    expect(await runCommand(['import', DEMO_CATALOGUE_DIR], envFor(db()))).toBe(0)
    expect(stdout).toHaveLength(3)
    expect(stdout.every((line) => line.startsWith('created'))).toBe(true)
  })

  it('list --json prints permalink, name, enabled tabs and valid languages of every product', async () => {
    captureConsole('log')
    await runCommand(['import', DEMO_CATALOGUE_DIR], envFor(db()))
    const stdout = captureConsole('log')

    expect(await runCommand(['list', '--json'], envFor(db()))).toBe(0)

    const rows = JSON.parse(stdout.join('\n')) as unknown[]
    expect(rows).toEqual([
      {
        permalink: '5_ImB6Y_9Waba_4l',
        name: 'Aquamat Interior Wall Paint, white',
        tabs: ['tds', 'label'],
        validLangs: [],
        validTdsLangs: [1, 3],
      },
      {
        permalink: 'DnBHAl_J_ifZuYfM',
        name: 'Sodium Hydroxide Solution 25 %',
        tabs: ['sds', 'label', 'ipi'],
        validLangs: [1, 2, 3],
        validTdsLangs: [],
      },
      {
        permalink: 'uIw9ByCUgkide7d8',
        name: 'Solvo Acetone Cleaner',
        tabs: ['sds', 'tds', 'label', 'ipi'],
        validLangs: [1, 2, 3],
        validTdsLangs: [1, 2],
      },
    ])
  })
})

it('an unknown command exits 2 and prints the usage', async () => {
  const stderr = captureConsole('error')
  expect(await runCommand(['frobnicate'], parseEnv({ SQLITE_FILE: join(tempDir(), 'x.sqlite') }))).toBe(2)
  expect(stderr.join('\n')).toMatch(/Unknown command 'frobnicate'[\s\S]*Usage:/)
})

it('import without a path exits 2', async () => {
  const stderr = captureConsole('error')
  expect(await runCommand(['import'], parseEnv({ SQLITE_FILE: join(tempDir(), 'x.sqlite') }))).toBe(2)
  expect(stderr.join('\n')).toMatch(/import needs a file or folder/)
})
