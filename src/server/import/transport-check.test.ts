import { eachTestSqlite } from '#test-support/server/databases.ts'
import { describe, expect, it } from 'vitest'
import { sdsFixtureJson } from '#test-support/server/sds.ts'
import { importDossiers } from './dossier-import.ts'

/**
 * Section 14 rules of the importer, one refused file per rule: a product classified for a
 * transport-relevant hazard needs transport data or a reasoned declaration that it is not
 * dangerous goods, and an entry is either dangerous goods or not.
 */
const testDb = eachTestSqlite()

type Json = Record<string, unknown>
const REASON = {
  en: 'Viscous, ADR 2.2.3.1.5.',
  sl: 'Viskozno, ADR 2.2.3.1.5.',
  de: 'Viskos, ADR 2.2.3.1.5.',
  hr: 'Viskozno, ADR 2.2.3.1.5.',
}

/** The solvent fixture (Flam. Liq. 2, H225) with another section 14. */
function solventWith(transport: unknown): Json {
  const content = sdsFixtureJson('2.0')
  content.sds = { ...(content.sds as Json), transport }
  return content
}

async function importOne(content: Json) {
  const report = await importDossiers(testDb().kysely, [{ file: 'solvent.json', text: JSON.stringify(content) }])
  const products = await testDb().kysely.selectFrom('products').select('permalink').execute()
  return { report, products, errors: report.errors.map(({ file, pointer, reason }) => ({ file, pointer, reason })) }
}

describe('section 14 import rules', () => {
  it('refuses a flammable liquid without transport data, naming file, pointer and rule, and imports nothing', async () => {
    const { report, products, errors } = await importOne(solventWith(null))
    expect(report.ok).toBe(false)
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/sds/transport',
        reason: expect.stringMatching(
          /^section 14 \(REACH Annex II 14\.1-14\.7\): the product is classified H225, .*notDangerousGoods: true with a reason$/,
        ),
      },
    ])
    expect(products).toEqual([])
  })

  it.each([
    ['acute toxicity 3 (combined code)', 'Acute Tox. 3', '3', 'H301+H311+H331', 'H301', 'danger', 'GHS06'],
    ['skin corrosion', 'Skin Corr.', '1A', 'H314', 'H314', 'danger', 'GHS05'],
    ['corrosive to metals', 'Met. Corr.', '1', 'H290', 'H290', 'warning', 'GHS05'],
    ['aquatic chronic 2', 'Aquatic Chronic', '2', 'H411', 'H411', null, 'GHS09'],
  ])('refuses %s without transport data', async (_name, hazardClass, category, statement, named, signalWord, pictogram) => {
    const content = solventWith(null)
    content.classification = [{ hazardClass, category, statement }]
    // Label elements that match the classification (CLP Art. 19-21), so section 14 is the only fault.
    content.hazards = { ...(content.hazards as Json), signalWord, pictograms: [pictogram], statements: [{ code: statement }] }
    const { errors, products } = await importOne(content)
    expect(errors).toEqual([{ file: 'solvent.json', pointer: '/sds/transport', reason: expect.stringContaining(named) }])
    expect(products).toEqual([])
  })

  it('refuses "not dangerous goods" without a reason for a transport-relevant classification', async () => {
    const { errors, products } = await importOne(solventWith({ notDangerousGoods: true }))
    expect(errors).toEqual([
      { file: 'solvent.json', pointer: '/sds/transport/reason', reason: expect.stringContaining('needs the reason of the exemption') },
    ])
    expect(products).toEqual([])
  })

  it('accepts "not dangerous goods" with a reason in every language', async () => {
    const { report } = await importOne(solventWith({ notDangerousGoods: true, reason: REASON }))
    expect(report.errors).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('refuses a reason missing in one language of the product', async () => {
    const { en: _en, ...reason } = REASON
    const { errors } = await importOne(solventWith({ notDangerousGoods: true, reason }))
    expect(errors).toEqual([{ file: 'solvent.json', pointer: '/sds/transport/reason', reason: 'missing translation in en' }])
  })

  it('refuses dangerous goods without a UN number', async () => {
    const { errors } = await importOne(solventWith({ hazardClasses: ['3'], packingGroup: 'II' }))
    expect(errors).toEqual([
      { file: 'solvent.json', pointer: '/sds/transport/unNumber', reason: expect.stringContaining('need a UN number') },
    ])
  })

  it('refuses a declaration that contradicts itself: not dangerous goods with a UN number', async () => {
    const { errors } = await importOne(solventWith({ notDangerousGoods: true, reason: REASON, unNumber: 'UN 1993' }))
    expect(errors).toEqual([
      { file: 'solvent.json', pointer: '/sds/transport/unNumber', reason: expect.stringContaining('contradicts notDangerousGoods') },
    ])
  })

  it('refuses an ADR tunnel code that does not exist', async () => {
    const transport = { ...((sdsFixtureJson('2.0').sds as Json).transport as Json), tunnelCode: 'Z' }
    const { errors } = await importOne(solventWith(transport))
    expect(errors).toEqual([{ file: 'solvent.json', pointer: '/sds/transport/tunnelCode', reason: expect.stringContaining('tunnel') }])
  })

  it('asks nothing of a product without a transport-relevant classification', async () => {
    const content = solventWith(null)
    content.classification = [{ hazardClass: 'Eye Irrit.', category: '2', statement: 'H319' }]
    content.hazards = { ...(content.hazards as Json), signalWord: 'warning', pictograms: ['GHS07'], statements: [{ code: 'H319' }] }
    content.substances = []
    // Only what every classified sheet needs (mandatory-content.ts): section 3 and a section 14
    // that says at least "not dangerous goods"; no demand for a UN number.
    const { errors } = await importOne(content)
    expect(errors.map((e) => [e.pointer, e.reason.split(':')[0]])).toEqual([
      ['/substances', 'rule composition'],
      ['/sds/transport', 'rule transport'],
    ])
  })
})
