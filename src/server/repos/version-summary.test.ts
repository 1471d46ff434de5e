import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { readPhraseLibrary } from '../phrases/library.ts'
import { toProductDetail } from '../products/detail.ts'
import { findProduct, findVersionSnapshot, findVersionSummary } from './products.ts'

describeEachDatabase('the product detail read without the safety data sheet columns', (db) => {
  beforeEach(async () => {
    expect((await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)).errors).toEqual([])
  })

  it('is the same answer as the one built from the whole version, for every demo product, version and language', async () => {
    const library = await readPhraseLibrary(db().kysely)
    const permalinks = (await db().kysely.selectFrom('products').select('permalink').execute()).map((p) => p.permalink)
    let compared = 0
    for (const permalink of permalinks) {
      const record = (await findProduct(db().kysely, permalink))!
      for (const version of record.versions) {
        const whole = await findVersionSnapshot(db().kysely, version.id)
        const summary = await findVersionSummary(db().kysely, version.id)
        // The sheet's columns are what the summary leaves out; everything else of the version is read alike.
        const { sds_sections: _sections, sds_data: _data, ...rest } = whole.version
        expect(summary.version).toEqual(rest)
        for (const { lang_id: lang } of record.languages) {
          const options = { lang, publicUrl: 'https://dossier.example', library, restrictedVisible: () => false }
          expect(await toProductDetail(record, summary, options)).toEqual(await toProductDetail(record, whole, options))
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(30)
  }, 120_000)
})
