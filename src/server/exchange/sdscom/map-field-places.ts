import type { DossierFile } from '#shared/dossier-file'
import type { XmlElement } from './xml.ts'

/**
 * SDScom phrase elements made for a field the portal holds as text: a field phrase (see
 * map-portal-fields.ts) for it goes there instead of its subsection's catch-all element, so any
 * SDScom reader finds the eye protection under EyeProtection and the odour under Appearance. The
 * phrase keeps its code, so the portal reads it back as the same field wherever it stands.
 * Listed per section element in the schema's sequence order (checked by the XSD on every export).
 */
const PLACES: Record<string, [pattern: RegExp, path: string][]> = {
  ExposureControlPersonalProtection: [
    [/^\/sds\/exposureControls\/engineering$/, 'ExposureControlAppropriateMeasures/AppropriateEngineeringControls'],
    [
      /^\/sds\/exposureControls\/respiratory\/text$/,
      'PersonalProtectionEquipment/RespiratoryProtection/SuitableRespiratoryProtectionEquipment',
    ],
    [/^\/sds\/exposureControls\/respiratory\/standard$/, 'PersonalProtectionEquipment/RespiratoryProtection/ReferenceRelevantStandard'],
    [/^\/sds\/exposureControls\/respiratory\/filter$/, 'PersonalProtectionEquipment/RespiratoryProtection/AdditionalInfo'],
    [/^\/sds\/exposureControls\/eyeFace\/text$/, 'PersonalProtectionEquipment/EyeProtection/SuitableEyeProtection'],
    [/^\/sds\/exposureControls\/eyeFace\/standard$/, 'PersonalProtectionEquipment/EyeProtection/ReferenceRelevantStandard'],
    [/^\/sds\/exposureControls\/hands\/text$/, 'PersonalProtectionEquipment/HandProtection/AdditionalInfo'],
    [/^\/sds\/exposureControls\/body\/text$/, 'PersonalProtectionEquipment/SkinProtection/SuitableProtectiveClothing'],
    [/^\/sds\/exposureControls\/body\/standard$/, 'PersonalProtectionEquipment/SkinProtection/ReferenceRelevantStandard'],
    [/^\/sds\/exposureControls\/thermal\/text$/, 'PersonalProtectionEquipment/ThermalHazardsProtection'],
    [/^\/sds\/exposureControls\/thermal\/standard$/, 'PersonalProtectionEquipment/AdditionalInfo'],
    [/^\/sds\/exposureControls\/environmental$/, 'EnvironmentalExposureControls/EnvironmentalExposureControls'],
  ],
  PhysicalChemicalProperties: [
    [/^physicalState$/, 'Appearance/FormDescription'],
    [/^colour$/, 'Appearance/ColourDescription'],
    [/^odour$/, 'Appearance/Odour'],
    [/^flammability$/, 'SafetyRelevantInformation/Flammability'],
  ],
  // 15.1: the designation of a REACH Annex XVII entry is SDScom's restriction according to REACH.
  RegulatoryInformation: [[/^\/sds\/regulatory\/annexXvii\/\d+\/designation$/, 'RegionEU/EuLegislation/RestrictionsAccordingReach']],
  // 11.1 per hazard class: the text that supports the (non-)classification is SDScom's assessment of that class.
  ToxicologicalInformation: [
    [/^acuteToxicity$/, 'AcuteToxicity/AssessmentAcuteToxicityClassification'],
    [/^skinCorrosionIrritation$/, 'SkinCorrosionIrritation/AssessmentCorrosionIrritationClassification'],
    [/^seriousEyeDamageIrritation$/, 'EyeDamageOrIrritation/AssessmentEyeDamageOrIrritationClassification'],
    [/^respiratorySkinSensitisation$/, 'RespiratoryOrSkinSensitisation/AdditionalInfo'],
    [/^germCellMutagenicity$/, 'GermCellMutagenicity/AssessmentGermCellMutagenicityClassification'],
    [/^carcinogenicity$/, 'Carcinogenicity/AssessmentCarcinogenicityClassification'],
    [/^reproductiveToxicity$/, 'ReproductiveToxicity/AssessmentReproductiveToxicityClassification'],
    [/^stotSingle$/, 'SpecificTargetOrganSE/AssessmentSpecificTargetOrganSEClassification'],
    [/^stotRepeated$/, 'SpecificTargetOrganRE/AssessmentSpecificTargetOrganREClassification'],
    [/^aspirationHazard$/, 'AspirationHazard/AssessmentAspirationHazardClassification'],
  ],
}

/** Fields whose element depends on the entry they belong to: a 9.1 value on its property, an 11.1 text on its hazard class. */
const BY_ENTRY: [RegExp, string, (d: DossierFile, i: number) => string | undefined][] = [
  [/^\/sds\/properties\/(\d+)\/value$/, 'PhysicalChemicalProperties', (d, i) => d.sds.properties[i]?.key],
  [/^\/sds\/toxicology\/(\d+)\/text$/, 'ToxicologicalInformation', (d, i) => d.sds.toxicology[i]?.hazardClass],
]

const PREFIX = 'element:'

/** The place key ('element:Section/Path') of a field with an SDScom element of its own, if it has one. */
export function fieldPlace(pointer: string, d: DossierFile): string | undefined {
  for (const [pattern, section, entry] of BY_ENTRY) {
    const match = pattern.exec(pointer)
    if (!match) continue
    const subject = entry(d, Number(match[1])) ?? ''
    const found = PLACES[section]!.find(([p]) => p.test(subject))
    return found && `${PREFIX}${section}/${found[1]}`
  }
  for (const section of ['ExposureControlPersonalProtection', 'RegulatoryInformation']) {
    const found = PLACES[section]!.find(([p]) => p.test(pointer))
    if (found) return `${PREFIX}${section}/${found[1]}`
  }
  return undefined
}

/**
 * The elements of one section holding field phrases in their own elements, in the schema's order:
 * paths sharing a parent share its element.
 */
export function fieldPlaceElements(section: string, fieldPhrases: Map<string, XmlElement[]>): XmlElement[] {
  const out: XmlElement[] = []
  for (const [, path] of PLACES[section] ?? []) {
    const phrases = fieldPhrases.get(`${PREFIX}${section}/${path}`)
    if (!phrases) continue
    const names = path.split('/')
    let siblings = out
    for (const name of names.slice(0, -1)) {
      let parent = siblings.at(-1)?.name === name ? siblings.at(-1)! : undefined
      if (!parent) {
        parent = { name, attributes: {}, children: [], text: '' }
        siblings.push(parent)
      }
      siblings = parent.children
    }
    siblings.push(...phrases.map((p) => ({ ...p, name: names.at(-1)! })))
  }
  return out
}
