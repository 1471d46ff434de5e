import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openDb, type Db } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importDossiers } from './dossier-import.ts'

/** The README's complete example file is what an author copies first: it must import as it stands. */
let dir: string
let db: Db
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-readme-'))
  db = openDb({ sqliteFile: join(dir, 'test.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
})
afterEach(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

it('imports the complete example file of the README', async () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
  const example = /One complete file[\s\S]*?```json\n([\s\S]*?)\n```/.exec(readme)?.[1]
  expect(example).toBeDefined()
  const report = await importDossiers(db.kysely, [{ file: 'README.md', text: example! }])
  expect(report.errors).toEqual([])
  expect(report.ok).toBe(true)
})
