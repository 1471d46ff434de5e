import { beforeEach, expect, it } from 'vitest'
import { productDetailSchema } from '#shared/api/product-detail'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { productApp } from '#test-support/server/fixtures.ts'

/** The acetone cleaner of the demo catalogue: sheets in en (1), sl (2) and de (3). */
const ACETONE = 'uIw9ByCUgkide7d8'

describeEachDatabase('the worker’s first screen in the product detail', (db) => {
  beforeEach(async () => {
    expect((await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)).errors).toEqual([])
  })
  const detail = async (lang: number) => {
    const res = await (
      await productApp(db().kysely, { publicUrl: 'https://dossier.example' })
    ).request(`/api/v1/products/-${ACETONE}/detail?lang=${lang}`)
    expect(res.status).toBe(200)
    return productDetailSchema.parse(await res.json())
  }

  it('gives the emergency numbers of the sheet’s own market, in its language (Annex II 1.4)', async () => {
    expect((await detail(3)).emergency).toEqual([
      { number: '+49 551 19240', service: 'Giftinformationszentrum-Nord (GIZ-Nord), Göttingen', hours: '24 h' },
    ])
    expect((await detail(2)).emergency).toEqual([{ number: '112', service: 'Center za obveščanje Republike Slovenije', hours: '24 ur' }])
    expect((await detail(1)).emergency?.map((e) => e.number)).toEqual(['+386 1 200 45 99'])
  })

  it('reads the protective equipment from the items the supplier kept in P280', async () => {
    // "Wear protective gloves/eye protection." in the file: gloves and eyes, not clothing, face or hearing.
    expect((await detail(2)).health_safety.ppe).toEqual([
      { kind: 'gloves', statement: 'P280' },
      { kind: 'eyes', statement: 'P280' },
    ])
  })
})
