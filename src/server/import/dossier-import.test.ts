import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema } from '#shared/dossier-file'
import { sql } from 'kysely'
import { describeEachDatabase, testDatabaseTargets } from '#test-support/server/databases.ts'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { countProducts, findProduct, findVersionSnapshot } from '../repos/products.ts'
import {
  changed,
  demoFiles,
  demoProducts,
  dossierText,
  FIXTURE,
  FIXTURE_DIR,
  importFixtures,
  fixtureDossier,
  fixtureText,
  rowCounts,
} from '#test-support/server/fixtures.ts'
import { importDossierPath, importDossiers } from './dossier-import.ts'

const { permalink } = FIXTURE.degreaser
const inFixtures = (name: string) => join(FIXTURE_DIR, name)
/** A real, readable file outside the fixture folder: refused for where it is, not for being missing. */
const DEMO_ATTACHMENT = 'durafloor-ep200-tds-de.pdf'
/** The newest fixture with one change, as the file bad.json beside the fixtures. */
const badFixture = (path: (string | number)[], value: unknown) => [
  fixtureText('degreaser', changed(fixtureDossier('degreaser'), path, value), 'bad.json'),
]
const language = (code: string) => ({ code, sds: { valid: true, created: true } })

describeEachDatabase('dossier import', (db) => {
  it('imports every file of the demo catalogue, one version per file', async () => {
    const files = demoFiles()
    const products = demoProducts()
    const report = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(report.errors).toEqual([])
    expect(report.ok).toBe(true)
    expect(report.results).toHaveLength(files.length)
    expect(report.results.every((r) => r.outcome === 'created')).toBe(true)
    expect(await countProducts(db().kysely)).toBe(products.size)
    expect((await rowCounts(db().kysely)).product_versions).toBe(files.length)
    for (const [link, versions] of products) {
      const record = await findProduct(db().kysely, link)
      expect(record?.product.name).toBe(versions[0]!.json.name)
      expect(record?.versions.map((v) => v.number)).toEqual(versions.map((v) => v.json.version.number))
    }
  })

  it('imports the fixture folder: versions of one product, oldest first, whatever the file order', async () => {
    const report = await importDossierPath(db().kysely, FIXTURE_DIR)
    expect(report.ok).toBe(true)
    expect(report.results.map((r) => [r.permalink, r.version, r.outcome])).toEqual([
      [permalink, '1.0', 'created'],
      [FIXTURE.primer.permalink, '1.0', 'created'],
      [permalink, '2.0', 'created'],
    ])
    const record = await findProduct(db().kysely, permalink)
    expect(record?.product).toMatchObject({ name: 'Fixture Degreaser Pro', code: 'FXD-200', producer_name: 'Fixture Production GmbH' })
    expect(record?.versions.map((v) => [v.number, v.revision_date])).toEqual([
      ['2.0', '2026-05-20'],
      ['1.0', '2024-01-15'],
    ])
    expect(record?.languages.map((l) => [l.lang_id, l.sds_valid, l.tds_valid])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [3, 1, 0],
    ])
    expect(record?.synonyms.map((s) => [s.name, s.ufi])).toEqual([
      ['Fixture Degreaser Pro 1 l', 'E600-30P1-S00Y-5079'],
      ['Fixture Degreaser Pro 5 l', null],
    ])
    expect(record?.articles.map((a) => a.code)).toEqual(['FXD-200-1', 'FXD-200-1-EU', 'FXD-200-5'])
    expect(record?.attachments.map((a) => [a.file_name, a.category, a.lang_id, a.status, a.restricted_workgroup])).toEqual([
      ['degreaser-sds-en.pdf', 'sds', 1, 'valid', null],
      ['lab-notes.txt', 'other', 2, 'archived', 'lab'],
    ])
  })

  it('stores each version as its own snapshot', async () => {
    await importFixtures(db().kysely)
    const record = (await findProduct(db().kysely, permalink))!
    const [newest, oldest] = await Promise.all(record.versions.map((v) => findVersionSnapshot(db().kysely, v.id)))
    expect(JSON.parse(newest!.version.description_i18n)).toEqual(fixtureDossier('degreaser').description)
    expect(JSON.parse(oldest!.version.description_i18n)).toEqual(fixtureDossier('degreaserOld').description)
    expect(newest!.statements.map((s) => [s.code, s.on_label])).toEqual([
      ['H225', 1],
      ['H319', 1],
      ['H336', 1],
      ['EUH066', 0],
      ['P210', 1],
      ['P305+P351+P338', 1],
    ])
    expect(oldest!.statements.map((s) => s.code)).toEqual(['H225'])
    expect(newest!.substances.map((s) => [s.cas, s.content_min, s.content_max])).toEqual([
      ['67-64-1', 50, 75],
      ['67-63-0', 10, 10],
    ])
    expect(oldest!.substances.map((s) => [s.cas, s.content_min, s.content_max])).toEqual([['67-64-1', 90, 100]])
    expect(newest!.composition.map((r) => [r.kind, r.product_name, r.content, r.volume, r.price])).toEqual([
      ['material', 'Acetone technical', 65.5, 82.9, 1.25],
      ['material', 'Isopropanol', 34.5, null, null],
      ['instruction', null, null, null, null],
    ])
    expect(newest!.parameters).toHaveLength(2)
    expect(oldest!.parameters).toHaveLength(0)
  })
})

describeEachDatabase('dossier versions', (db) => {
  const snapshotOf = async () => {
    const record = (await findProduct(db().kysely, permalink))!
    const { versions, ...productWide } = record
    return { productWide, versions: versions.map((v) => v.number) }
  }

  it('adds a newer version and keeps the older ones; product-wide data follows the newer one', async () => {
    expect((await importDossiers(db().kysely, [fixtureText('degreaserOld')])).results.map((r) => r.outcome)).toEqual(['created'])
    expect((await findProduct(db().kysely, permalink))?.product.name).toBe('Fixture Degreaser')

    const report = await importDossiers(db().kysely, [fixtureText('degreaser')])
    expect(report.results.map((r) => [r.version, r.outcome])).toEqual([['2.0', 'created']])
    const record = (await findProduct(db().kysely, permalink))!
    expect(record.versions.map((v) => v.number)).toEqual(['2.0', '1.0'])
    expect(record.product).toMatchObject({ name: 'Fixture Degreaser Pro', code: 'FXD-200', doc_tds: 1, tds_enabled: 1 })
    expect(record.attachments).toHaveLength(2)
    expect(record.tdsVersions.map((v) => v.number)).toEqual(['1'])
  })

  it('adds an older version after a newer one without changing product-wide data', async () => {
    await importDossiers(db().kysely, [fixtureText('degreaser')])
    const before = await snapshotOf()

    const report = await importDossiers(db().kysely, [fixtureText('degreaserOld')])

    expect(report.results.map((r) => [r.version, r.outcome])).toEqual([['1.0', 'created']])
    const after = await snapshotOf()
    expect(after.productWide).toEqual(before.productWide)
    expect(after.versions).toEqual(['2.0', '1.0'])
  })

  it('ends with the newest version as the product, in whatever order one batch lists the files', async () => {
    await importDossiers(db().kysely, [fixtureText('degreaser'), fixtureText('degreaserOld')])
    const record = (await findProduct(db().kysely, permalink))!
    expect(record.product.name).toBe('Fixture Degreaser Pro')
    expect(record.versions.map((v) => v.number)).toEqual(['2.0', '1.0'])
    expect(record.attachments).toHaveLength(2)
  })

  it('reports unchanged on a re-import and writes nothing', async () => {
    await importFixtures(db().kysely)
    const tables = async () => ({
      products: await db().kysely.selectFrom('products').selectAll().orderBy('id').execute(),
      versions: await db().kysely.selectFrom('product_versions').selectAll().orderBy('id').execute(),
      attachments: await db().kysely.selectFrom('attachments').select(['id', 'sha256', 'created_at']).orderBy('id').execute(),
      counts: await rowCounts(db().kysely),
    })
    const before = await tables()

    const again = await importDossierPath(db().kysely, FIXTURE_DIR)

    expect(again.ok).toBe(true)
    expect(again.results.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged'])
    expect(await tables()).toEqual(before)
  })

  it('does not count the $schema hint as content', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const withoutHint = changed(fixtureDossier('primer'), ['$schema'], undefined)
    const report = await importDossiers(db().kysely, [fixtureText('primer', withoutHint)])
    expect(report.results.map((r) => r.outcome)).toEqual(['unchanged'])
  })

  it('reports updated for the same version with changed content, and stores the new content', async () => {
    await importFixtures(db().kysely)
    const counts = await rowCounts(db().kysely)
    const newer = changed(fixtureDossier('degreaser'), ['description', 'en'], 'Degreaser, corrected text.')

    const report = await importDossiers(db().kysely, [fixtureText('degreaser', newer), fixtureText('primer')])

    expect(report.results.map((r) => [r.permalink, r.version, r.outcome])).toEqual([
      [FIXTURE.primer.permalink, '1.0', 'unchanged'],
      [permalink, '2.0', 'updated'],
    ])
    const record = (await findProduct(db().kysely, permalink))!
    expect(record.versions.map((v) => v.number)).toEqual(['2.0', '1.0'])
    const current = await findVersionSnapshot(db().kysely, record.versions[0]!.id)
    expect(JSON.parse(current.version.description_i18n)).toMatchObject({ en: 'Degreaser, corrected text.' })
    expect(await rowCounts(db().kysely)).toEqual(counts)
  })

  it('updates an older version without rolling product-wide data back', async () => {
    await importFixtures(db().kysely)
    const before = await snapshotOf()
    const old = changed(fixtureDossier('degreaserOld'), ['name'], 'Renamed in the old version')

    const report = await importDossiers(db().kysely, [fixtureText('degreaserOld', old)])

    expect(report.results.map((r) => [r.version, r.outcome])).toEqual([['1.0', 'updated']])
    const after = await snapshotOf()
    expect(after.productWide).toEqual(before.productWide)
    expect(after.versions).toEqual(['2.0', '1.0'])
  })

  it('a changed attachment makes the version updated', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const other = changed(fixtureDossier('primer'), ['attachments', 0, 'file'], 'attachments/lab-notes.txt')
    const report = await importDossiers(db().kysely, [fixtureText('primer', other)])
    expect(report.results.map((r) => r.outcome)).toEqual(['updated'])
    expect((await findProduct(db().kysely, FIXTURE.primer.permalink))?.attachments.map((a) => a.file_name)).toEqual(['lab-notes.txt'])
  })
})

type BadCase = [title: string, files: () => { file: string; text: string }[], expected: { file: string; pointer: string; reason: RegExp }]

const badCases: BadCase[] = [
  [
    'an unknown phrase code',
    () => badFixture(['hazards', 'statements', 1, 'code'], 'H999'),
    { file: inFixtures('bad.json'), pointer: '/hazards/statements/1/code', reason: /unknown phrase code 'H999'/ },
  ],
  [
    'an unknown phrase code in a substance classification',
    () => badFixture(['substances', 1, 'classification', 0, 'statement'], 'H398'),
    { file: inFixtures('bad.json'), pointer: '/substances/1/classification/0/statement', reason: /unknown phrase code 'H398'/ },
  ],
  [
    'a CAS number with a wrong check digit',
    () => badFixture(['substances', 0, 'cas'], '67-64-2'),
    { file: inFixtures('bad.json'), pointer: '/substances/0/cas', reason: /check digit/ },
  ],
  [
    'a language not in the table',
    () => badFixture(['languages', 3], language('xx')),
    { file: inFixtures('bad.json'), pointer: '/languages/3/code', reason: /'xx' is not in the document language table/ },
  ],
  [
    'a language listed twice',
    () => badFixture(['languages', 3], language('sl')),
    { file: inFixtures('bad.json'), pointer: '/languages/3/code', reason: /language 'sl' is listed twice/ },
  ],
  [
    'the same version of a product in two files of one batch',
    () => [
      fixtureText('degreaser', fixtureDossier('degreaser'), 'a.json'),
      fixtureText('degreaser', fixtureDossier('degreaser'), 'b.json'),
    ],
    { file: inFixtures('b.json'), pointer: '/version/number', reason: /version 2\.0 of 'fixtureDegreaser_01' is also in .*a\.json/ },
  ],
  [
    'a missing required field',
    () => badFixture(['description'], undefined),
    { file: inFixtures('bad.json'), pointer: '/description', reason: /expected record/ },
  ],
  [
    'a missing version',
    () => badFixture(['version'], undefined),
    { file: inFixtures('bad.json'), pointer: '/version', reason: /expected object/ },
  ],
  [
    'a wrong type',
    () => badFixture(['tdsEnabled'], 'yes'),
    { file: inFixtures('bad.json'), pointer: '/tdsEnabled', reason: /expected boolean/ },
  ],
  [
    'a date that is not YYYY-MM-DD',
    () => badFixture(['version', 'revisionDate'], '20.05.2026'),
    { file: inFixtures('bad.json'), pointer: '/version/revisionDate', reason: /YYYY-MM-DD/ },
  ],
  [
    'a version number longer than the column',
    () => badFixture(['version', 'number'], '1'.repeat(41)),
    { file: inFixtures('bad.json'), pointer: '/version/number', reason: /40/ },
  ],
  [
    'a content range upside down',
    () => badFixture(['substances', 0, 'contentMin'], 80),
    { file: inFixtures('bad.json'), pointer: '/substances/0/contentMax', reason: /contentMin must not exceed contentMax/ },
  ],
  [
    'an SDS section key that is not a subsection number',
    () => badFixture(['sds', 'sections', 'first aid'], { en: 'x', sl: 'x', de: 'x' }),
    {
      file: inFixtures('bad.json'),
      pointer: '/sds/sections/first aid',
      reason: /^invalid key: expected a subsection number such as 4\.1$/,
    },
  ],
  [
    'a missing translation of the description',
    () => badFixture(['description', 'de'], undefined),
    { file: inFixtures('bad.json'), pointer: '/description', reason: /missing translation in de/ },
  ],
  [
    'a missing translation of a parameter value',
    () => badFixture(['parameters', 0, 'items', 1, 'value', 'sl'], undefined),
    { file: inFixtures('bad.json'), pointer: '/parameters/0/items/1/value', reason: /missing translation in sl/ },
  ],
  [
    'a missing translation of an SDS section',
    () => badFixture(['sds', 'sections', '4.1', 'en'], undefined),
    { file: inFixtures('bad.json'), pointer: '/sds/sections/4.1', reason: /missing translation in en/ },
  ],
  [
    'a text in a language that is not a language of the product',
    () => badFixture(['substances', 0, 'name', 'hr'], 'aceton'),
    { file: inFixtures('bad.json'), pointer: '/substances/0/name', reason: /text in hr, which is not a language of this product/ },
  ],
  [
    'a statement listed twice',
    () => badFixture(['hazards', 'statements', 6], { code: 'H225' }),
    { file: inFixtures('bad.json'), pointer: '/hazards/statements/6/code', reason: /statement 'H225' is listed twice/ },
  ],
  [
    'a phrase without a text in one of the product languages',
    () => [
      fixtureText(
        'primer',
        // Norwegian has own translations of the few statements the demo products use, not of H290.
        {
          ...fixtureDossier('primer'),
          languages: [language('no')],
          description: { no: 'Grunning' },
          hazards: { statements: [{ code: 'H290' }] },
        },
        'bad.json',
      ),
    ],
    { file: inFixtures('bad.json'), pointer: '/hazards/statements/0/code', reason: /phrase 'H290' has no text in no/ },
  ],
  [
    'an Irish product with a statement added to CLP after the last Irish text (EUH380)',
    () => [
      fixtureText(
        'primer',
        {
          ...fixtureDossier('primer'),
          languages: [language('ga')],
          description: { ga: 'Príomhóir' },
          hazards: { statements: [{ code: 'EUH380' }] },
        },
        'bad.json',
      ),
    ],
    {
      file: inFixtures('bad.json'),
      pointer: '/hazards/statements/0/code',
      reason: /^phrase 'EUH380' has no text in ga: the phrase library/,
    },
  ],
  [
    'an Icelandic product classified with a statement the library has no Icelandic text of',
    () => [
      fixtureText(
        'primer',
        {
          ...fixtureDossier('primer'),
          languages: [language('en'), language('is')],
          description: { en: 'Primer', is: 'Grunnur' },
          hazards: { statements: [{ code: 'H225' }, { code: 'H290' }] },
        },
        'bad.json',
      ),
    ],
    { file: inFixtures('bad.json'), pointer: '/hazards/statements/1/code', reason: /^phrase 'H290' has no text in is:/ },
  ],
  [
    'an attachment that cannot be read',
    () => badFixture(['attachments', 1, 'file'], 'attachments/no-such-file.pdf'),
    { file: inFixtures('bad.json'), pointer: '/attachments/1/file', reason: /attachment 'attachments\/no-such-file\.pdf' cannot be read/ },
  ],
  [
    'an attachment without a file extension',
    () => badFixture(['attachments', 0, 'file'], 'attachments'),
    { file: inFixtures('bad.json'), pointer: '/attachments/0/file', reason: /unsupported attachment type ''/ },
  ],
  [
    'an attachment of an unsupported type',
    () => badFixture(['attachments', 0, 'file'], 'attachments/setup.exe'),
    { file: inFixtures('bad.json'), pointer: '/attachments/0/file', reason: /unsupported attachment type '\.exe'/ },
  ],
  [
    "an attachment outside the dossier file's folder, reached with '..'",
    () => badFixture(['attachments', 0, 'file'], `../../../src/server/demo/attachments/${DEMO_ATTACHMENT}`),
    { file: inFixtures('bad.json'), pointer: '/attachments/0/file', reason: /leaves the dossier file's folder/ },
  ],
  [
    'an attachment named by an absolute path',
    () => badFixture(['attachments', 0, 'file'], join(DEMO_CATALOGUE_DIR, 'attachments', DEMO_ATTACHMENT)),
    { file: inFixtures('bad.json'), pointer: '/attachments/0/file', reason: /is an absolute path/ },
  ],
  [
    'a NUL character in the product name',
    () => badFixture(['name'], 'Primer\u0000'),
    { file: inFixtures('bad.json'), pointer: '/name', reason: /control or direction character U\+0000/ },
  ],
  [
    'a right-to-left override in a trade name, which would turn a file name around',
    () => badFixture(['synonyms', 0, 'name'], 'Primer \u202Efdp.exe'),
    { file: inFixtures('bad.json'), pointer: '/synonyms/0/name', reason: /U\+202E/ },
  ],
  [
    'half a character (a lone surrogate) in the description',
    () => badFixture(['description', 'en'], 'Primer \ud83d.'),
    { file: inFixtures('bad.json'), pointer: '/description/en', reason: /lone surrogate U\+D83D/ },
  ],
  [
    'a description longer than a label can carry',
    () => badFixture(['description', 'en'], 'x'.repeat(2001)),
    { file: inFixtures('bad.json'), pointer: '/description/en', reason: /2001 characters; at most 2000/ },
  ],
  [
    'a text of over 20,000 characters',
    () => badFixture(['recommendations', 'use'], { en: 'y'.repeat(20_001) }),
    { file: inFixtures('bad.json'), pointer: '/recommendations/use/en', reason: /at most 20000/ },
  ],
  [
    'a logo that a browser would run',
    () => badFixture(['logo'], 'javascript:alert(1)'),
    { file: inFixtures('bad.json'), pointer: '/logo', reason: /path on this portal/ },
  ],
  [
    'a file over 5 MB',
    () => [dossierText(inFixtures('bad.json'), JSON.stringify({ ...fixtureDossier('primer'), padding: ' '.repeat(5 * 1024 * 1024) }))],
    { file: inFixtures('bad.json'), pointer: '/', reason: /more than 5242880 bytes/ },
  ],
  [
    'bad JSON',
    () => [dossierText(inFixtures('bad.json'), '{"permalink": ')],
    { file: inFixtures('bad.json'), pointer: '/', reason: /not valid JSON/ },
  ],
]

describeEachDatabase('dossier import of a bad batch', (db) => {
  it.each(badCases)('rejects the whole batch for %s: names file, pointer and reason, and writes nothing', async (_, files, expected) => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const before = await rowCounts(db().kysely)
    expect(before).toMatchObject({ products: 1, product_versions: 1, attachments: 1 })
    const renamed = fixtureText('primer', { ...fixtureDossier('primer'), name: 'Renamed in a rejected batch' })

    const report = await importDossiers(db().kysely, [renamed, ...files(), fixtureText('degreaserOld')])

    expect(report.ok).toBe(false)
    expect(report.results).toEqual([])
    expect(report.errors).toContainEqual({ file: expected.file, pointer: expected.pointer, reason: expect.stringMatching(expected.reason) })
    expect(await rowCounts(db().kysely)).toEqual(before)
    expect((await findProduct(db().kysely, FIXTURE.primer.permalink))?.product.name).toBe('Fixture Primer')
    expect(await findProduct(db().kysely, permalink)).toBeUndefined()
  })

  it('reports every problem of every file, not only the first', async () => {
    const one = changed(fixtureDossier('degreaser'), ['description', 'de'], undefined)
    const both = changed(one, ['hazards', 'statements', 0, 'code'], 'H999')
    const report = await importDossiers(db().kysely, [
      fixtureText('degreaser', both, 'one.json'),
      fixtureText('primer', changed(fixtureDossier('primer'), ['tdsEnabled'], 1), 'two.json'),
    ])
    expect(report.errors.map((e) => [e.file, e.pointer])).toEqual([
      // H225 of the classification is no longer on the label (the label's code became H999).
      [inFixtures('one.json'), '/classification/0/statement'],
      [inFixtures('one.json'), '/description'],
      [inFixtures('one.json'), '/hazards/statements/0/code'],
      [inFixtures('two.json'), '/tdsEnabled'],
    ])
    expect((await rowCounts(db().kysely)).products).toBe(0)
  })

  it('rolls the whole batch back when a write fails after earlier files were written', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    const before = await rowCounts(db().kysely)
    // A real constraint the import does not know about: the second new product's insert fails.
    await db().kysely.schema.createIndex('test_products_unique_code').on('products').column('code').unique().execute()
    const renamed = { ...fixtureDossier('primer'), name: 'Renamed before the failure' }
    const first = { ...fixtureDossier('degreaser'), code: 'SAME' }
    const second = { ...fixtureDossier('degreaser'), permalink: 'fixtureDegreaser_02', code: 'SAME' }

    await expect(
      importDossiers(db().kysely, [
        fixtureText('primer', renamed),
        fixtureText('degreaser', first),
        fixtureText('degreaser', second, 'other.json'),
      ]),
    ).rejects.toThrow()

    expect(await rowCounts(db().kysely)).toEqual(before)
    expect((await findProduct(db().kysely, FIXTURE.primer.permalink))?.product.name).toBe('Fixture Primer')
    expect(await findProduct(db().kysely, permalink)).toBeUndefined()
  })
})

describe('the fixture dossiers', () => {
  it.each(Object.keys(FIXTURE) as (keyof typeof FIXTURE)[])('%s is a valid dossier file', async (name) => {
    expect(dossierFileSchema.safeParse(fixtureDossier(name)).success).toBe(true)
  })
})

describeEachDatabase('attachments stay inside the dossier folder', (db) => {
  it('refuses a symbolic link that points out of the folder, and imports nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dossier-link-'))
    try {
      mkdirSync(join(dir, 'attachments'))
      writeFileSync(join(dir, 'secret.txt'), 'not for publication')
      const folder = join(dir, 'dossier')
      mkdirSync(folder)
      symlinkSync(join(dir, 'secret.txt'), join(folder, 'notes.txt'))
      const file = join(folder, 'primer.json')
      const dossier = changed(fixtureDossier('primer'), ['attachments', 0, 'file'], 'notes.txt')
      const report = await importDossiers(db().kysely, [dossierText(file, dossier)])
      expect(report.errors).toEqual([
        { file, pointer: '/attachments/0/file', reason: "attachment 'notes.txt' is a link to a file outside the dossier file's folder" },
      ])
      expect(await countProducts(db().kysely)).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('accepts a link that stays inside the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dossier-link-'))
    try {
      writeFileSync(join(dir, 'notes-v2.txt'), 'lab notes')
      symlinkSync(join(dir, 'notes-v2.txt'), join(dir, 'notes.txt'))
      const dossier = changed(fixtureDossier('primer'), ['attachments', 0, 'file'], 'notes.txt')
      const report = await importDossiers(db().kysely, [dossierText(join(dir, 'primer.json'), dossier)])
      expect(report.errors).toEqual([])
      expect((await findProduct(db().kysely, FIXTURE.primer.permalink))?.attachments.map((a) => a.file_name)).toEqual(['notes.txt'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const postgres = testDatabaseTargets.find((t) => t.dialect === 'postgres')!

describe.skipIf(postgres.skip !== undefined)('an import on PostgreSQL', () => {
  it('leaves no search text waiting in the trigram indexes’ pending lists, which every search would read through', async () => {
    const fresh = await postgres.create()
    const db = openDb(fresh.config)
    try {
      await migrateToLatest(db.kysely, db.dialect)
      expect((await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)).ok).toBe(true)
      // gin_clean_pending_list answers how many pages it moved: none, when the import moved them already.
      const { rows } = await sql<{ term: string; ufi: string }>`select
        gin_clean_pending_list('product_search_terms_term'::regclass) as term,
        gin_clean_pending_list('product_search_terms_ufi'::regclass) as ufi`.execute(db.kysely)
      expect(rows[0]).toEqual({ term: '0', ufi: '0' })
    } finally {
      await db.close()
      await fresh.drop()
    }
  })
})
