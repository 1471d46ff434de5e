import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDS_PROPERTY_KEYS } from '#shared/sds-data'
import { SDS_HEADING_NUMBERS } from '#shared/sds-structure'
import { MissingDocumentText } from '#server/phrases/document-texts'
import { buildSdsDocument } from './build.ts'
import { type SdsDocument, type Subsection } from '#server/render/sds/model'
import { plain, type Block } from '#server/render/common/model'
import { DOCUMENT_TEXTS, fixtureDocument, sdsFixtureJson, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'
import { findProduct, findVersionSnapshot } from '#server/repos/products'

const phrases = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../phrases/${name}`, import.meta.url)), 'utf8')) as Record<
    string,
    Record<string, string>
  >
const STATEMENTS = { ...phrases('hazard-statements.json'), ...phrases('precautionary-statements.json') }
const PICTOGRAMS = (phrases('pictogram-texts.json') as unknown as { pictograms: Record<string, Record<string, string>> }).pictograms
const doc = (key: string, lang: string) => DOCUMENT_TEXTS[key]![lang]!

const allSubsections = (d: SdsDocument): Subsection[] => d.sections.flatMap((s) => s.subsections.flatMap((u) => [u, ...u.children]))
const subsection = (d: SdsDocument, number: string) => allSubsections(d).find((s) => s.number === number)!
const texts = (blocks: Block[]) =>
  blocks.flatMap((b) => {
    switch (b.kind) {
      case 'paragraph':
        return [plain(b.text)]
      case 'rows':
        return b.rows.flatMap((r) => [plain(r.label), plain(r.value)])
      case 'table':
        return [...b.columns, ...b.rows.flat().map(plain)]
      case 'statements':
        return [b.title, ...b.items.flatMap((s) => [plain(s.code), plain(s.text)])]
      case 'pictograms':
        return b.items.map((p) => p.alt)
    }
  })

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

describe('the SDS document model', () => {
  it.each(['en', 'sl', 'de'])('has every Annex II section and subsection, titled in the document language (%s)', async (lang) => {
    const d = await fixtureDocument(ctx, lang)
    expect(d.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    const numbers = [...d.sections.map((s) => String(s.number)), ...allSubsections(d).map((s) => s.number)]
    expect(numbers.sort()).toEqual([...SDS_HEADING_NUMBERS].sort())
    for (const s of d.sections) expect(s.title).toBe(doc(`doc:section:${s.number}`, lang))
    for (const s of allSubsections(d)) {
      expect(s.title).toBe(doc(`doc:section:${s.number}`, lang))
      // Every heading says something, if only "No data available." (9.2 speaks through 9.2.1 and 9.2.2).
      if (s.number !== '9.2') expect(s.blocks.length, s.number).toBeGreaterThan(0)
    }
    expect(subsection(d, '9.2').children.map((c) => c.number)).toEqual(['9.2.1', '9.2.2'])
    expect(d.title).toBe(doc('doc:title', lang))
    expect(d.pageLabel).toBe(doc('doc:page', lang))
  })

  it('takes H, EUH and P statements, pictogram names and the signal word from the library in the document language', async () => {
    for (const lang of ['en', 'sl', 'de']) {
      const labels = subsection(await fixtureDocument(ctx, lang), '2.2').blocks
      const statements = labels.filter((b) => b.kind === 'statements')
      expect(statements.map((b) => b.name)).toEqual(['hazard', 'supplemental', 'precautionary'])
      for (const list of statements) {
        for (const item of list.items) expect(plain(item.text)).toBe(STATEMENTS[plain(item.code)]![lang])
      }
      expect(statements[0]!.items.map((i) => i.code)).toEqual(['H225', 'H319', 'H336'])
      expect(statements[1]!.items.map((i) => i.code)).toEqual(['EUH066'])
      expect(statements[2]!.items.map((i) => i.code)).toEqual(['P210', 'P233', 'P305+P351+P338', 'P403+P235'])
      const pictograms = labels.find((b) => b.kind === 'pictograms')!
      expect(pictograms.items.map((p) => p.code)).toEqual(['GHS02', 'GHS07'])
      expect(pictograms.items[0]!.alt).toBe(PICTOGRAMS.GHS02![lang])
      expect(texts(labels)).toContain(lang === 'sl' ? 'Nevarno' : lang === 'de' ? 'Gefahr' : 'Danger')
    }
  })

  it('fills the data-driven subsections: identification, substances, limits, properties, transport, revision', async () => {
    const d = await fixtureDocument(ctx, 'sl')
    expect(texts(subsection(d, '1.1').blocks)).toEqual(
      expect.arrayContaining(['Fixture SDS Solvent Čistilo', 'FSS-300', 'E600-30P1-S00Y-5079']),
    )
    expect(texts(subsection(d, '1.3').blocks).join(' ')).toContain('Fixture Production GmbH, Prüfweg 2')
    // The countries of supplier and manufacturer in the document language (the file says Slovenia, Germany).
    expect(texts(subsection(d, '1.3').blocks).join(' ')).toContain('80331 München, Nemčija')
    expect(texts(subsection(d, '1.3').blocks).join(' ')).toMatch(/, Slovenija\b/)
    // Annex II 1.3: the supplier's telephone and the e-mail of the person responsible for the sheet.
    expect(texts(subsection(d, '1.3').blocks)).toEqual(
      expect.arrayContaining([doc('doc:supplierPhone', 'sl'), '+386 1 400 60 00', doc('doc:sdsEmail', 'sl'), 'sds@fixture.example']),
    )
    expect(texts(subsection(d, '1.4').blocks)).toEqual(['+386 1 400 6051 (24 h)'])
    const substances = subsection(d, '3.2').blocks[0]!
    expect(substances).toMatchObject({ kind: 'table', name: 'substances' })
    expect(substances.kind === 'table' && substances.rows[0]).toEqual([
      'aceton',
      '67-64-1',
      '200-662-2',
      '606-001-00-8',
      '01-2119471330-49',
      '50 - 75',
      'Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336',
    ])
    expect(texts(subsection(d, '3.1').blocks)).toEqual([doc('doc:notApplicable', 'sl')])
    const limits = subsection(d, '8.1').blocks[0]!
    expect(limits.kind === 'table' && limits.rows).toEqual([
      ['aceton (CAS\u00a067-64-1)', doc('doc:limit:TWA', 'sl'), '500\u00a0ppm', 'IOELV 2000/39/EC'],
      ['aceton (CAS\u00a067-64-1)', doc('doc:limit:TWA', 'sl'), '1210\u00a0mg/m³', 'IOELV 2000/39/EC'],
      ['propan-2-ol (CAS\u00a067-63-0)', doc('doc:limit:STEL', 'sl'), '400\u00a0ppm', 'national list'],
    ])
    const properties = subsection(d, '9.1').blocks[0]!
    expect(properties.kind === 'table' && properties.rows.map((r) => r[0])).toEqual(
      SDS_PROPERTY_KEYS.map((k) => doc(`doc:prop:${k}`, 'sl')),
    )
    expect(properties.kind === 'table' && properties.rows.find((r) => r[0] === doc('doc:prop:flashPoint', 'sl'))![1]).toBe(
      '-17 °C (zaprta posoda)',
    )
    expect(properties.kind === 'table' && properties.rows.find((r) => r[0] === doc('doc:prop:pH', 'sl'))![1]).toBe(doc('doc:noData', 'sl'))
    expect(texts(subsection(d, '9.2.1').blocks)).toEqual(['Eksplozivne lastnosti', 'ni eksplozivno'])
    // The same entry for every mode shares one row, the modes named in its label.
    const allModes = ['adr', 'imdg', 'iata'].map((m) => doc(`doc:mode:${m}`, 'sl')).join(', ')
    expect(texts(subsection(d, '14.1').blocks)).toEqual([allModes, 'UN 1993'])
    expect(texts(subsection(d, '14.2').blocks)).toEqual([allModes, 'VNETLJIVA TEKOČINA, N.D.N. (aceton, propan-2-ol)'])
    expect(texts(subsection(d, '14.4').blocks)).toEqual([allModes, 'II'])
    expect(texts(subsection(d, '14.5').blocks)).toEqual([doc('doc:envHazard', 'sl'), 'ne'])
    const sixteen = d.sections[15]!
    expect(sixteen.blocks[0]).toMatchObject({ kind: 'rows', revision: true })
    expect(texts(sixteen.blocks)).toEqual(
      expect.arrayContaining([
        '2.0',
        // Slovenian dates (CLDR): day, month and year with a space after each dot.
        '01. 06. 2026',
        '10. 02. 2023',
        doc('doc:replacesVersion', 'sl'),
        '1.0',
        'Spremembe: oddelka 4 in 7 sta revidirana.',
      ]),
    )
    expect(texts(sixteen.blocks)).toContain(STATEMENTS.H336!.sl)
  })

  it.each([
    ['de', '01.06.2026', '10.02.2023'],
    ['fr', '01/06/2026', '10/02/2023'],
    ['hu', '2026. 06. 01.', '2023. 02. 10.'],
    ['bg', '01.06.2026 г.', '10.02.2023 г.'],
    ['en', '01/06/2026', '10/02/2023'],
  ])('prints the revision date and the date of first issue in the format of the document language (%s)', async (lang, revised, first) => {
    const d = await fixtureDocument(ctx, lang)
    const revision = d.sections[15]!.blocks[0]!
    expect(revision.kind === 'rows' && revision.rows.map((r) => [plain(r.label), plain(r.value)])).toEqual(
      expect.arrayContaining([
        [doc('doc:revisionDate', lang), revised],
        [doc('doc:firstIssueDate', lang), first],
      ]),
    )
  })

  it('says "No data available." where neither data nor texts say anything, and splits texts into paragraphs', async () => {
    const d = await fixtureDocument(ctx, 'de')
    expect(subsection(d, '10.1').blocks).toEqual([{ kind: 'paragraph', text: 'Keine Daten verfügbar.', empty: true }])
    expect(texts(subsection(d, '4.1').blocks)).toEqual([
      'Nach Einatmen: Person an die frische Luft bringen und ruhig lagern.',
      'Nach Augenkontakt: 15 Minuten vorsichtig mit Wasser spülen.',
    ])
  })

  // Before, a file without transport data printed "Not dangerous goods" in 14.1: a claim the data
  // did not hold. Only the supplier's declaration says so now; no data says "No data available.".
  it('says "not dangerous goods" only when the file declares it, and one without classification is not classified', async () => {
    const base = sdsFixtureJson('2.0')
    const plainFile = (permalink: string, transport: unknown) => ({
      ...base,
      permalink,
      classification: [],
      substances: [],
      hazards: { signalWord: null, pictograms: [], statements: [] },
      sds: { ...(base.sds as Record<string, unknown>), transport },
    })
    const reason = { en: 'Not classified as hazardous.', sl: 'Ni razvrščeno.', de: 'Nicht eingestuft.', hr: 'Nije razvrstano.' }
    const local = await sdsTestContext([
      { file: 'none.json', text: JSON.stringify(plainFile('fixtureSdsPlain0001', null)) },
      { file: 'declared.json', text: JSON.stringify(plainFile('fixtureSdsPlain0002', { notDangerousGoods: true, reason })) },
    ])
    const build = async (permalink: string) => {
      const record = (await findProduct(local.db.kysely, permalink))!
      return buildSdsDocument({
        record,
        snapshot: await findVersionSnapshot(local.db.kysely, record.versions[0]!.id),
        lang: 'en',
        library: local.library,
        qrUrl: null,
      })
    }
    try {
      const none = await build('fixtureSdsPlain0001')
      for (const n of ['14.1', '14.2', '14.3', '14.4', '14.5', '14.6', '14.7'])
        expect(texts(subsection(none, n).blocks), n).toEqual(['No data available.'])
      expect(texts(subsection(none, '2.1').blocks)).toEqual(['Not classified as hazardous according to Regulation (EC) No 1272/2008.'])
      expect(texts(subsection(none, '3.2').blocks)).toEqual(['No data available.'])
      expect(none.qr).toBeNull()
      const declared = await build('fixtureSdsPlain0002')
      expect(texts(subsection(declared, '14.1').blocks)).toEqual([
        'Not dangerous goods in the meaning of transport regulations.',
        'Not classified as hazardous.',
      ])
      expect(texts(subsection(declared, '14.4').blocks)).toEqual(['Not applicable.'])
    } finally {
      await local.close()
    }
  })

  it('lists specific concentration limits, M-factors and ATEs in 3.2, in the language format with the precision given', async () => {
    const base = sdsFixtureJson('2.0')
    const substances = base.substances as Record<string, unknown>[]
    const preservative = {
      name: {
        en: '2-methyl-2H-isothiazol-3-one',
        sl: '2-metil-2H-izotiazol-3-on',
        de: '2-Methyl-2H-isothiazol-3-on',
        hr: '2-metil-2H-izotiazol-3-on',
      },
      cas: '2682-20-4',
      contentMin: 0.0005,
      contentMax: 0.0014,
      classification: [{ hazardClass: 'Skin Sens.', category: '1A', statement: 'H317' }],
      specificConcentrationLimits: [{ hazardClass: 'Skin Sens.', category: '1A', statement: 'H317', min: 0.0015 }],
      mFactorAcute: 10,
      acuteToxicityEstimates: [{ route: 'oral', value: 120, unit: 'mg/kg' }],
      svhc: false,
    }
    const local = await sdsTestContext([
      {
        file: 'scl.json',
        text: JSON.stringify({ ...base, permalink: 'fixtureSdsScl000001', substances: [...substances, preservative] }),
      },
    ])
    try {
      const record = (await findProduct(local.db.kysely, 'fixtureSdsScl000001'))!
      const d = buildSdsDocument({
        record,
        snapshot: await findVersionSnapshot(local.db.kysely, record.versions[0]!.id),
        lang: 'de',
        library: local.library,
        qrUrl: null,
      })
      const table = subsection(d, '3.2').blocks[0]!
      const row = table.kind === 'table' ? table.rows.at(-1)!.map(plain) : []
      expect(row[5]).toBe('0,0005 - 0,0014')
      expect(row[6]).toBe(
        `Skin Sens. 1A, H317; ${doc('doc:scl', 'de')}: Skin Sens. 1A, H317: C ≥ 0,0015 %; ${doc('doc:mFactorAcute', 'de')} = 10; ${doc('doc:ate:oral', 'de')}: 120\u00a0mg/kg`,
      )
    } finally {
      await local.close()
    }
  })

  it('shows in 1.4 the emergency numbers listed for the document language, with who answers and when', async () => {
    const base = sdsFixtureJson('2.0')
    const hours = { en: '24 h', sl: '24 ur', de: '24 h', hr: '24 h' }
    const giz = { en: 'GIZ-Nord', sl: 'GIZ-Nord', de: 'Giftinformationszentrum-Nord', hr: 'GIZ-Nord' }
    const supplierLine = { en: 'Supplier line', sl: 'Dežurna linija dobavitelja', de: 'Notruf des Lieferanten', hr: 'Dežurna linija' }
    const emergencyPhones = [
      { number: '+49 551 19240', languages: ['de'], service: giz, hours },
      { number: '112', languages: ['sl'], hours },
      { number: '+386 1 400 6051', languages: ['sl'], service: supplierLine, hours },
    ]
    const local = await sdsTestContext([
      { file: 'phones.json', text: JSON.stringify({ ...base, permalink: 'fixtureSdsPhones001', emergencyPhones }) },
    ])
    try {
      const record = (await findProduct(local.db.kysely, 'fixtureSdsPhones001'))!
      const snapshot = await findVersionSnapshot(local.db.kysely, record.versions[0]!.id)
      const sheet = (lang: string) => buildSdsDocument({ record, snapshot, lang, library: local.library, qrUrl: null })
      expect(texts(subsection(sheet('de'), '1.4').blocks)).toEqual(['Giftinformationszentrum-Nord', '+49 551 19240 (24 h)'])
      expect(texts(subsection(sheet('sl'), '1.4').blocks)).toEqual([
        doc('doc:emergencyPhone', 'sl'),
        '112 (24 ur)',
        'Dežurna linija dobavitelja',
        '+386 1 400 6051 (24 ur)',
      ])
      // Annex II 1.4: no number is listed for English sheets. The sheet says so and gives the supplier's
      // number with its country, never the Slovenian 112 or the product's single number as if local.
      expect(texts(subsection(sheet('en'), '1.4').blocks)).toEqual([
        doc('doc:emergencyAbroad', 'en'),
        'Supplier line (Slovenia)',
        '+386 1 400 6051 (24 h)',
      ])
    } finally {
      await local.close()
    }
  })

  it('gives a language without a number of its own every number dialled from abroad when none is in the supplier country', async () => {
    const base = sdsFixtureJson('2.0')
    const hours = { en: '24 h', sl: '24 ur', de: '24 h', hr: '24 h' }
    const emergencyPhones = [
      { number: '+49 551 19240', languages: ['de'], service: { de: 'GIZ-Nord' }, hours: { de: '24 h' } },
      { number: '112', languages: ['sl', 'hr'], hours },
    ]
    const local = await sdsTestContext([
      { file: 'abroad.json', text: JSON.stringify({ ...base, permalink: 'fixtureSdsAbroad01', emergencyPhones }) },
    ])
    try {
      const record = (await findProduct(local.db.kysely, 'fixtureSdsAbroad01'))!
      const snapshot = await findVersionSnapshot(local.db.kysely, record.versions[0]!.id)
      const blocks = subsection(buildSdsDocument({ record, snapshot, lang: 'en', library: local.library, qrUrl: null }), '1.4').blocks
      // The German centre has no English name in the file: the label says what the number is, and where.
      expect(texts(blocks)).toEqual([doc('doc:emergencyAbroad', 'en'), `${doc('doc:emergencyPhone', 'en')} (Germany)`, '+49 551 19240'])
    } finally {
      await local.close()
    }
  })

  it('says in 8.1 why there is no DNEL or PNEC where the file gives the reason, in the document language', async () => {
    const base = sdsFixtureJson('2.0')
    const fixture = base.sds as { noData?: Record<string, string> }
    const sds = { ...fixture, dnel: [], pnec: [], noData: { ...fixture.noData, '8.1': 'notAvailable' } }
    const local = await sdsTestContext([{ file: 'nodnel.json', text: JSON.stringify({ ...base, permalink: 'fixtureSdsNoDnel01', sds }) }])
    try {
      const record = (await findProduct(local.db.kysely, 'fixtureSdsNoDnel01'))!
      const snapshot = await findVersionSnapshot(local.db.kysely, record.versions[0]!.id)
      const blocks = subsection(buildSdsDocument({ record, snapshot, lang: 'de', library: local.library, qrUrl: null }), '8.1').blocks
      const rows = blocks.filter((b) => b.kind === 'rows').flatMap((b) => texts([b]))
      expect(rows).toEqual(['DNEL', doc('doc:noDataReason:notAvailable', 'de'), 'PNEC', doc('doc:noDataReason:notAvailable', 'de')])
      // The limit values stay: the reason speaks for the DNELs and PNECs only.
      expect(blocks.some((b) => b.kind === 'table' && b.name === 'limits')).toBe(true)
    } finally {
      await local.close()
    }
  })

  it('writes subsidiary risks in brackets and gives a mode that differs its own row', async () => {
    const base = sdsFixtureJson('2.0')
    const sds = base.sds as Record<string, unknown>
    const transport = {
      unNumber: '1230',
      shippingName: { en: 'METHANOL', sl: 'METANOL', de: 'METHANOL', hr: 'METANOL' },
      hazardClasses: ['3', '6.1'],
      packingGroup: 'II',
      tunnelCode: 'D/E',
      marinePollutant: false,
      modes: { iata: { packingGroup: 'I' } },
    }
    const local = await sdsTestContext([
      { file: 'fuel.json', text: JSON.stringify({ ...base, permalink: 'fixtureSdsFuel00001', sds: { ...sds, transport } }) },
    ])
    try {
      const record = (await findProduct(local.db.kysely, 'fixtureSdsFuel00001'))!
      const d = buildSdsDocument({
        record,
        snapshot: await findVersionSnapshot(local.db.kysely, record.versions[0]!.id),
        lang: 'de',
        library: local.library,
        qrUrl: null,
      })
      const all = ['adr', 'imdg', 'iata'].map((m) => doc(`doc:mode:${m}`, 'de')).join(', ')
      expect(texts(subsection(d, '14.1').blocks)).toEqual([all, 'UN 1230'])
      expect(texts(subsection(d, '14.3').blocks)).toEqual([all, '3 (6.1)'])
      expect(texts(subsection(d, '14.4').blocks)).toEqual([
        `${doc('doc:mode:adr', 'de')}, ${doc('doc:mode:imdg', 'de')}`,
        'II',
        doc('doc:mode:iata', 'de'),
        'I',
      ])
      expect(texts(subsection(d, '14.5').blocks)).toEqual([doc('doc:envHazard', 'de'), 'nein', doc('doc:marinePollutant', 'de'), 'nein'])
      expect(texts(subsection(d, '14.6').blocks)).toContain('D/E')
    } finally {
      await local.close()
    }
  })

  it('refuses a language the library has no document texts for instead of leaving blanks', async () => {
    // Every language of the table has its texts now: a library that hides the French ones stands for
    // a language added to the table before its texts.
    const full = ctx.library
    const withoutFrench = {
      ...full,
      text: (code: string, lang: string) => (lang === 'fr' && code.startsWith('doc:') ? undefined : full.text(code, lang)),
    }
    await expect(fixtureDocument({ ...ctx, library: withoutFrench }, 'fr')).rejects.toThrow(MissingDocumentText)
  })
})
