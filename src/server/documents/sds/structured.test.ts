import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProduct, findVersionSnapshot } from '#server/repos/products'
import { buildSdsDocument } from './build.ts'
import { renderSdsHtml } from '#server/render/sds/html'
import { type SdsDocument, type Subsection } from '#server/render/sds/model'
import { plain, type Block } from '#server/render/common/model'
import { renderSdsPdf } from '#server/render/sds/pdf'
import { DOCUMENT_TEXTS, poppler, sdsFixtureJson, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

/**
 * The structured parts of a sheet (2.3, 8.1 DNEL/PNEC, 8.2, 9.1 method and reasons, 11.1, 12.1,
 * 12.5/12.6, 15.1/15.2, section 16) print in their subsection, in the document language.
 */
const PERMALINK = 'fixtureSdsStruct001'
const every = (en: string, de = en) => ({ en, sl: en, de, hr: en })
const doc = (key: string, lang: string) => DOCUMENT_TEXTS[key]![lang]!

function structuredFile() {
  const base = sdsFixtureJson('2.0') as { version: Record<string, unknown>; sds: Record<string, unknown> }
  return {
    ...base,
    permalink: PERMALINK,
    version: {
      ...base.version,
      replaces: '1.0',
      changes: [
        {
          sections: ['2.1', '14.1'],
          text: every('Classification revised; UN number added.', 'Einstufung überarbeitet; UN-Nummer ergänzt.'),
        },
      ],
    },
    sds: {
      ...base.sds,
      properties: [
        { key: 'flashPoint', value: every('-17 °C'), method: 'DIN EN ISO 2719 (closed cup)' },
        { key: 'particleCharacteristics', reason: 'notApplicable' },
        {
          key: 'decompositionTemperature',
          reason: 'notTested',
          remarks: every('Distils without decomposition.', 'Destilliert unzersetzt.'),
        },
      ],
      exposureLimits: [
        {
          cas: '67-64-1',
          substance: every('acetone', 'Aceton'),
          type: 'TWA',
          value: 1210,
          unit: 'mg/m³',
          source: 'IOELV 2000/39/EC',
          country: 'EU',
        },
      ],
      otherHazards: { pbtVpvb: { result: 'notMet' }, endocrineDisruptor: { result: 'notMet' } },
      dnel: [
        {
          substance: every('acetone', 'Aceton'),
          cas: '67-64-1',
          population: 'workers',
          route: 'inhalation',
          effect: 'longTermSystemic',
          value: 1210,
          unit: 'mg/m³',
        },
      ],
      pnec: [{ substance: every('acetone', 'Aceton'), cas: '67-64-1', compartment: 'freshwater', value: 10.6, unit: 'mg/l' }],
      exposureControls: {
        eyeFace: { text: every('Tightly fitting safety goggles.', 'Dicht schließende Schutzbrille.'), standard: 'EN 166' },
        hands: { gloves: [{ material: 'butyl', thickness: 0.7, breakthroughTime: 480, standard: 'EN ISO 374-1' }] },
        respiratory: { text: every('Gas filter.', 'Gasfilter.'), filter: 'AX' },
      },
      toxicology: [
        { hazardClass: 'acuteToxicity', values: [{ endpoint: 'LD50', route: 'oral', species: 'rat', value: 5800, unit: 'mg/kg' }] },
        { hazardClass: 'carcinogenicity', notClassifiedBecause: 'conclusiveButInsufficient' },
      ],
      ecotoxicity: [{ organism: 'fish', species: 'Oncorhynchus mykiss', endpoint: 'LC50', duration: '96 h', value: 5540, unit: 'mg/l' }],
      regulatory: {
        annexXvii: [
          {
            entry: 3,
            designation: every(
              'Liquid substances or mixtures fulfilling the criteria of the listed hazard classes',
              'Flüssige Stoffe oder Gemische',
            ),
            // By their numbers in section 3: acetone by CAS, propan-2-ol by EC.
            substances: ['67-64-1', '200-661-7'],
          },
        ],
        candidateList: 'none',
        seveso: ['P5c'],
        chemicalSafetyAssessment: false,
      },
      section16: {
        abbreviations: [
          { abbreviation: 'DNEL', meaning: every('Derived no-effect level', 'Abgeleitete Expositionshöhe ohne Beeinträchtigung') },
        ],
        classificationMethods: [{ statement: 'H225', method: 'testData' }],
        training: every('Instruct workers in handling flammable liquids.', 'Unterweisung im Umgang mit entzündbaren Flüssigkeiten.'),
      },
      noData: { '12.4': 'notTested' },
    },
  }
}

const texts = (blocks: Block[]) =>
  blocks.flatMap((b) => {
    switch (b.kind) {
      case 'paragraph':
        return [plain(b.text)]
      case 'rows':
        return b.rows.flatMap((r) => [plain(r.label), plain(r.value)])
      case 'table':
        return [...b.columns, ...b.rows.flat().map(plain)]
      default:
        return []
    }
  })
const find = (d: SdsDocument, number: string): Subsection =>
  d.sections.flatMap((s) => s.subsections.flatMap((u) => [u, ...u.children])).find((s) => s.number === number)!
const section16 = (d: SdsDocument) => texts(d.sections.find((s) => s.number === 16)!.blocks)

let ctx: SdsTestContext
let sheet: (lang: string) => Promise<SdsDocument>
beforeAll(async () => {
  ctx = await sdsTestContext([{ file: 'structured.json', text: JSON.stringify(structuredFile()) }])
  sheet = async (lang) => {
    const record = (await findProduct(ctx.db.kysely, PERMALINK))!
    const snapshot = await findVersionSnapshot(ctx.db.kysely, record.versions[0]!.id)
    return buildSdsDocument({ record, snapshot, lang, library: ctx.library, qrUrl: null })
  }
})
afterAll(() => ctx.close())

describe('structured SDS parts', () => {
  it('states both 2.3 assessments and repeats them in 12.5 and 12.6', async () => {
    const d = await sheet('en')
    expect(texts(find(d, '2.3').blocks).slice(0, 4)).toEqual([
      doc('doc:pbtAssessment', 'en'),
      doc('doc:pbt:notMet', 'en'),
      doc('doc:endocrineAssessment', 'en'),
      doc('doc:endocrine:notMet', 'en'),
    ])
    expect(texts(find(d, '12.5').blocks)).toContain(doc('doc:pbt:notMet', 'en'))
    expect(texts(find(d, '12.6').blocks)).toContain(doc('doc:endocrine:notMet', 'en'))
  })

  it('prints DNEL, PNEC and the glove with material and breakthrough time in German number format', async () => {
    const d = await sheet('de')
    const limits = texts(find(d, '8.1').blocks)
    expect(limits).toContain('Arbeitnehmer, inhalativ, langfristig, systemische Wirkungen')
    expect(limits).toContain('1210\u00a0mg/m³')
    expect(limits).toContain('10,6\u00a0mg/l')
    const controls = texts(find(d, '8.2').blocks)
    expect(controls).toContain('Dicht schließende Schutzbrille; EN 166')
    expect(controls.join('\n')).not.toMatch(/\.;/)
    expect(controls).toEqual(expect.arrayContaining(['Butylkautschuk', '0,7\u00a0mm', '≥\u00a0480\u00a0min', 'EN ISO 374-1']))
    expect(controls).toContain('Gasfilter; Filter: AX')
  })

  it('names a substance of 8.1 with its CAS number joined by a no-break space and nothing before the bracket', async () => {
    const cells = (find(await sheet('en'), '8.1').blocks as Block[])
      .filter((b): b is Extract<Block, { kind: 'table' }> => b.kind === 'table')
      .flatMap((b) => b.rows.map((r) => plain(r[0]!)))
    expect(cells).toEqual(['acetone (CAS\u00a067-64-1)', 'acetone (CAS\u00a067-64-1)', 'acetone (CAS\u00a067-64-1)'])
  })

  it('says whose each 8.1 limit value is, named in the document language, in the HTML and the PDF', async () => {
    // Annex II 8.1: the limit values of the Member State where the sheet is used; an EU value says so.
    const sourceCell = async (lang: string) => {
      const table = find(await sheet(lang), '8.1').blocks.find((b) => b.kind === 'table' && b.name === 'limits')
      return table?.kind === 'table' ? plain(table.rows[0]!.at(-1)!) : undefined
    }
    expect(await sourceCell('en')).toBe('IOELV 2000/39/EC (European Union)')
    expect(await sourceCell('de')).toBe('IOELV 2000/39/EC (Europäische Union)')
    expect(await sourceCell('sl')).toBe('IOELV 2000/39/EC (Evropska unija)')
    const d = await sheet('de')
    expect(renderSdsHtml(d)).toContain('IOELV 2000/39/EC (Europäische Union)')
    const pdf = poppler('pdftotext', await renderSdsPdf(d, { library: ctx.library, revisionDate: '2026-06-01' }), '-raw')
    expect(pdf.replace(/\s+/g, ' ')).toContain('(Europäische Union)')
  })

  it('gives 9.1 properties their method, remarks and the reason for no data', async () => {
    const rows = (find(await sheet('en'), '9.1').blocks[0] as Extract<Block, { kind: 'table' }>).rows.map((r) => r.map(plain))
    const row = (key: string) => rows.find((r) => r[0] === doc(`doc:prop:${key}`, 'en'))
    expect(row('flashPoint')).toEqual([doc('doc:prop:flashPoint', 'en'), '-17 °C', 'DIN EN ISO 2719 (closed cup)'])
    expect(row('particleCharacteristics')?.[1]).toBe('Not applicable.')
    expect(row('decompositionTemperature')?.slice(1)).toEqual(['Not tested.', 'Distils without decomposition.'])
    expect(row('pH')?.[1]).toBe('No data available.')
  })

  it('prints 11.1 per hazard class with the product classification, values and the reason it is not classified', async () => {
    const d = await sheet('en')
    expect(texts(find(d, '11.1').blocks)).toEqual([
      'Acute toxicity',
      'LD50 5800\u00a0mg/kg, oral, rat',
      'Carcinogenicity',
      doc('doc:unclassed:conclusiveButInsufficient', 'en'),
      // The supplier's own 11.1 text follows the structured part.
      (sdsFixtureJson('2.0').sds as { sections: Record<string, Record<string, string>> }).sections['11.1']!.en,
    ])
    expect(texts(find(d, '12.1').blocks)).toContain('fish, Oncorhynchus mykiss')
  })

  it('says why a subsection has no data where the file gives the reason', async () => {
    const d = await sheet('de')
    expect(texts(find(d, '12.4').blocks)).toEqual(['Nicht geprüft.'])
    expect(texts(find(d, '12.3').blocks)).toEqual(['Keine Daten verfügbar.'])
  })

  it('lists Annex XVII entries, the candidate list, Seveso and 15.2', async () => {
    const d = await sheet('en')
    expect(texts(find(d, '15.1').blocks)).toEqual([
      // The entry's wording, then the product's substances it concerns.
      'REACH Annex XVII, entry 3',
      'Liquid substances or mixtures fulfilling the criteria of the listed hazard classes: acetone, propan-2-ol',
      doc('doc:candidateList', 'en'),
      doc('doc:candidateList:none', 'en'),
      doc('doc:seveso', 'en'),
      'P5c',
      (sdsFixtureJson('2.0').sds as { sections: Record<string, Record<string, string>> }).sections['15.1']!.en,
    ])
    expect(texts(find(d, '15.2').blocks)).toEqual([doc('doc:csa:notDone', 'en')])
  })

  it('names the restricted substances as section 3 names them, in the sheet language', async () => {
    expect(texts(find(await sheet('de'), '15.1').blocks)).toContain('Flüssige Stoffe oder Gemische: Aceton, Propan-2-ol')
  })

  it('prints the list of changes, the classification method, abbreviations and training in section 16', async () => {
    const de = section16(await sheet('de'))
    expect(de).toEqual(
      expect.arrayContaining(['Änderungen gegenüber Version 1.0:', '2.1, 14.1', 'Einstufung überarbeitet; UN-Nummer ergänzt.']),
    )
    expect(de).toEqual(expect.arrayContaining(['Flam. Liq. 2, H225', 'auf Grundlage von Prüfdaten']))
    expect(de).toEqual(expect.arrayContaining(['DNEL', 'Abgeleitete Expositionshöhe ohne Beeinträchtigung']))
    expect(de).toContain('Unterweisung im Umgang mit entzündbaren Flüssigkeiten.')
  })

  it('puts them in the HTML and the PDF', async () => {
    const d = await sheet('en')
    const html = renderSdsHtml(d)
    expect(html).toContain('sds-table--gloves')
    expect(html).toContain('Classification revised; UN number added.')
    const pdf = poppler('pdftotext', await renderSdsPdf(d, { library: ctx.library, revisionDate: '2026-06-01' }), '-raw')
    expect(pdf).toContain('Classification revised; UN number added.')
    expect(pdf).toContain('Oncorhynchus mykiss')
  })
})
