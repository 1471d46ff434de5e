import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dossierFileSchema, type DossierFile } from '../../../shared/dossier-file.ts'
import { phraseLibraryFromFiles } from '../../phrases/library.ts'
import { exportSdscom, inLanguage } from './export-sdscom.ts'
import { importSdscom } from './import-sdscom.ts'
import { validateSdscom } from './validate.ts'

const DEMO = fileURLToPath(new URL('../../demo/', import.meta.url))
const library = phraseLibraryFromFiles()
const demoFiles = readdirSync(DEMO).filter((f) => f.endsWith('.json'))
const read = (file: string) => dossierFileSchema.parse(JSON.parse(readFileSync(`${DEMO}${file}`, 'utf8')))

/** Removes the part a JSON pointer names (what the export reported as not carried) from a plain object. */
function drop(target: unknown, pointer: string): void {
  const keys = pointer.split('/').slice(1)
  let node = target as Record<string, unknown> | undefined
  for (const key of keys.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined
  if (node) delete node[keys.at(-1)!]
}

/** Parts the normalisation below compares in their carried form instead of dropping them. */
const COMPARED_IN_PART = [/^\/hazards\/statements\//, /^\/substances\/\d+\/name$/, /^\/languages\//]

/**
 * The dossier as the comparison sees it. What the export reported as not carried is dropped
 * (pointers into the original's order, applied before anything is reordered), except the parts
 * SDScom holds in part, which are cut to what it holds: statements in the file's groups (hazard,
 * precautionary, supplemental) with their text in the file's language where it differs from the
 * phrase library, substance names in the file's language, languages by code.
 */
function normalised(d: DossierFile, notCarried: string[], lang: string): unknown {
  const copy = structuredClone(d) as DossierFile & { $schema?: string }
  delete copy.$schema
  for (const pointer of notCarried) if (!COMPARED_IN_PART.some((p) => p.test(pointer))) drop(copy, pointer)
  // A dropped emergency number leaves a hole; the file holds the numbers that were carried, in order.
  copy.emergencyPhones = copy.emergencyPhones.filter(() => true)
  const kind = (code: string) => (code.startsWith('EUH') ? 2 : code.startsWith('H') ? 0 : 1)
  const statements = copy.hazards.statements.map(({ code, text }) => {
    const own = text?.[lang as 'en']
    return own && own !== library.text(code, lang) ? { code, text: own } : { code }
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

describe('SDScom export and import', () => {
  it.each(demoFiles)('%s: the export in each of its languages is valid SDScom 5.6 and imports back as the same product', async (file) => {
    const dossier = read(file)
    for (const { code: lang } of dossier.languages) {
      const exported = exportSdscom(dossier, library, '2026-11-25', lang)
      expect(await validateSdscom(exported.xml), lang).toMatchObject({ ok: true })
      const back = await importSdscom(exported.xml, library)
      expect(back.errors, lang).toEqual([])
      expect(back.warnings, lang).toEqual([])
      const imported = dossierFileSchema.parse(back.dossier)
      const notCarried = exported.notCarried.map((n) => n.pointer)
      // A number not carried at all was never written: the imported file has no such element to drop.
      const written = notCarried.filter((p) => !/^\/emergencyPhones\/\d+$/.test(p))
      expect(normalised(imported, written, lang), lang).toEqual(normalised(inLanguage(dossier, lang), notCarried, lang))
    }
  })

  it('says what the file does not carry instead of dropping it silently', () => {
    const exported = exportSdscom(read('glow-fuel.json'), library, '2026-11-25')
    const pointers = exported.notCarried.map((n) => n.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/sds/properties', '/synonyms', '/packaging']))
    expect(pointers).not.toContain('/sds/exposureLimits')
    // The other languages: SDScom is written one language per file.
    expect(pointers).toEqual(expect.arrayContaining(['/languages/1', '/languages/2']))
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
