import type { LocalizedText } from '#shared/localized-text'
import { named, phraseElements, readPhrases } from './phrases.ts'
import type { ReadNode } from './read-node.ts'
import type { XmlElement } from './xml.ts'

/**
 * Where the free texts of the portal's subsections (`sds.sections`) go in SDScom: per SDS section
 * element, the subsections in the order the schema's sequence asks, each with the path of its
 * phrase element below the section element. A subsection the table does not name cannot be
 * exported as SDScom and is reported as not carried.
 */
export const SECTION_TEXTS: Record<string, [subsection: string, path: string][]> = {
  IdentificationSubstPrep: [['1.2', 'Use']],
  FirstAidMeasures: [
    ['4.1', 'DescriptionOfFirstAidMeasures/GeneralInformation'],
    ['4.2', 'InformationToHealthProfessionals/SymptomsAndEffectsGeneral'],
    ['4.3', 'MedicalAttentionAndSpecialTreatmentNeeded/MedicalTreatment'],
    ['4', 'AdditionalInfo'],
  ],
  FireFightingMeasures: [
    ['5.1', 'ExtinguishingMedia/MediaToBeUsed'],
    ['5.2', 'FireAndExplosionHazards'],
    ['5.3', 'FireFightingPrecautions'],
    ['5', 'AdditionalInfo'],
  ],
  AccidentalReleaseMeasures: [
    ['6.1', 'ForNonEmergencyPersonnel/PersonalPrecautions'],
    ['6.2', 'EnvironmentalPrecautions'],
    ['6.3', 'ContainmentAndCleaningUp/CleaningUp'],
    ['6.4', 'ReferenceToOtherSections'],
    ['6', 'AdditionalInformation'],
  ],
  HandlingAndStorage: [
    ['7.1', 'SafeHandling/HandlingPrecautions'],
    ['7.2', 'ConditionsForSafeStorage/TechnicalMeasuresAndStorageConditions'],
    ['7.3', 'SpecificEndUses/Recommendations'],
  ],
  ExposureControlPersonalProtection: [
    ['8.1', 'ControlParameters/AdditionalInfo'],
    ['8.2', 'ExposureControlsPersonalProtectionAdditionalInfo'],
    ['8', 'AdditionalInfo'],
  ],
  PhysicalChemicalProperties: [
    ['9.2', 'OtherPhysicalChemicalProperty'],
    ['9.1', 'AdditionalInfo'],
  ],
  StabilityReactivity: [
    ['10.1', 'ReactivityDescription'],
    ['10.2', 'StabilityDescription'],
    ['10.3', 'HazardousReactions'],
    ['10.4', 'ConditionsToAvoid'],
    ['10.5', 'MaterialsToAvoid'],
    ['10.6', 'HazardousDecompositionProducts'],
    ['10', 'AdditionalInfo'],
  ],
  ToxicologicalInformation: [
    ['11.2', 'EndocrineDisruption'],
    ['11.1', 'AdditionalInfo'],
  ],
  EcologicalInformation: [
    ['12.1', 'EcotoxicologicalInformation/EcotoxicologyOverallEvaluation'],
    ['12.2', 'PersistenceDegradability/PersistenceDegradabilityEvaluation'],
    ['12.3', 'Bioaccumulation/BioaccumulationEvaluation'],
    ['12.4', 'Mobility/MobilityEvaluation'],
    ['12', 'AdditionalEcotoxInformation/AdditionalInformation'],
    ['12.5', 'RegionEU/ResultsOfPbtAndVpvbAssessment'],
  ],
  DisposalConsiderations: [
    ['13.1', 'WasteTreatment/ProductWaste'],
    ['13', 'AdditionalInfo'],
  ],
  RegulatoryInformation: [['15.1', 'AdditionalInfo']],
  OtherInformation: [['16', 'FurtherInformation']],
}

/** Subsection number → SDS section element and path, for reading and for pointing at a text's XPath. */
export const TEXT_PLACES = new Map(
  Object.entries(SECTION_TEXTS).flatMap(([section, rows]) => rows.map(([key, path]) => [key, { section, path }] as const)),
)

/**
 * The children of a section element that hold the subsection texts, in the schema's order:
 * nested paths ('A/B') share their parent element 'A'.
 */
export function sectionTextElements(
  section: string,
  sections: Record<string, LocalizedText>,
  fieldPhrases: Map<string, XmlElement[]> = new Map(),
): XmlElement[] {
  const out: XmlElement[] = []
  for (const [key, path] of SECTION_TEXTS[section] ?? []) {
    const name = path.split('/').pop()!
    // The subsection's text first, then the portal's field phrases that belong to it.
    const phrases = [...phraseElements(name, sections[key]), ...named(name, fieldPhrases.get(key))]
    if (phrases.length === 0) continue
    const parts = path.split('/')
    if (parts.length === 1) {
      out.push(...phrases)
      continue
    }
    const parentName = parts[0]!
    let parent = out.at(-1)?.name === parentName ? out.at(-1)! : undefined
    if (!parent) {
      parent = { name: parentName, attributes: {}, children: [], text: '' }
      out.push(parent)
    }
    parent.children.push(...phrases)
  }
  return out
}

/**
 * Reads the subsection texts of one section element into `sections`; `isText` tells a text
 * phrase from the portal's field phrases beside it.
 */
export function readSectionTexts(
  section: string,
  node: ReadNode,
  fileLanguage: string,
  sections: Record<string, LocalizedText>,
  isText: (phrase: ReadNode) => boolean = () => true,
): void {
  for (const [key, path] of SECTION_TEXTS[section] ?? []) {
    const parts = path.split('/')
    const parent = parts.length > 1 ? node.at(parts.slice(0, -1).join('/')) : node
    const text = parent && readPhrases(parent.all(parts.at(-1)!).filter(isText), fileLanguage)
    if (text) sections[key] = text
  }
}
