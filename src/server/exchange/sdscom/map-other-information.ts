import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import type { ExportContext, ImportContext } from './context.ts'
import { sectionTextElements } from './map-texts.ts'
import { phraseElements, readPhrases } from './phrases.ts'
import { isPortalField } from './portal-catalogue.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Section16 = NonNullable<DossierFile['sds']['section16']>

/** SDScom's Meaning of an abbreviation is one phrase: a meaning longer than one FullText travels as a field phrase. */
const fitsOnePhrase = (s: Section16) =>
  s.abbreviations.every((a) => Object.values(a.meaning).every((m) => Array.from(m ?? '').length <= 1024))

/**
 * The parts of section 16 SDScom has elements for: training advice (EducationalRecommendations),
 * key literature references and sources (MainInformationSource) and the list of abbreviations
 * (RegionEU/AbbreviationAcronymList). How each classification was reached (CLP Article 9) has no
 * element and travels as field phrases.
 */
export function nativeSection16(d: DossierFile): Partial<Section16> {
  const s = d.sds.section16
  if (!s) return {}
  return { training: s.training, references: s.references, ...(fitsOnePhrase(s) ? { abbreviations: s.abbreviations } : {}) }
}

/** Section 16 with its free text (FurtherInformation) and the field phrases that belong to it. */
export function writeOtherInformation(d: DossierFile, ctx: ExportContext): XmlElement {
  const s = nativeSection16(d)
  const abbreviations = s.abbreviations ?? []
  return el(
    'OtherInformation',
    phraseElements('EducationalRecommendations', s.training),
    sectionTextElements('OtherInformation', d.sds.sections, ctx.fieldPhrases),
    phraseElements('MainInformationSource', s.references),
    abbreviations.length > 0 &&
      el(
        'RegionEU',
        abbreviations.map((a) => el('AbbreviationAcronymList', leaf('Acronym', a.abbreviation), phraseElements('Meaning', a.meaning))),
      ),
  )
}

/** Reads the parts written by writeOtherInformation beside the free text (read with the other section texts). */
export function readOtherInformation(section: ReadNode | undefined, ctx: ImportContext, out: DossierFileInput): void {
  if (!section) return
  const phrases = (name: string) =>
    readPhrases(
      section.all(name).filter((n) => !isPortalField(n, ctx)),
      ctx.lang,
    )
  const training = phrases('EducationalRecommendations')
  const references = phrases('MainInformationSource')
  const abbreviations = (section.at('RegionEU')?.all('AbbreviationAcronymList') ?? []).map((a) => ({
    abbreviation: a.value('Acronym') ?? '',
    meaning: readPhrases(a.all('Meaning'), ctx.lang) ?? {},
  }))
  if (!training && !references && abbreviations.length === 0) return
  ctx.origins.set('/sds/section16', section.xpath)
  out.sds!.section16 = {
    ...(abbreviations.length > 0 ? { abbreviations } : {}),
    ...(training ? { training } : {}),
    ...(references ? { references } : {}),
  }
}
