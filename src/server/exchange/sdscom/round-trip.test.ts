import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema, type DossierFile } from '#shared/dossier-file'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { exportDossier } from '#server/export/dossier-export'
import { importDossiers } from '#server/import/dossier-import'
import { phraseLibraryFromFiles } from '#server/phrases/library'
import { exportSdscom, inLanguage } from './export-sdscom.ts'
import { importSdscom } from './import-sdscom.ts'
import { validateSdscom } from './validate.ts'

const DEMO = fileURLToPath(new URL('../../demo/', import.meta.url))
const library = phraseLibraryFromFiles()
const demoFiles = readdirSync(DEMO).filter((f) => f.endsWith('.json'))
const read = (file: string) => dossierFileSchema.parse(JSON.parse(readFileSync(`${DEMO}${file}`, 'utf8')))

/**
 * Everything an export may leave out, each with why SDScom cannot hold it. Any other part the
 * export reports as not carried fails the round trip, as does any difference it did not report.
 */
const NOT_SDS_CONTENT: [RegExp, string][] = [
  [/^\/languages\/\d+$/, 'one language per SDScom file; whether a sheet exists and is valid is the portal’s bookkeeping'],
  [/^\/(logo|edition|documents)$/, 'the portal’s presentation of the product, no sheet content'],
  [/^\/(tdsEnabled|parameters|recommendations|tdsVersions)$/, 'technical data sheet content, no safety data sheet content'],
  [/^\/attachments$/, 'files beside the dossier: an XML exchange file carries no PDF'],
  [/^\/substances\/\d+\/name$/, 'SDScom names a substance in the file’s language only (cut to that language below)'],
  [/^\/emergencyPhones\/\d+$/, 'one language per SDScom file: a number only for other languages’ markets is not this file’s'],
  [/^\/sds\/exposureLimits\/\d+\/country$/, 'SDScom’s exposure limit names a kind of value, not the country whose limit it is'],
  [/^\/hazards\/statements\/\d+\/text$/, 'SDScom holds a statement’s text in the file’s language only (cut to that language below)'],
]

/** Removes the part a JSON pointer names from a plain object. */
function drop(target: unknown, pointer: string): void {
  const keys = pointer.split('/').slice(1)
  let node = target as Record<string, unknown> | undefined
  for (const key of keys.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined
  if (node) delete node[keys.at(-1)!]
}

/**
 * The dossier as the comparison sees it: the parts listed above dropped (languages compared by
 * code), a statement's text kept only where it differs from the phrase library's (the same text
 * is no fill-in, and the import stores none), statements and estimates in SDScom's order
 * (hazard, precautionary, supplemental statements; the estimates by route).
 */
function normalised(d: DossierFile, dropped: string[], lang: string): unknown {
  const copy = structuredClone(d) as DossierFile & { $schema?: string }
  delete copy.$schema
  for (const pointer of dropped) if (!/^\/(languages|substances|hazards)\//.test(pointer)) drop(copy, pointer) // those are cut, not dropped, below
  // A dropped emergency number leaves a hole; the file holds the numbers that were written, in order.
  copy.emergencyPhones = copy.emergencyPhones.filter(() => true)
  const kind = (code: string) => (code.startsWith('EUH') ? 2 : code.startsWith('H') ? 0 : 1)
  const statements = copy.hazards.statements.map(({ code, text, onLabel }) => {
    const own = text?.[lang as 'en']
    return { code, onLabel, ...(own && own !== library.text(code, lang) ? { text: own } : {}) }
  })
  statements.sort((a, b) => kind(a.code) - kind(b.code) || a.code.localeCompare(b.code))
  const substances = copy.substances.map((s) => ({
    ...s,
    name: s.name[lang as 'en'],
    acuteToxicityEstimates: s.acuteToxicityEstimates?.toSorted((a, b) => a.route.localeCompare(b.route)),
  }))
  return JSON.parse(
    JSON.stringify({ ...copy, hazards: { ...copy.hazards, statements }, substances, languages: copy.languages.map((l) => l.code).sort() }),
  )
}

describeEachDatabase('SDScom round trip through the import', (db) => {
  it.each(demoFiles)(
    '%s: each language exports as valid SDScom 5.6 and the import (all its rules) gives the same product back',
    async (file) => {
      const demo = read(file)
      for (const { code: lang } of demo.languages) {
        // Each language as a product of its own, so the versions of one demo product do not meet.
        const original = { ...demo, permalink: `${demo.permalink}-${lang}`.slice(-64) }
        const exported = exportSdscom(original, library, '2026-11-27', lang)
        expect(await validateSdscom(exported.xml), lang).toMatchObject({ ok: true })
        const dropped = exported.notCarried.map((n) => n.pointer)
        expect(
          dropped.filter((p) => !NOT_SDS_CONTENT.some(([pattern]) => pattern.test(p))),
          `${lang}: parts left out that SDScom could hold`,
        ).toEqual([])

        const report = await importDossiers(db().kysely, [{ file: `${original.permalink}.xml`, text: exported.xml }])
        expect(report.errors, lang).toEqual([])
        expect(report.warnings, lang).toEqual([])
        const back = (await exportDossier(db().kysely, original.permalink))!.dossier
        // A number that was not written has nothing to drop in what came back.
        const fromFile = dropped.filter((p) => !/^\/emergencyPhones\/\d+$/.test(p))
        expect(normalised(back, fromFile, lang), lang).toEqual(normalised(inLanguage(original, lang), dropped, lang))
      }
    },
    120_000,
  )
})

describe('SDScom export and import', () => {
  it('says what the file does not carry instead of dropping it silently', () => {
    const exported = exportSdscom(read('glow-fuel.json'), library, '2026-11-25')
    const pointers = exported.notCarried.map((n) => n.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/documents', '/parameters', '/recommendations']))
    // The structured sheet data travels: nothing of the sheet is reported lost but whose limit a
    // limit value is (SDScom's limit names a kind of value, not a country).
    expect(pointers.filter((p) => p.startsWith('/sds/') && !/^\/sds\/exposureLimits\/\d+\/country$/.test(p))).toEqual([])
    // The other languages: SDScom is written one language per file.
    expect(pointers).toEqual(expect.arrayContaining(['/languages/1', '/languages/2']))
  })

  it('writes DNEL, PNEC and section 16 lists in SDScom elements, the other structured data as field phrases in their subsection', () => {
    // The demo sheets hold no DNEL or PNEC (none could be confirmed from a source): the test gives
    // the product some of the shapes SDScom has elements for. Test data, not figures to rely on.
    const demo = read('glow-fuel.json')
    const substance = { en: 'methanol', sl: 'metanol', de: 'Methanol' }
    const dossier = dossierFileSchema.parse({
      ...demo,
      sds: {
        ...demo.sds,
        dnel: [
          { substance, cas: '67-56-1', population: 'workers', route: 'inhalation', effect: 'longTermSystemic', value: 1, unit: 'mg/m³' },
          { substance, cas: '67-56-1', population: 'workers', route: 'dermal', effect: 'longTermSystemic', value: 2, unit: 'mg/kg bw/day' },
        ],
        pnec: [{ substance, cas: '67-56-1', compartment: 'freshwater', value: 3, unit: 'mg/l' }],
      },
    })
    const { xml } = exportSdscom(dossier, library, '2026-11-25', 'en')
    const dnel = /<DerivedNoEffectLevel>[\s\S]*?<\/DerivedNoEffectLevel>/.exec(xml)![0]
    expect(dnel).toContain('<Group>Worker</Group>')
    expect(dnel).toContain('<Type>Long-term inhalation (systemic)</Type>')
    expect(xml).toContain('<Type>Aquatic, freshwater</Type>')
    expect(xml).toMatch(/<AbbreviationAcronymList>\s*<Acronym>ADR<\/Acronym>/)
    expect(xml).not.toContain('#/sds/dnel')
    // A 9.1 value sits in section 9's phrase element, readable as text by any SDScom reader.
    const section9 = /<PhysicalChemicalProperties>[\s\S]*?<\/PhysicalChemicalProperties>/.exec(xml)![0]
    const flash = dossier.sds.properties.findIndex((p) => p.key === 'flashPoint')
    expect(section9).toContain(`<PhraseCode>/sds/properties/${flash}/value#t</PhraseCode>`)
    expect(section9).toContain(`<FullText Languange="en">${dossier.sds.properties[flash]!.value!.en}</FullText>`)
    // Fields with an SDScom element of their own stand there, still under their field code.
    expect(section9).toMatch(/<Appearance>[\s\S]*<Odour PhraseCatalogueId="1">\s*<PhraseCode>\/sds\/properties\/2\/value#t<\/PhraseCode>/)
    const eyes = /<EyeProtection>[\s\S]*?<\/EyeProtection>/.exec(xml)![0]
    expect(eyes).toContain('<SuitableEyeProtection PhraseCatalogueId="1">')
    expect(eyes).toContain(`<FullText Languange="en">${dossier.sds.exposureControls!.eyeFace!.text.en}</FullText>`)
    const acute = dossier.sds.toxicology.findIndex((t) => t.hazardClass === 'acuteToxicity')
    expect(/<AcuteToxicity>[\s\S]*?<\/AcuteToxicity>/.exec(xml)![0]).toContain(
      `<AssessmentAcuteToxicityClassification PhraseCatalogueId="1">\n          <PhraseCode>/sds/toxicology/${acute}/text#t</PhraseCode>`,
    )
  })

  it('reads field phrases only for the fields the export writes that way', async () => {
    const { xml } = exportSdscom(read('glow-fuel.json'), library, '2026-11-25', 'en')
    const phrase = (code: string) =>
      `<FurtherInformation PhraseCatalogueId="1"><PhraseCode>${code}</PhraseCode><FullText>x</FullText></FurtherInformation>`
    const tampered = xml.replace('<FurtherInformation', `${phrase('/permalink#s')}${phrase('/__proto__/polluted#s')}<FurtherInformation`)
    const back = await importSdscom(tampered, library)
    expect(back.errors).toEqual([])
    expect(back.dossier!.permalink).toBe(read('glow-fuel.json').permalink)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(back.warnings.map((w) => w.reason)).toEqual(
      expect.arrayContaining([expect.stringContaining("('/permalink#s')"), expect.stringContaining("('/__proto__/polluted#s')")]),
    )
  })

  it('writes one language per file, and the classification as section 2.1 prints it', () => {
    const { xml } = exportSdscom(read('glow-fuel.json'), library, '2026-11-25', 'de')
    expect(xml).toContain('<FreetextLanguageCode>de</FreetextLanguageCode>')
    expect(xml).toContain('<GenericName>Methanol</GenericName>')
    expect(xml).not.toContain('<GenericName>methanol</GenericName>')
    expect(xml).toContain('<HazardClassCategory>Acute Tox. 3 (oral)</HazardClassCategory>')
    expect(xml).toContain('<FullText>Acute Tox. 3; H301</FullText>')
    expect(xml).toContain('<AdrTunnelRestrictionCode>D/E</AdrTunnelRestrictionCode>')
    // Methanol's IOELV with its component, both values in one TWA element, with the skin notation.
    const limit = /<OccupationalExposureLimit>[\s\S]*?<\/OccupationalExposureLimit>/.exec(xml)![0]
    expect(limit).toContain('<ExactValue>260</ExactValue>')
    expect(limit).toContain('<Unit>mg/m3</Unit>')
    expect(limit).toContain('<Unit>ppm</Unit>')
    expect(limit).toContain('<PhraseCode>skinNotation</PhraseCode>')
  })
})
