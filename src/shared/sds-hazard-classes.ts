import type { ToxicologyClass } from './sds-structured.ts'

/**
 * Which REACH Annex II 11.1 hazard class a CLP classification (its class abbreviation, as in
 * Annex VI of CLP: 'Acute Tox.', 'STOT SE', …) belongs to. Section 11.1 gives the information that
 * supports each classification under its class; physical and environmental classes have none here.
 */
const TOXICOLOGY_CLASS_OF: Record<string, ToxicologyClass> = {
  'Acute Tox.': 'acuteToxicity',
  'Skin Corr.': 'skinCorrosionIrritation',
  'Skin Irrit.': 'skinCorrosionIrritation',
  'Eye Dam.': 'seriousEyeDamageIrritation',
  'Eye Irrit.': 'seriousEyeDamageIrritation',
  'Resp. Sens.': 'respiratorySkinSensitisation',
  'Skin Sens.': 'respiratorySkinSensitisation',
  'Muta.': 'germCellMutagenicity',
  'Carc.': 'carcinogenicity',
  'Repr.': 'reproductiveToxicity',
  'Lact.': 'reproductiveToxicity',
  'STOT SE': 'stotSingle',
  'STOT RE': 'stotRepeated',
  'Asp. Tox.': 'aspirationHazard',
}

export function toxicologyClassOf(hazardClass: string): ToxicologyClass | undefined {
  return TOXICOLOGY_CLASS_OF[hazardClass.trim()]
}
