import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { sdsFixtureJson } from '#test-support/server/sds.ts'
import { importDossiers } from './dossier-import.ts'

/**
 * The mandatory content of a classified product's safety data sheet (REACH Annex II as amended by
 * Regulation (EU) 2020/878): one refused file per rule, each error naming the file, the JSON
 * pointer and the rule with its Annex II point, and nothing of a refused file stored. The solvent
 * fixture is a complete classified sheet (Flam. Liq. 2, Eye Irrit. 2, STOT SE 3); each case takes
 * one piece away.
 */
type Json = Record<string, unknown>
type Solvent = Json & { sds: Json & { sections: Json; noData: Json }; supplier: Json; version: Json }

function solvent(change: (file: Solvent) => void = () => {}): Json {
  const file = sdsFixtureJson('2.0') as Solvent
  change(file)
  return file
}
const withoutSection = (point: string) => (f: Solvent) => delete f.sds.sections[point]

const RULES: [rule: string, pointer: string, point: string, change: (f: Solvent) => void][] = [
  ['supplier-telephone', '/supplier/phone', '1.3', (f) => delete f.supplier.phone],
  ['competent-person-email', '/supplier/email', '1.3', (f) => delete f.supplier.email],
  ['emergency-telephone', '/emergencyPhones', '1.4', (f) => delete f.emergencyPhone],
  ['composition', '/substances', '3.1/3.2', (f) => (f.substances = [])],
  ['first-aid', '/sds/sections/4.1', '4.1', withoutSection('4.1')],
  ['extinguishing-media', '/sds/sections/5.1', '5.1', withoutSection('5.1')],
  ['accidental-release', '/sds/sections/6.1', '6.1', withoutSection('6.1')],
  ['safe-handling', '/sds/sections/7.1', '7.1', withoutSection('7.1')],
  ['safe-storage', '/sds/sections/7.2', '7.2', withoutSection('7.2')],
  ['control-parameters', '/sds/exposureLimits', '8.1', (f) => (f.sds.exposureLimits = [])],
  ['exposure-controls', '/sds/exposureControls', '8.2', withoutSection('8.2')],
  ['basic-properties', '/sds/properties', '9.1', (f) => (f.sds.properties = [])],
  ['toxicological-information', '/sds/toxicology', '11.1', withoutSection('11.1')],
  ['ecotoxicity', '/sds/ecotoxicity', '12.1', (f) => delete f.sds.noData['12.1']],
  ['waste-treatment', '/sds/sections/13.1', '13.1', withoutSection('13.1')],
  ['regulations', '/sds/regulatory', '15.1', withoutSection('15.1')],
  ['list-of-changes', '/version/changes', '16', (f) => delete f.version.changes],
]

describeEachDatabase('import of a classified product whose sheet lacks mandatory content', (db) => {
  const importOne = (content: Json) => importDossiers(db().kysely, [{ file: 'solvent.json', text: JSON.stringify(content) }])

  it('accepts the complete fixture', async () => {
    expect((await importOne(solvent())).errors).toEqual([])
  })

  it.each(RULES)('refuses rule %s at %s (Annex II %s) and stores nothing', async (rule, pointer, point, change) => {
    const report = await importOne(solvent(change))
    expect(report.ok).toBe(false)
    expect(report.errors).toContainEqual({
      file: 'solvent.json',
      pointer,
      reason: expect.stringMatching(new RegExp(`^rule ${rule}: .*Annex II ${point.replaceAll('.', '\\.')}`)),
    })
    expect(await db().kysely.selectFrom('products').select('permalink').execute()).toEqual([])
  })

  it('accepts a reason for no data where the content is test data, never for advice', async () => {
    const reasoned = solvent((f) => {
      f.sds.exposureLimits = []
      f.sds.properties = []
      delete f.sds.sections['11.1']
      f.sds.noData = { ...f.sds.noData, '8.1': 'notAvailable', '9.1': 'notTested', '11.1': 'notTested' }
    })
    expect((await importOne(reasoned)).errors).toEqual([])
    const advice = solvent((f) => {
      delete f.sds.sections['4.1']
      f.sds.noData = { ...f.sds.noData, '4.1': 'notAvailable' }
    })
    expect((await importOne(advice)).errors.map((e) => e.pointer)).toEqual(['/sds/sections/4.1'])
  })

  it('asks nothing of a product that is not classified', async () => {
    const unclassified = solvent((f) => {
      f.classification = []
      f.hazards = { signalWord: null, pictograms: [], statements: [] }
      f.substances = []
      f.sds.sections = {}
      f.sds.exposureLimits = []
      f.sds.properties = []
      f.sds.noData = {}
      f.sds.transport = {
        notDangerousGoods: true,
        reason: { en: 'Not classified.', sl: 'Ni razvrščeno.', de: 'Nicht eingestuft.', hr: 'Nije razvrstano.' },
      }
      delete f.sds.section16
      delete f.version.changes
      delete f.version.replaces
    })
    expect((await importOne(unclassified)).errors).toEqual([])
  })
})
