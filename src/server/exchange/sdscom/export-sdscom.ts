import type { DossierFile } from '#shared/dossier-file'
import { DOC_LANGUAGES } from '#shared/languages'
import type { PhraseLibrary } from '#server/phrases/library'
import type { ExportContext } from './context.ts'
import { writeComposition } from './map-composition.ts'
import { writeHazards } from './map-hazards.ts'
import { writeIdentification, writtenEmergencyPhones } from './map-identification.ts'
import { sectionTextElements, TEXT_PLACES } from './map-texts.ts'
import { countryCode } from './countries.ts'
import { portalCatalogue } from './portal-catalogue.ts'
import { fieldPlaceElements } from './map-field-places.ts'
import { portalFields, portalPhrases } from './map-portal-fields.ts'
import { writeOtherInformation } from './map-other-information.ts'
import { writeTransport } from './map-transport.ts'
import { el, leaf, serialize } from './xml.ts'

export const SDSCOM_NAMESPACE = 'http://www.esdscom.eu/eSDScom'
/** How the portal names itself as the exporting system (SystemUsedInPreparation). */
const SYSTEM_NAME = 'Dossier'

export interface SdscomExport {
  xml: string
  /** Parts of the dossier the file does not hold, by JSON pointer; the CLI and API report them. */
  notCarried: ExportContext['notCarried']
}

export class SdscomExportError extends Error {
  readonly problems: ExportContext['problems']

  constructor(problems: ExportContext['problems']) {
    super(`the product cannot be written as SDScom: ${problems.map((p) => `${p.pointer}: ${p.reason}`).join('; ')}`)
    this.problems = problems
  }
}

/**
 * Parts of the dossier file that are no safety data sheet content (the portal's presentation, the
 * technical data sheet, files beside the dossier, the bookkeeping of a language's sheets): an SDS
 * exchange file does not take them. Listed so nobody takes the file for the whole dossier.
 */
function portalOnly(d: DossierFile, ctx: ExportContext): void {
  const missing = (pointer: string, present: boolean, reason: string) => present && ctx.notCarried.push({ pointer, reason })
  missing('/logo', d.logo !== null, 'portal presentation')
  missing('/edition', d.edition !== 'chemicals', 'portal presentation')
  missing('/regulation', d.regulation !== 'clp', 'the portal writes CLP sheets to SDScom')
  missing(
    '/documents',
    Object.values(d.documents).some((on) => !on),
    'which documents the portal offers',
  )
  missing('/tdsEnabled', d.tdsEnabled, 'technical data sheet content')
  d.languages.forEach((l, i) => {
    // An imported language is one the sheet has texts in: its sheet exists and is valid; no data sheet yet.
    const usual = l.sds.valid && l.sds.created && !l.tds.valid && !l.tds.created
    missing(`/languages/${i}`, !usual, "whether a language's sheets exist and are valid is the portal's bookkeeping")
  })
  const written = new Set(writtenEmergencyPhones(d, ctx.lang))
  d.emergencyPhones.forEach((p, i) => {
    if (!written.has(p)) missing(`/emergencyPhones/${i}`, true, `a number for the markets of ${p.languages?.join(', ')} only`)
  })
  // SDScom's OccupationalExposureLimit has no jurisdiction: LimitValueTypeWithCountryOrOrganisation is
  // a kind of value (AGW, WEL, …), so whose limit it is stays in the source text only.
  d.sds.exposureLimits.forEach((l, i) =>
    missing(`/sds/exposureLimits/${i}/country`, l.country !== undefined, 'SDScom names no country for a limit value'),
  )
  missing('/parameters', d.parameters.length > 0, 'technical data sheet content')
  missing('/recommendations', Object.keys(d.recommendations).length > 0, 'technical data sheet content')
  missing('/attachments', d.attachments.length > 0, 'files beside the dossier')
  missing('/tdsVersions', d.tdsVersions.length > 0, 'technical data sheet versions')
}

/** The file's language by default: English where the product has it, else its first. */
export function exportLanguage(d: DossierFile): string {
  return d.languages.some((l) => l.code === 'en') ? 'en' : d.languages[0]!.code
}

const LANGUAGE_CODES = new Set<string>(DOC_LANGUAGES.map((l) => l.code))
const isLocalizedText = (value: object) => {
  const entries = Object.entries(value)
  return entries.length > 0 && entries.every(([k, v]) => LANGUAGE_CODES.has(k) && typeof v === 'string')
}

/**
 * The dossier in one language: every text in several languages cut to `lang`. SDScom is written
 * one language per file (FreetextLanguageCode): names, statement texts and the like are plain
 * strings in it, so a product in several languages is exported once per language.
 */
export function inLanguage(d: DossierFile, lang: string): DossierFile {
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(cut)
    if (value === null || typeof value !== 'object') return value
    if (isLocalizedText(value)) {
      const own = (value as Record<string, string>)[lang]
      return own === undefined ? undefined : { [lang]: own }
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]))
  }
  const one = cut(d) as DossierFile
  return { ...one, languages: d.languages.filter((l) => l.code === lang) }
}

/**
 * One version of a product in one language as an SDScom 5.6 DatasheetFeed with one Datasheet.
 * `today` is the export date (DateGeneratedExport).
 */
export function exportSdscom(product: DossierFile, library: PhraseLibrary, today: string, lang = exportLanguage(product)): SdscomExport {
  const ctx: ExportContext = { lang, library, notCarried: [], problems: [], fieldPhrases: new Map() }
  if (!product.languages.some((l) => l.code === lang))
    throw new SdscomExportError([{ pointer: '/languages', reason: `the product has no language '${lang}'` }])
  product.languages.forEach(
    (l, i) =>
      l.code !== lang &&
      ctx.notCarried.push({ pointer: `/languages/${i}`, reason: `one language per SDScom file: export '${l.code}' on its own` }),
  )
  const d = inLanguage(product, lang)
  portalOnly(d, ctx)
  // A subsection text SDScom has no element for travels as a field phrase, like the structured data.
  const unplaced = Object.keys(d.sds.sections).filter((key) => !['2.3', '3.2'].includes(key) && !TEXT_PLACES.has(key))
  for (const [pointer, value] of [
    ...portalFields(d, ctx.lang),
    ...unplaced.map((key) => [`/sds/sections/${key}`, d.sds.sections[key]] as const),
  ])
    portalPhrases(pointer, value, d, ctx, ctx.fieldPhrases)
  const texts = (section: string) => sectionTextElements(section, d.sds.sections, ctx.fieldPhrases)
  // The elements made for single fields come after 8.1's ControlParameters and before the section's catch-all texts.
  const withFieldElements = (section: string) => {
    const [first, ...rest] = texts(section)
    const lead = first?.name === 'ControlParameters' ? [first] : []
    return [...lead, ...fieldPlaceElements(section, ctx.fieldPhrases), ...(lead.length > 0 ? rest : [first, ...rest].filter(Boolean))]
  }
  const datasheet = el(
    'Datasheet',
    writeIdentification(d, ctx),
    writeHazards(d, ctx),
    writeComposition(d, ctx),
    el('FirstAidMeasures', texts('FirstAidMeasures')),
    el('FireFightingMeasures', texts('FireFightingMeasures')),
    el('AccidentalReleaseMeasures', texts('AccidentalReleaseMeasures')),
    el('HandlingAndStorage', texts('HandlingAndStorage')),
    el('ExposureControlPersonalProtection', withFieldElements('ExposureControlPersonalProtection')),
    el('PhysicalChemicalProperties', withFieldElements('PhysicalChemicalProperties')),
    el('StabilityReactivity', texts('StabilityReactivity')),
    el('ToxicologicalInformation', withFieldElements('ToxicologicalInformation')),
    el('EcologicalInformation', texts('EcologicalInformation')),
    el('DisposalConsiderations', texts('DisposalConsiderations')),
    writeTransport(d, ctx),
    // RegulatoryInformation's catch-all AdditionalInfo comes before its RegionEU.
    el('RegulatoryInformation', texts('RegulatoryInformation'), fieldPlaceElements('RegulatoryInformation', ctx.fieldPhrases)),
    writeOtherInformation(d, ctx),
  )
  if (ctx.problems.length > 0) throw new SdscomExportError(ctx.problems)
  const feed = el(
    'eSDScom:DatasheetFeed',
    el(
      'InformationFromExportingSystem',
      leaf('SdscomVersionNo', '5.6'),
      portalCatalogue(),
      el('Language', leaf('FreetextLanguageCode', ctx.lang)),
      // SDScom names the market by country (it has no code for the EU): the supplier's, where the sheet is placed on the market.
      el('RegulationsRelatedToCountryOrRegion', leaf('RegulationsRelatedToCountryOrRegionCode', countryCode(d.supplier.country))),
      leaf('SystemUsedInPreparation', SYSTEM_NAME),
      leaf('DateGeneratedExport', today),
    ),
    datasheet,
  )
  feed.attributes['xmlns:eSDScom'] = SDSCOM_NAMESPACE
  return { xml: serialize(feed), notCarried: ctx.notCarried }
}
