import { expect, it } from 'vitest'
import { describeEachDatabase } from '../db/test-databases.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { countProducts, findProduct } from '../repos/products.ts'
import { demoDossier, dossierText, rowCounts } from '../test-fixtures.ts'
import { importDossierPath, importDossiers } from './dossier-import.ts'

describeEachDatabase('dossier import', (db) => {
  it('creates the 3 demo products with their versions and languages', async () => {
    const report = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(report.ok).toBe(true)
    expect(report.results.map((r) => [r.permalink, r.outcome])).toEqual([
      ['uIw9ByCUgkide7d8', 'created'],
      ['DnBHAl_J_ifZuYfM', 'created'],
      ['5_ImB6Y_9Waba_4l', 'created'],
    ])
    expect(await rowCounts(db().kysely)).toEqual({ products: 3, product_versions: 5, product_tds_versions: 3, product_languages: 8 })
    const acetone = await findProduct(db().kysely, 'uIw9ByCUgkide7d8')
    expect(acetone?.product.name).toBe('Solvo Acetone Cleaner')
    expect(acetone?.versions.map((v) => v.number)).toEqual(['3.0', '2.0', '1.0'])
    expect(acetone?.languages.map((l) => [l.lang_id, l.tds_valid])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ])
  })

  it('reports unchanged on a re-import and writes nothing', async () => {
    await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    const before = await db().kysely.selectFrom('products').selectAll().orderBy('id').execute()
    const again = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(again.ok).toBe(true)
    expect(again.results.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged'])
    expect(await db().kysely.selectFrom('products').selectAll().orderBy('id').execute()).toEqual(before)
    expect(await rowCounts(db().kysely)).toEqual({ products: 3, product_versions: 5, product_tds_versions: 3, product_languages: 8 })
  })

  it('reports updated for a changed file and stores the new content', async () => {
    await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    const changed = {
      ...demoDossier('acetone'),
      name: 'Solvo Acetone Cleaner 2',
      versions: [{ number: '4.0', revisionDate: '2027-01-05', createdDate: '2021-03-02' }],
    }
    const report = await importDossiers(db().kysely, [
      dossierText('acetone.json', changed),
      dossierText('soda.json', demoDossier('caustic')),
    ])
    expect(report.results.map((r) => r.outcome)).toEqual(['updated', 'unchanged'])
    const acetone = await findProduct(db().kysely, 'uIw9ByCUgkide7d8')
    expect(acetone?.product.name).toBe('Solvo Acetone Cleaner 2')
    expect(acetone?.versions.map((v) => [v.number, v.revision_date])).toEqual([['4.0', '2027-01-05']])
    expect(await countProducts(db().kysely)).toBe(3)
  })

  const withLanguage = (code: string) => {
    const file = demoDossier('caustic')
    return { ...file, languages: [...(file.languages as object[]), { code, sds: { valid: true, created: true } }] }
  }
  const withoutName = () => {
    const { name: _name, ...rest } = demoDossier('caustic')
    return rest
  }
  const badFiles: [string, () => { file: string; text: string }[], { file: string; pointer: string; reason: RegExp }][] = [
    ['bad JSON', () => [dossierText('bad.json', '{"permalink": ')], { file: 'bad.json', pointer: '/', reason: /not valid JSON/ }],
    [
      'a missing required field',
      () => [dossierText('bad.json', withoutName())],
      { file: 'bad.json', pointer: '/name', reason: /expected string/ },
    ],
    [
      'a wrong type',
      () => [dossierText('bad.json', { ...demoDossier('caustic'), tdsEnabled: 'yes' })],
      { file: 'bad.json', pointer: '/tdsEnabled', reason: /expected boolean/ },
    ],
    [
      'a language not in the table',
      () => [dossierText('bad.json', withLanguage('xx'))],
      { file: 'bad.json', pointer: '/languages/3/code', reason: /'xx' is not in the document language table/ },
    ],
    [
      'a permalink used by two files',
      () => [
        dossierText('a.json', demoDossier('paint')),
        dossierText('b.json', { ...demoDossier('caustic'), permalink: '5_ImB6Y_9Waba_4l' }),
      ],
      { file: 'b.json', pointer: '/permalink', reason: /'5_ImB6Y_9Waba_4l' is also used by a\.json/ },
    ],
    [
      'a version number listed twice',
      () => {
        const file = demoDossier('acetone')
        const versions = file.versions as { number: string }[]
        return [dossierText('bad.json', { ...file, versions: [...versions, { ...versions[0] }] })]
      },
      { file: 'bad.json', pointer: '/versions/3/number', reason: /version '3.0' is listed twice/ },
    ],
    [
      'a version number longer than the column',
      () => [
        dossierText('bad.json', {
          ...demoDossier('caustic'),
          versions: [{ number: '1'.repeat(41), revisionDate: '2025-01-01', createdDate: '2025-01-01' }],
        }),
      ],
      { file: 'bad.json', pointer: '/versions/0/number', reason: /40/ },
    ],
  ]

  it.each(badFiles)('rejects the whole batch for %s: names file, pointer and reason, and writes nothing', async (_, files, expected) => {
    await importDossiers(db().kysely, [dossierText('acetone.json', demoDossier('acetone'))])
    const before = await rowCounts(db().kysely)
    const renamed = dossierText('acetone.json', { ...demoDossier('acetone'), name: 'Renamed in a rejected batch' })

    const valid = dossierText('z.json', { ...demoDossier('paint'), permalink: 'zzzzzzzzzzzzzzzz' })
    const report = await importDossiers(db().kysely, [renamed, ...files(), valid])

    expect(report.ok).toBe(false)
    expect(report.results).toEqual([])
    expect(report.errors).toContainEqual({ file: expected.file, pointer: expected.pointer, reason: expect.stringMatching(expected.reason) })
    expect(await rowCounts(db().kysely)).toEqual(before)
    expect((await findProduct(db().kysely, 'uIw9ByCUgkide7d8'))?.product.name).toBe('Solvo Acetone Cleaner')
  })

  it('rolls the whole batch back when a write fails after earlier files were written', async () => {
    await importDossiers(db().kysely, [dossierText('acetone.json', demoDossier('acetone'))])
    const before = await rowCounts(db().kysely)
    // A real constraint the import does not know about: the second new product's insert fails.
    await db().kysely.schema.createIndex('test_products_unique_supplier').on('products').column('supplier_name').unique().execute()
    const paint = { ...demoDossier('paint'), supplier: { name: 'One supplier' } }
    const soda = { ...demoDossier('caustic'), supplier: { name: 'One supplier' } }
    const renamed = { ...demoDossier('acetone'), name: 'Renamed before the failure' }

    await expect(
      importDossiers(db().kysely, [dossierText('acetone.json', renamed), dossierText('paint.json', paint), dossierText('soda.json', soda)]),
    ).rejects.toThrow()

    expect(await rowCounts(db().kysely)).toEqual(before)
    expect((await findProduct(db().kysely, 'uIw9ByCUgkide7d8'))?.product.name).toBe('Solvo Acetone Cleaner')
    expect(await findProduct(db().kysely, '5_ImB6Y_9Waba_4l')).toBeUndefined()
  })
})
