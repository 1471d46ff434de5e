import { eachTestSqlite } from '#test-support/server/databases.ts'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema } from '#shared/dossier-file'
import { SDS_HEADING_NUMBERS } from '#shared/sds-structure'
import { exportDossier } from '../export/dossier-export.ts'
import { DOCUMENT_TEXT_KEYS } from '../phrases/document-texts.ts'
import { ensurePhraseLibrary, readPhraseLibrary, type PhraseLibrary } from '../phrases/library.ts'
import { SDS_FIXTURE, SDS_FIXTURE_DIR, sdsFixtureJson } from '#test-support/server/sds.ts'
import { checkDossier } from './dossier-checks.ts'
import { importDossierPath, importDossiers } from './dossier-import.ts'

/** The SDS parts of the dossier file: what the importer checks, what it stores and exports. */
const testDb = eachTestSqlite()

type Json = Record<string, unknown>
const file = (content: Json) => ({ file: 'sds.json', text: JSON.stringify(content) })
const sds = (content: Json) => content.sds as Json

async function errorsOf(content: Json) {
  const report = await importDossiers(testDb().kysely, [file(content)])
  expect(report.ok).toBe(false)
  return report.errors.map(({ pointer, reason }) => ({ pointer, reason }))
}

describe('import of the SDS parts', () => {
  it('rejects a product in a language without document texts, naming the language entry', async () => {
    // Every language of the table has its document texts now; a library that hides the French ones
    // stands for a language added to the table before its texts.
    await ensurePhraseLibrary(testDb().kysely)
    const full = await readPhraseLibrary(testDb().kysely)
    const withoutFrench: PhraseLibrary = {
      ...full,
      text: (code, lang) => (lang === 'fr' && code.startsWith('doc:') ? undefined : full.text(code, lang)),
    }
    const french = sdsFixtureJson('2.0')
    const languages = french.languages as Json[]
    languages.push({ code: 'fr', sds: { valid: true, created: true } })
    const problems = checkDossier(dossierFileSchema.parse(french), withoutFrench)
    expect(problems).toContainEqual({
      pointer: '/languages/4/code',
      reason: expect.stringMatching(/^documents cannot be rendered in 'fr': the phrase library has no document texts in it/),
    })
    // With the real library French passes this check (the fixture then lacks only its French free texts).
    expect(checkDossier(dossierFileSchema.parse(french), full).filter((p) => p.pointer === '/languages/4/code')).toEqual([])
  })

  it.each([
    [
      'an exposure limit substance',
      (c: Json) => delete ((sds(c).exposureLimits as Json[])[1]!.substance as Json).de,
      '/sds/exposureLimits/1/substance',
    ],
    ['a property value', (c: Json) => delete ((sds(c).properties as Json[])[0]!.value as Json).sl, '/sds/properties/0/value'],
    ['another property name', (c: Json) => delete ((sds(c).otherProperties as Json[])[1]!.name as Json).hr, '/sds/otherProperties/1/name'],
    ['the shipping name', (c: Json) => delete ((sds(c).transport as Json).shippingName as Json).en, '/sds/transport/shippingName'],
    [
      'the special precautions',
      (c: Json) => delete ((sds(c).transport as Json).specialPrecautions as Json).de,
      '/sds/transport/specialPrecautions',
    ],
  ])('rejects a missing translation of %s', async (_, change, pointer) => {
    const content = sdsFixtureJson('2.0')
    change(content)
    expect(await errorsOf(content)).toContainEqual({ pointer, reason: expect.stringMatching(/^missing translation in /) })
  })

  it('rejects SDS texts under a heading Annex II does not have, and a 9.1 property listed twice', async () => {
    const content = sdsFixtureJson('2.0')
    const sections = sds(content).sections as Json
    sections['16.1'] = { en: 'x', sl: 'x', de: 'x', hr: 'x' }
    sections['4.9'] = { en: 'x', sl: 'x', de: 'x', hr: 'x' }
    const properties = sds(content).properties as Json[]
    properties.push({ key: 'colour', value: { en: 'red', sl: 'rdeča', de: 'rot', hr: 'crvena' } })
    expect(await errorsOf(content)).toEqual(
      expect.arrayContaining([
        { pointer: '/sds/sections/16.1', reason: expect.stringMatching(/not a section or subsection of REACH Annex II/) },
        { pointer: '/sds/sections/4.9', reason: expect.stringMatching(/not a section or subsection of REACH Annex II/) },
        { pointer: '/sds/properties/6/key', reason: "property 'colour' is listed twice" },
      ]),
    )
  })

  it.each([
    ['a property Annex II 9.1 does not list', ['properties', 0, 'key'], 'smell', '/sds/properties/0/key'],
    ['an exposure limit with a bad CAS number', ['exposureLimits', 0, 'cas'], '67-64-2', '/sds/exposureLimits/0/cas'],
    ['an exposure limit unit', ['exposureLimits', 0, 'unit'], 'ppb', '/sds/exposureLimits/0/unit'],
    ['a packing group', ['transport', 'packingGroup'], 'IV', '/sds/transport/packingGroup'],
    ['a UN number', ['transport', 'unNumber'], 'UN 12', '/sds/transport/unNumber'],
  ])('rejects %s with a pointer to it', async (_, path, value, pointer) => {
    const content = sdsFixtureJson('2.0')
    let node = sds(content) as Record<string | number, unknown>
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
    node[path[path.length - 1]!] = value
    expect((await errorsOf(content)).map((e) => e.pointer)).toContain(pointer)
  })

  it('keeps files without the SDS parts valid: they default to empty and to no transport data (not a declaration)', () => {
    const content = sdsFixtureJson('2.0')
    content.sds = { sections: {} }
    expect(dossierFileSchema.parse(content).sds).toEqual({
      sections: {},
      exposureLimits: [],
      properties: [],
      otherProperties: [],
      transport: null,
      dnel: [],
      pnec: [],
      toxicology: [],
      ecotoxicity: [],
      noData: {},
    })
    delete content.sds
    expect(dossierFileSchema.parse(content).sds.transport).toBeNull()
  })

  it('stores the SDS parts with each version and exports them exactly as imported', async () => {
    expect((await importDossierPath(testDb().kysely, SDS_FIXTURE_DIR)).ok).toBe(true)
    for (const version of ['1.0', '2.0'] as const) {
      const { $schema: _hint, ...expected } = dossierFileSchema.parse(sdsFixtureJson(version))
      const out = await exportDossier(testDb().kysely, SDS_FIXTURE.permalink, version)
      expect(out?.dossier.sds).toEqual(expected.sds)
      expect(out?.dossier.version.number).toBe(version)
    }
    // Exported and imported again: the same content, nothing changes.
    const out = (await exportDossier(testDb().kysely, SDS_FIXTURE.permalink))!
    const again = await importDossiers(testDb().kysely, [{ file: join(SDS_FIXTURE_DIR, 'again.json'), text: JSON.stringify(out.dossier) }])
    expect(again.results.map((r) => r.outcome)).toEqual(['unchanged'])
  })

  it('reads versions stored before the SDS parts existed as having none', async () => {
    expect((await importDossierPath(testDb().kysely, SDS_FIXTURE_DIR)).ok).toBe(true)
    await testDb().kysely.updateTable('product_versions').set({ sds_data: '{}' }).execute()
    const out = await exportDossier(testDb().kysely, SDS_FIXTURE.permalink)
    expect(out?.dossier.sds).toMatchObject({ exposureLimits: [], properties: [], otherProperties: [], transport: null })
  })
})

describe('document texts of the phrase library', () => {
  it('have every SDS heading and every other document text in en, sl, de and hr', async () => {
    await ensurePhraseLibrary(testDb().kysely)
    const library = await readPhraseLibrary(testDb().kysely)
    for (const number of SDS_HEADING_NUMBERS) expect(DOCUMENT_TEXT_KEYS).toContain(`doc:section:${number}`)
    expect(DOCUMENT_TEXT_KEYS.filter((k) => k.startsWith('doc:section:'))).toHaveLength(69)
    for (const key of DOCUMENT_TEXT_KEYS) {
      expect(key.length, key).toBeLessThanOrEqual(40) // phrases.code is varchar(40)
      for (const lang of ['en', 'sl', 'de', 'hr']) expect(library.text(key, lang), `${key} ${lang}`).toBeTruthy()
    }
    expect(library.text('doc:section:9.2.2', 'sl')).toBe('Druge varnostne značilnosti')
  })
})
