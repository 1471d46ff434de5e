import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { captureConsole, tempDir } from '#test-support/server/fixtures.ts'
import { runCommand } from './commands.ts'

it('demo generate writes the asked number of files, and needs a count and a folder', async () => {
  const env = parseEnv({ SQLITE_FILE: join(tempDir(), 'unused.sqlite'), LOG_LEVEL: 'silent' })
  const stderr = captureConsole('error')
  const stdout = captureConsole('log')
  const out = join(tempDir(), 'catalogue')
  expect(await runCommand(['demo', 'generate', '--count', '3', '--out', out, '--seed', '9'], env)).toBe(0)
  expect(readdirSync(out)).toEqual(['product-000001.json', 'product-000002.json', 'product-000003.json'])
  expect(stdout[0]).toMatch(/^wrote 3 dossier files to .*catalogue \(seed 9\)/)
  expect(await runCommand(['demo', 'generate', '--out', out], env)).toBe(2)
  expect(await runCommand(['demo', 'generate', '--count', '2'], env)).toBe(2)
  expect(stderr).toHaveLength(2)
})
