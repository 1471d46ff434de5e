import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { countProducts, findProduct } from '../repos/products.ts'
import { exportDossier } from '../export/dossier-export.ts'
import { importDossierPath, importDossiers } from './dossier-import.ts'

const DIR = fileURLToPath(new URL('../../../tests/fixtures/sdscom/', import.meta.url))
const fixture = (name: string) => ({ file: `${DIR}${name}`, text: readFileSync(`${DIR}${name}`, 'utf8') })
/** The hand-written descaler with one change, as a file of its own. */
const broken = (name: string, from: string, to: string) => {
  const good = fixture('descaler-en.xml')
  expect(good.text).toContain(from)
  return { file: `${DIR}${name}`, text: good.text.replace(from, to) }
}

describeEachDatabase('SDScom import', (db) => {
  it('imports the hand-written files and the portal-exported one in one go, and reports what it left out by XPath', async () => {
    const report = await importDossierPath(db().kysely, DIR)
    expect(report.errors).toEqual([])
    expect(report.results.map((r) => [r.permalink, r.outcome])).toEqual(
      expect.arrayContaining([
        ['sdscom-descaler-citro-en', 'created'],
        ['sdscom-natronlauge-25-de', 'created'],
        ['FO3FGGCKVFca3fE5', 'created'],
      ]),
    )
    // Only the German file has content the portal cannot hold: packaging, target groups, the English sea/air names.
    expect(report.warnings?.map((w) => [w.file.split('/').pop(), w.pointer])).toEqual(
      expect.arrayContaining([
        [
          'caustic-soda-de.xml',
          '/DatasheetFeed[1]/Datasheet[1]/IdentificationSubstPrep[1]/TradeProductIdentity[1]/Packaging[1]/PackagingType[1]',
        ],
        ['caustic-soda-de.xml', '/DatasheetFeed[1]/Datasheet[1]/TransportInformation[1]/Imdg[1]/ProperShippingNameEnglish[1]/FullText[1]'],
        [
          'caustic-soda-de.xml',
          '/DatasheetFeed[1]/Datasheet[1]/TransportInformation[1]/RegionEU[1]/AdrRid[1]/OtherInformation[1]/AdrRidLimitedQty[1]',
        ],
      ]),
    )
    expect(report.warnings?.every((w) => w.file.endsWith('caustic-soda-de.xml'))).toBe(true)

    const lye = (await exportDossier(db().kysely, 'sdscom-natronlauge-25-de'))!.dossier
    expect(lye.languages.map((l) => l.code)).toEqual(['de'])
    expect(lye.classification).toEqual([
      { hazardClass: 'Met. Corr.', category: '1', statement: 'H290' },
      { hazardClass: 'Skin Corr.', category: '1A', statement: 'H314' },
    ])
    // The fill-ins as the file prints them; a text equal to the library's without variable parts is no fill-in.
    expect(lye.hazards.statements.find((s) => s.code === 'P260')?.text).toEqual({ de: 'Nebel nicht einatmen.' })
    expect(lye.hazards.statements.find((s) => s.code === 'H314')?.text).toBeUndefined()
    expect(lye.substances[0]).toMatchObject({
      cas: '1310-73-2',
      index: '011-002-00-6',
      contentMin: 24.5,
      contentMax: 25.5,
      specificConcentrationLimits: expect.arrayContaining([
        { hazardClass: 'Skin Corr.', category: '1B', statement: 'H314', min: 2, max: 5 },
      ]),
    })
    expect(lye.sds.transport).toMatchObject({
      unNumber: 'UN 1824',
      shippingName: { de: 'NATRIUMHYDROXIDLÖSUNG' },
      hazardClasses: ['8'],
      packingGroup: 'II',
      tunnelCode: 'E',
    })

    const descaler = (await exportDossier(db().kysely, 'sdscom-descaler-citro-en'))!.dossier
    expect(descaler.sds.transport).toEqual({ notDangerousGoods: true, environmentalHazard: false })
    expect(descaler.hazards.statements.map((s) => s.code)).toEqual(['H319', 'P101', 'P102', 'P264', 'P280', 'P305+P351+P338', 'P337+P313'])
    expect(descaler.sds.sections['12.1']).toEqual({ en: expect.stringContaining('citric acid is of low toxicity') })
  })

  it('refuses a file that is not valid SDScom 5.6, naming the failing element', async () => {
    const report = await importDossiers(db().kysely, [broken('bad-schema.xml', '<CasNo>77-92-9</CasNo>', '<CasNo>77-92-X</CasNo>')])
    expect(report.ok).toBe(false)
    expect(report.errors).toEqual([
      {
        file: `${DIR}bad-schema.xml`,
        pointer: '/DatasheetFeed[1]/Datasheet[1]/Composition[1]/RegionEU[1]/Component[1]/Substance[1]/CasNo[1]',
        reason: expect.stringContaining("'77-92-X' is not accepted by the pattern"),
      },
    ])
    expect(await countProducts(db().kysely)).toBe(0)
  })

  it('refuses a classified product without mandatory content, naming the XPath where it belongs and the rule', async () => {
    const report = await importDossiers(db().kysely, [
      broken(
        'no-first-aid.xml',
        /<FirstAidMeasures>[\s\S]*<\/FirstAidMeasures>/.exec(fixture('descaler-en.xml').text)![0],
        '<FirstAidMeasures/>',
      ),
    ])
    expect(report.errors).toEqual([
      {
        file: `${DIR}no-first-aid.xml`,
        pointer: '/DatasheetFeed[1]/Datasheet[1]/FirstAidMeasures[1]/DescriptionOfFirstAidMeasures[1]/GeneralInformation[1]',
        reason: expect.stringMatching(/^rule first-aid: .*Annex II 4\.1.*\(dossier field \/sds\/sections\/4\.1\)$/),
      },
    ])
  })

  it('refuses a statement printed with its template unfilled, naming the statement element', async () => {
    const report = await importDossiers(db().kysely, [
      broken(
        'unfilled.xml',
        '<PrecautionaryStatement><PhraseCode>264</PhraseCode><FullText>Wash hands thoroughly after handling.</FullText></PrecautionaryStatement>',
        '<PrecautionaryStatement><PhraseCode>264</PhraseCode><FullText>Wash … thoroughly after handling.</FullText></PrecautionaryStatement>',
      ),
    ])
    expect(report.errors).toEqual([
      expect.objectContaining({
        pointer:
          '/DatasheetFeed[1]/Datasheet[1]/HazardIdentification[1]/RegionEU[1]/HazardLabelling[1]/ClpHazardLabelling_2023_707[1]/PrecautionaryStatement[1]',
        reason: expect.stringContaining('P264 in en still holds a template marker'),
      }),
    ])
  })

  it('imports all or nothing: a good XML file beside a broken one leaves the catalogue as it was', async () => {
    const report = await importDossiers(db().kysely, [
      fixture('caustic-soda-de.xml'),
      broken('bad.xml', '<VersionNo>1.0</VersionNo>', '<VersionNo></VersionNo>'),
    ])
    expect(report.ok).toBe(false)
    expect(report.errors.every((e) => e.file.endsWith('bad.xml'))).toBe(true)
    expect(await findProduct(db().kysely, 'sdscom-natronlauge-25-de')).toBeUndefined()
  })
})
