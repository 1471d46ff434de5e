import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '#server/env'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { captureConsole, tempDir } from '#test-support/server/fixtures.ts'
import { sdsFixtureJson } from '#test-support/server/sds.ts'
import { runCommand } from './commands.ts'

/** `dossier check`: the compliance report an author reads before importing or publishing. */
const run = (dir: string, ...argv: string[]) => runCommand(argv, parseEnv({ SQLITE_FILE: join(dir, 'check.sqlite'), LOG_LEVEL: 'silent' }))

interface JsonReport {
  permalink: string
  errors: number
  warnings: number
  findings: { severity: string; point: string; pointer: string; message: string }[]
}

describe('dossier check', () => {
  it('finds no error in any file of the demo catalogue (exit 0)', async () => {
    const stdout = captureConsole('log')
    expect(await run(tempDir(), 'check', DEMO_CATALOGUE_DIR, '--json')).toBe(0)
    const reports = JSON.parse(stdout.join('\n')) as JsonReport[]
    expect(reports.length).toBeGreaterThanOrEqual(12)
    expect(reports.filter((r) => r.errors > 0).map((r) => [r.permalink, r.findings.filter((f) => f.severity === 'error')])).toEqual([])
    // Classification and label agree to the last supplemental statement: the acetone and brush
    // cleaners carry EUH066 (skin dryness, supplemental hazard information of their solvents) in
    // section 2.1 as on the label, so no demo product draws a 2.1 warning.
    expect(reports.flatMap((r) => r.findings.filter((f) => f.point === '2.1').map((f) => [r.permalink, f.pointer, f.message]))).toEqual([])
  })

  it('reports an error with its Annex II point and pointer, and exits 1', async () => {
    const dir = tempDir()
    const content = sdsFixtureJson('2.0')
    content.sds = { ...(content.sds as Record<string, unknown>), transport: null }
    const file = join(dir, 'solvent.json')
    writeFileSync(file, JSON.stringify(content))
    const stdout = captureConsole('log')
    expect(await run(dir, 'check', file)).toBe(1)
    const text = stdout.join('\n')
    expect(text).toMatch(/^fixtureSdsSolvent\S*\s+.*: 1 error\(s\), \d+ warning\(s\)/)
    expect(text).toMatch(/^ {2}error {3}14 {4}\/sds\/transport: section 14 \(REACH Annex II 14\.1-14\.7\): the product is classified H225/m)

    const json = captureConsole('log')
    expect(await run(dir, 'check', file, '--json')).toBe(1)
    const [report] = JSON.parse(json.join('\n')) as JsonReport[]
    expect(report!.findings).toContainEqual({
      severity: 'error',
      point: '14',
      pointer: '/sds/transport',
      message: expect.stringContaining('H225'),
    })
    // The warnings follow the errors: the fixture says nothing on its reactivity (10.1).
    expect(report!.findings.filter((f) => f.severity === 'warning').map((f) => f.point)).toContain('10.1')
  })

  it('names a schema error of a file that is not a dossier file yet', async () => {
    const dir = tempDir()
    const file = join(dir, 'bad.json')
    writeFileSync(
      file,
      JSON.stringify({ ...sdsFixtureJson('2.0'), version: { number: '1', revisionDate: '1.6.2026', createdDate: '2026-06-01' } }),
    )
    const stdout = captureConsole('log')
    expect(await run(dir, 'check', file)).toBe(1)
    expect(stdout.join('\n')).toContain('/version/revisionDate: expected a date as YYYY-MM-DD')
  })

  it('checks the stored current version of a product by its permalink', async () => {
    const dir = tempDir()
    captureConsole('log')
    expect(await run(dir, 'import', DEMO_CATALOGUE_DIR)).toBe(0)
    const stdout = captureConsole('log')
    expect(await run(dir, 'check', 'rlo7c_2JIOncAqjg')).toBe(0)
    expect(stdout.join('\n')).toMatch(/^rlo7c_2JIOncAqjg {2}Tauern Glow Fuel Standard {2}version \S+ {2}\[en, sl, de\]: 0 error\(s\)/)
  })

  it('warns when a product with a label has no nominal quantity (CLP Article 17(1)(b)), and not when it has one', async () => {
    const dir = tempDir()
    const findingsOf = async (packaging: unknown) => {
      const content = { ...sdsFixtureJson('2.0'), packaging, documents: { sds: true, tds: false, label: true, ipi: false } }
      const file = join(dir, 'quantity.json')
      writeFileSync(file, JSON.stringify(content))
      const json = captureConsole('log')
      await run(dir, 'check', file, '--json')
      const [report] = JSON.parse(json.join('\n')) as JsonReport[]
      return report!.findings.filter((f) => f.pointer === '/packaging/nominalQuantity')
    }
    expect(await findingsOf({ nominalQuantity: '' })).toEqual([
      { severity: 'warning', point: '-', pointer: '/packaging/nominalQuantity', message: expect.stringContaining('Article 17(1)(b)') },
    ])
    expect(await findingsOf({ nominalQuantity: '1 l' })).toEqual([])
  })

  it('warns (Annex II 1.4) for each language whose market the file lists no emergency number for', async () => {
    const dir = tempDir()
    const hours = { en: '24 h', sl: '24 ur', de: '24 h', hr: '24 h' }
    const findingsOf = async (emergencyPhones: unknown) => {
      const file = join(dir, 'phones.json')
      writeFileSync(file, JSON.stringify({ ...sdsFixtureJson('2.0'), emergencyPhones }))
      const json = captureConsole('log')
      await run(dir, 'check', file, '--json')
      const [report] = JSON.parse(json.join('\n')) as JsonReport[]
      return report!.findings.filter((f) => f.point === '1.4')
    }
    // A number described only in the language it serves is no missing translation.
    expect(await findingsOf([{ number: '+49 551 19240', languages: ['de'], service: { de: 'GIZ-Nord' }, hours: { de: '24 h' } }])).toEqual([
      { severity: 'warning', point: '1.4', pointer: '/emergencyPhones', message: expect.stringContaining('market of en, sl, hr:') },
    ])
    expect(await findingsOf([{ number: '+386 1 400 6051', hours }])).toEqual([])
  })

  it('warns (Annex II 15.1) for the languages an Annex XVII entry has no wording in, and takes the others', async () => {
    const dir = tempDir()
    const content = sdsFixtureJson('2.0')
    const sds = content.sds as Record<string, unknown>
    const regulatory = {
      annexXvii: [{ entry: 40, designation: { en: 'Substances classified as flammable gases' }, substances: ['67-64-1'] }],
    }
    const file = join(dir, 'xvii.json')
    writeFileSync(file, JSON.stringify({ ...content, sds: { ...sds, regulatory } }))
    const json = captureConsole('log')
    expect(await run(dir, 'check', file, '--json')).toBe(0)
    const [report] = JSON.parse(json.join('\n')) as JsonReport[]
    expect(report!.findings.filter((f) => f.point === '15.1')).toEqual([
      {
        severity: 'warning',
        point: '15.1',
        pointer: '/sds/regulatory/annexXvii/0/designation',
        message: expect.stringContaining('entry 40 has no designation in sl, de, hr:'),
      },
    ])
  })

  it('answers exit 1 for a permalink that is not stored and 2 without a target', async () => {
    const stderr = captureConsole('error')
    const dir = tempDir()
    expect(await run(dir, 'check', 'noSuchProduct_0001')).toBe(1)
    expect(await run(dir, 'check')).toBe(2)
    expect(stderr[0]).toBe("No product 'noSuchProduct_0001' and no such file.")
  })
})
