import type { DossierFileInput } from '#shared/dossier-file'
import { docLanguageByCode } from '#shared/languages'
import type { PhraseLibrary } from '#server/phrases/library'
import type { ImportContext } from './context.ts'
import { readComposition } from './map-composition.ts'
import { readHazards } from './map-hazards.ts'
import { readIdentification } from './map-identification.ts'
import { readSectionTexts, SECTION_TEXTS, TEXT_PLACES } from './map-texts.ts'
import { readPortalFields } from './map-portal-fields.ts'
import { readOtherInformation } from './map-other-information.ts'
import { readTransport } from './map-transport.ts'
import { isPortalField, portalCatalogueId } from './portal-catalogue.ts'
import { ReadNode, unusedElements } from './read-node.ts'
import { validateSdscom, type XmlProblem } from './validate.ts'
import { readCanonical, type XmlElement } from './xml.ts'

export interface SdscomImport {
  /** The dossier the file describes, before the import's checks (schema, phrases, mandatory content). */
  dossier?: DossierFileInput
  errors: XmlProblem[]
  /** Content of the file the portal's model cannot hold, element by element. */
  warnings: XmlProblem[]
  /** The XPath for a JSON pointer into `dossier`: the element the pointed part came from. */
  xpathOf(pointer: string): string
}

/** Sections whose only content the portal reads is their subsection texts. */
const TEXT_ONLY_SECTIONS = Object.keys(SECTION_TEXTS).filter((s) => s !== 'IdentificationSubstPrep')

/** Every language a FullText names, in the order they first appear, the file's own first. */
function languagesOf(root: XmlElement, fileLanguage: string): string[] {
  const seen = new Set([fileLanguage])
  const walk = (e: XmlElement) => {
    if (e.name === 'FullText' && e.attributes.Languange) seen.add(e.attributes.Languange)
    e.children.forEach(walk)
  }
  walk(root)
  return [...seen]
}

/**
 * Reads an SDScom 5.6 file into the portal's dossier model: validated against the schema first
 * (xmllint), then mapped section by section. The first Datasheet is the product; a feed with more
 * than one is refused, since each product is imported as its own dossier.
 */
export async function importSdscom(text: string, library: PhraseLibrary): Promise<SdscomImport> {
  const origins = new Map<string, string>()
  const xpathOf = (pointer: string) => {
    let best = ''
    for (const prefix of origins.keys())
      if ((pointer === prefix || pointer.startsWith(`${prefix}/`)) && prefix.length > best.length) best = prefix
    return origins.get(best) ?? '/DatasheetFeed[1]/Datasheet[1]'
  }
  const validation = await validateSdscom(text)
  if (!validation.ok) return { errors: validation.problems, warnings: [], xpathOf }
  const root = readCanonical(validation.canonical)
  const used = new Set<XmlElement>()
  const feed = new ReadNode(root, '/DatasheetFeed[1]', used)
  const lang = feed.value('InformationFromExportingSystem/Language/FreetextLanguageCode')!
  const ctx: ImportContext = {
    lang,
    library,
    portalCatalogueId: portalCatalogueId(feed.child('InformationFromExportingSystem')),
    errors: [],
    warnings: [],
    origins,
  }
  const sheets = feed.all('Datasheet')
  if (sheets.length > 1)
    ctx.errors.push({ xpath: sheets[1]!.xpath, reason: 'one product per file: this feed holds more than one Datasheet' })
  const sheet = sheets[0]!
  origins.set('/languages', `${feed.xpath}/InformationFromExportingSystem[1]/Language[1]`)
  // The exporting system's bookkeeping: who wrote the file and when, not the product's data.
  feed.child('InformationFromExportingSystem')?.consume()

  const languages = languagesOf(sheet.element, lang)
  const out: DossierFileInput = {
    permalink: '',
    name: '',
    supplier: { name: '' },
    languages: languages.map((code) => ({ code, sds: { valid: true, created: true } })),
    version: { number: '', revisionDate: '', createdDate: '' },
    description: {},
    sds: { sections: {} },
  }
  for (const code of languages)
    if (!docLanguageByCode(code))
      ctx.errors.push({
        xpath: `${sheet.xpath}//FullText[@Languange='${code}']`,
        reason: `language '${code}' is not a document language of the portal`,
      })
  readIdentification(sheet.child('IdentificationSubstPrep')!, ctx, out)
  readHazards(sheet.child('HazardIdentification')!, ctx, out)
  readComposition(sheet.child('Composition')!, ctx, out)
  readTransport(sheet.child('TransportInformation')!, ctx, out)
  for (const section of TEXT_ONLY_SECTIONS) {
    const node = sheet.child(section)
    if (node) readSectionTexts(section, node, lang, out.sds!.sections!, (phrase) => !isPortalField(phrase, ctx))
  }
  readOtherInformation(sheet.child('OtherInformation'), ctx, out)
  // Last: the field phrases complete the parts the readers above created (substances, statements, transport).
  readPortalFields(sheet, ctx, out)
  for (const [key, place] of TEXT_PLACES)
    origins.set(`/sds/sections/${key}`, `${sheet.xpath}/${place.section}[1]/${place.path.replace(/\//g, '[1]/')}[1]`)

  for (const { xpath, text: value } of unusedElements(root, '/DatasheetFeed[1]', used))
    ctx.warnings.push({
      xpath,
      reason: `not imported: the portal's model has no place for this element${value ? ` ('${value.slice(0, 60)}')` : ''}`,
    })
  return { dossier: ctx.errors.length > 0 ? undefined : out, errors: ctx.errors, warnings: ctx.warnings, xpathOf }
}
