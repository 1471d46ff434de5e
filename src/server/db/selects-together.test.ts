import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { selectsTogether } from './selects-together.ts'

describeEachDatabase('selects run together', (db) => {
  it('answers every demo product row for row as each query alone does, real numbers and long texts included', async () => {
    const k = db().kysely
    expect((await importDossierPath(k, DEMO_CATALOGUE_DIR)).ok).toBe(true)
    const products = await k.selectFrom('products').select(['id', 'permalink']).orderBy('id').execute()
    let reals = 0
    for (const { id, permalink } of products) {
      const versionIds = k.selectFrom('product_versions').select('id').where('product_id', '=', id)
      const queries = [
        k.selectFrom('products').selectAll().where('permalink', '=', permalink),
        k.selectFrom('product_versions').selectAll().where('product_id', '=', id).orderBy('revision_date', 'desc').orderBy('id', 'desc'),
        k.selectFrom('substances').selectAll().where('version_id', 'in', versionIds).orderBy('version_id').orderBy('position'),
        k
          .selectFrom('composition_rows')
          .selectAll()
          .where('version_id', 'in', versionIds)
          .orderBy('version_id')
          .orderBy('position', 'desc'),
        k.selectFrom('articles').selectAll().where('product_id', '=', id).orderBy('synonym_id').orderBy('position'),
        k
          .selectFrom('attachments')
          .select(['id', 'file_name', 'size', 'restricted_workgroup'])
          .where('product_id', '=', id)
          .orderBy('position'),
      ] as const
      const together = await selectsTogether(k, queries)
      const alone = await Promise.all(queries.map((q) => q.execute()))
      expect(together, permalink).toEqual(alone)
      reals += together[2].filter((s) => s.content_min !== null || s.content_max !== null).length
    }
    // The real columns (a substance's content range) were compared with values in them, not only nulls.
    expect(reals).toBeGreaterThan(10)
  })

  it('binds each query its own values, and answers an empty list for a query without rows', async () => {
    const k = db().kysely
    expect((await importDossierPath(k, DEMO_CATALOGUE_DIR)).ok).toBe(true)
    const [first, second] = await k.selectFrom('products').select(['id', 'permalink']).orderBy('id').limit(2).execute()
    const byPermalink = (p: string) => k.selectFrom('products').select(['id', 'name']).where('permalink', '=', p)
    const [a, none, b] = await selectsTogether(k, [
      byPermalink(first!.permalink),
      k.selectFrom('products').select('id').where('id', '=', -1).where('name', '=', 'nothing'),
      byPermalink(second!.permalink),
    ])
    expect(a.map((r) => r.id)).toEqual([first!.id])
    expect(none).toEqual([])
    expect(b.map((r) => r.id)).toEqual([second!.id])
  })
})
