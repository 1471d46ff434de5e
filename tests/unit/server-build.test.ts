import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What the production server build (`tsconfig.server.json`, emitted by `npm run build:server`)
 * compiles: every file TypeScript pulls in, through includes and imports alike. The server runs in
 * plain Node, so a DOM type it leans on would compile and then be missing at run time; and test
 * support or vitest in that list would ship test code to production.
 */
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const compiled = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--listFilesOnly'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => relative(process.cwd(), file))

describe('the production server build', () => {
  it('compiles the server and the command line', () => {
    expect(compiled).toContain('src/server/index.ts')
    expect(compiled).toContain('src/cli/dossier.ts')
  })

  it('has no DOM or worker types, only ES2023 and Node', () => {
    const libs = compiled.filter((file) => /\/typescript\/lib\/lib\..*\.d\.ts$/.test(file))
    expect(libs.some((file) => file.endsWith('lib.es2023.d.ts'))).toBe(true)
    expect(libs.filter((file) => /lib\.(dom|webworker)/.test(file))).toEqual([])
  })

  it('compiles no test code: no tests/, no *.test.ts, no vitest', () => {
    expect(
      compiled.filter((file) => file.startsWith('tests/') || /\.test\.tsx?$/.test(file) || /node_modules\/(@?vitest)\//.test(file)),
    ).toEqual([])
  })
})
