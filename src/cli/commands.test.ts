import { fileURLToPath } from 'node:url'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { dossierFileSchema } from '#shared/dossier-file'
import { describeEachDatabase, type TestDb } from '#test-support/server/databases.ts'
import { parseEnv } from '#server/env'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import {
  captureConsole,
  demoFiles,
  demoProducts,
  FIXTURE,
  FIXTURE_DIR,
  fixtureDossier,
  rowCounts,
  STABLE_DEMO,
  STABLE_DEMO_PERMALINKS,
  tempDir,
} from '#test-support/server/fixtures.ts'
import { runCommand } from './commands.ts'

const SDSCOM_FIXTURES = fileURLToPath(new URL('../../tests/fixtures/sdscom/', import.meta.url))

function envFor(db: TestDb) {
  const target = 'databaseUrl' in db.config ? { DATABASE_URL: db.config.databaseUrl } : { SQLITE_FILE: db.config.sqliteFile }
  return parseEnv({ ...target, LOG_LEVEL: 'silent' })
}

const { $schema: _hint, ...degreaserFile } = dossierFileSchema.parse(fixtureDossier('degreaser'))
const tab = (on: Record<string, boolean>) =>
  Object.entries(on)
    .filter(([, enabled]) => enabled)
    .map(([name]) => name)

describeEachDatabase('dossier CLI', (db) => {
  const run = (...argv: string[]) => runCommand(argv, envFor(db()))

  it('import of a bad file exits 1, prints file: pointer: reason, and imports nothing', async () => {
    const bad = join(tempDir(), 'bad.json')
    writeFileSync(bad, JSON.stringify({ ...fixtureDossier('primer'), languages: [{ code: 'xx', sds: { valid: true, created: true } }] }))
    const stderr = captureConsole('error')

    expect(await run('import', bad)).toBe(1)

    expect(stderr).toContain(`${bad}: /languages/0/code: language 'xx' is not in the document language table`)
    expect(stderr.at(-1)).toMatch(/Nothing was imported \(1 error\)/)
    expect((await rowCounts(db().kysely)).products).toBe(0)
  })

  it('import of a folder with a bad file imports none of the folder', async () => {
    const stderr = captureConsole('error')
    const dir = tempDir()
    writeFileSync(join(dir, 'a.json'), JSON.stringify(fixtureDossier('primer')))
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ ...fixtureDossier('primer'), permalink: 'fixturePrimer_0002', attachments: [] }))
    expect(await run('import', dir)).toBe(1)
    // The attachment path is relative to the dossier file, and this folder has no attachments/.
    expect(stderr).toEqual([
      `${join(dir, 'a.json')}: /attachments/0/file: attachment 'attachments/primer-tds.txt' cannot be read`,
      'Nothing was imported (1 error).',
    ])
    expect((await rowCounts(db().kysely)).products).toBe(0)
  })

  it('import of the demo folder exits 0 and prints one outcome per file', async () => {
    const stdout = captureConsole('log')
    expect(await run('import', DEMO_CATALOGUE_DIR)).toBe(0)
    expect(stdout).toHaveLength(demoFiles().length)
    expect(stdout.every((line) => line.startsWith('created'))).toBe(true)
    const again = captureConsole('log')
    expect(await run('import', DEMO_CATALOGUE_DIR)).toBe(0)
    expect(again.every((line) => line.startsWith('unchanged'))).toBe(true)
  })

  it('list --json prints permalink, name, the document kinds it offers, valid languages and versions of every product', async () => {
    captureConsole('log')
    await run('import', FIXTURE_DIR)
    const stdout = captureConsole('log')

    expect(await run('list', '--json')).toBe(0)

    expect(JSON.parse(stdout.join('\n'))).toEqual([
      {
        permalink: FIXTURE.degreaser.permalink,
        name: 'Fixture Degreaser Pro',
        tabs: ['sds', 'tds', 'label', 'instructions', 'digital-label'],
        validLangs: [1, 2, 3],
        validTdsLangs: [1, 2],
        versions: ['2.0', '1.0'],
      },
      {
        permalink: FIXTURE.primer.permalink,
        name: 'Fixture Primer',
        tabs: ['tds', 'label'],
        validLangs: [],
        validTdsLangs: [1],
        versions: ['1.0'],
      },
    ])
  })

  it('list prints every demo product, the stable ones with their tabs and languages', async () => {
    captureConsole('log')
    await run('import', DEMO_CATALOGUE_DIR)
    const json = captureConsole('log')
    expect(await run('list', '--json')).toBe(0)
    const rows = JSON.parse(json.join('\n')) as {
      permalink: string
      name: string
      tabs: string[]
      validLangs: number[]
      validTdsLangs: number[]
    }[]
    expect(rows.map((r) => r.permalink).sort()).toEqual([...demoProducts().keys()].sort())
    const names = rows.map((r) => r.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const permalink of STABLE_DEMO_PERMALINKS) {
      const want = STABLE_DEMO[permalink]
      expect(rows.find((r) => r.permalink === permalink)).toMatchObject({
        tabs: tab(want.tabs),
        validLangs: want.validLangs,
        validTdsLangs: want.validTdsLangs,
      })
    }

    const text = captureConsole('log')
    expect(await run('list')).toBe(0)
    expect(text).toHaveLength(rows.length)
    expect(text.every((line, i) => line.startsWith(`${rows[i]!.permalink}  ${rows[i]!.name}  [`))).toBe(true)
  })

  it('export --out writes the dossier file and its attachments, which import again unchanged', async () => {
    captureConsole('log')
    await run('import', FIXTURE_DIR)
    const out = tempDir()
    const stdout = captureConsole('log')

    expect(await run('export', FIXTURE.degreaser.permalink, '--out', out)).toBe(0)

    const file = join(out, `${FIXTURE.degreaser.permalink}.json`)
    expect(stdout).toEqual([`wrote ${file} and 2 attachment(s)`])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(degreaserFile)
    expect(readdirSync(join(out, 'attachments')).sort()).toEqual(['degreaser-sds-en.pdf', 'lab-notes.txt'])
    for (const name of ['degreaser-sds-en.pdf', 'lab-notes.txt']) {
      expect(readFileSync(join(out, 'attachments', name))).toEqual(readFileSync(join(FIXTURE_DIR, 'attachments', name)))
    }

    const again = captureConsole('log')
    expect(await run('import', file)).toBe(0)
    expect(again).toEqual([`unchanged ${FIXTURE.degreaser.permalink}  ${file}`])
  })

  it('export prints the dossier file on stdout, the current version or the one asked for', async () => {
    captureConsole('log')
    await run('import', FIXTURE_DIR)
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })

    expect(await run('export', FIXTURE.degreaser.permalink)).toBe(0)
    expect(JSON.parse(written.join(''))).toEqual(degreaserFile)

    written.length = 0
    expect(await run('export', FIXTURE.degreaser.permalink, '--version', '1.0')).toBe(0)
    expect(JSON.parse(written.join(''))).toMatchObject({ name: 'Fixture Degreaser Pro', version: { number: '1.0' } })
    vi.mocked(process.stdout.write).mockRestore()
  })

  it('import takes SDScom XML, and export --format sdscom writes a file that imports again unchanged', async () => {
    const source = join(SDSCOM_FIXTURES, 'caustic-soda-de.xml')
    const stdout = captureConsole('log')
    const stderr = captureConsole('error')
    expect(await run('import', source)).toBe(0)
    expect(stdout).toEqual([`created   sdscom-natronlauge-25-de  ${source}`])
    // What the portal cannot hold is a warning by XPath, and the import goes ahead.
    expect(stderr).toContain(
      `warning: ${source}: /DatasheetFeed[1]/Datasheet[1]/TransportInformation[1]/RegionEU[1]/AdrRid[1]/OtherInformation[1]/AdrRidLimitedQty[1]: not imported: the portal's model has no place for this element ('1 L')`,
    )

    const out = tempDir()
    stdout.length = 0
    stderr.length = 0
    expect(await run('export', 'sdscom-natronlauge-25-de', '--format', 'sdscom', '--lang', 'de', '--out', out)).toBe(0)
    const file = join(out, 'sdscom-natronlauge-25-de-de.xml')
    expect(stdout).toEqual([`wrote ${file}`])
    expect(stderr.every((line) => line.startsWith('not carried: '))).toBe(true)
    stdout.length = 0
    expect(await run('import', file)).toBe(0)
    expect(stdout).toEqual([`unchanged sdscom-natronlauge-25-de  ${file}`])
  })

  it('export of an unknown product or version exits 1', async () => {
    captureConsole('log')
    await run('import', FIXTURE_DIR)
    const stderr = captureConsole('error')
    expect(await run('export', 'AAAAAAAAAAAAAAAA')).toBe(1)
    expect(await run('export', FIXTURE.primer.permalink, '--version', '7.0')).toBe(1)
    expect(stderr).toEqual([`No product 'AAAAAAAAAAAAAAAA'.`, `No product '${FIXTURE.primer.permalink}' with version 7.0.`])
  })

  it('migrate exits 0 and loads the phrase library', async () => {
    const stdout = captureConsole('log')
    expect(await run('migrate')).toBe(0)
    expect(stdout).toEqual(['database is up to date'])
    const phrases = await db()
      .kysely.selectFrom('phrases')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(phrases.n)).toBeGreaterThan(0)
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

it('export without a permalink exits 2', async () => {
  const stderr = captureConsole('error')
  expect(await runCommand(['export'], parseEnv({ SQLITE_FILE: join(tempDir(), 'x.sqlite') }))).toBe(2)
  expect(stderr.join('\n')).toMatch(/export needs a permalink/)
})

it('help prints the usage with every command', async () => {
  const stdout = captureConsole('log')
  expect(await runCommand(['help'], parseEnv({ SQLITE_FILE: join(tempDir(), 'x.sqlite') }))).toBe(0)
  for (const command of ['serve', 'start', 'migrate', 'import', 'export', 'list', 'schema'])
    expect(stdout.join('\n')).toMatch(new RegExp(`^  ${command}\\b`, 'm'))
})
