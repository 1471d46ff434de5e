import { eachTestSqlite } from '#test-support/server/databases.ts'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { importDossiers } from './dossier-import.ts'

/** The README's complete example file is what an author copies first: it must import as it stands. */
const testDb = eachTestSqlite()

it('imports the complete example file of the README', async () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
  const example = /One complete file[\s\S]*?```json\n([\s\S]*?)\n```/.exec(readme)?.[1]
  expect(example).toBeDefined()
  const report = await importDossiers(testDb().kysely, [{ file: 'README.md', text: example! }])
  expect(report.errors).toEqual([])
  expect(report.ok).toBe(true)
})
