import type { DossierFile } from '#shared/dossier-file'
import { toxicologyClassOf } from '#shared/sds-hazard-classes'
import { transportRelevantStatements } from './transport-check.ts'

export interface MandatoryProblem {
  path: (string | number)[]
  /** Starts with the rule's name and its REACH Annex II point, so a refused file says which rule it broke. */
  reason: string
}

/**
 * Advice that REACH Annex II (as amended by Regulation (EU) 2020/878) asks of every classified
 * product and that no test result can stand in for: the author writes it (as text or, where the
 * file has one, as its structured part). "No data available" is never an answer here: first aid,
 * fire-fighting, spill, handling, storage and disposal advice is the supplier's to give.
 */
const ADVICE: [point: string, rule: string, what: string][] = [
  ['4.1', 'first-aid', 'description of first-aid measures (Annex II 4.1)'],
  ['5.1', 'extinguishing-media', 'suitable and unsuitable extinguishing media (Annex II 5.1)'],
  ['6.1', 'accidental-release', 'personal precautions, protective equipment and emergency procedures (Annex II 6.1)'],
  ['7.1', 'safe-handling', 'precautions for safe handling (Annex II 7.1)'],
  ['7.2', 'safe-storage', 'conditions for safe storage, including any incompatibilities (Annex II 7.2)'],
  ['13.1', 'waste-treatment', 'waste treatment methods (Annex II 13.1)'],
]

/**
 * What a safety data sheet of a classified product (CLP Art. 2(7): the product itself carries a
 * classification) must hold before the importer accepts it. Each rule names what Annex II asks and
 * where in the file it goes; a file that breaks one is refused as a whole. Points whose content is
 * test data (8.1, 9.1, 11.1, 12.1, 15.1) may instead state why there is none (`sds.noData`), as
 * Annex II allows ("where information is not available, the reason shall be given").
 * Products without a sheet (`documents.sds` false) and unclassified products are not concerned:
 * the compliance report keeps warnings for what their sheets lack.
 */
export function checkMandatoryContent(file: DossierFile): MandatoryProblem[] {
  if (!file.documents.sds || file.classification.length === 0) return []
  const out: MandatoryProblem[] = []
  const refuse = (path: (string | number)[], rule: string, message: string) => out.push({ path, reason: `rule ${rule}: ${message}` })
  const sds = file.sds
  const text = (point: string) => sds.sections[point] !== undefined
  const reasoned = (point: string) => sds.noData[point] !== undefined

  // 1.3: the supplier's telephone and the e-mail of the competent person responsible for the sheet.
  if (!file.supplier.phone) refuse(['supplier', 'phone'], 'supplier-telephone', 'no telephone number of the supplier (Annex II 1.3)')
  if (!file.supplier.email)
    refuse(
      ['supplier', 'email'],
      'competent-person-email',
      'no e-mail address of the competent person responsible for the sheet (Annex II 1.3)',
    )
  // 1.4: an emergency telephone number, in the file's single field or per market.
  if (!file.emergencyPhone && file.emergencyPhones.length === 0)
    refuse(['emergencyPhones'], 'emergency-telephone', 'no emergency telephone number (Annex II 1.4)')
  // 2.2: the label elements are checked against the classification in label-consistency.ts
  // (every classified hazard statement on the label, signal word, pictograms).
  // 3.1/3.2: the substance's identity or the mixture's hazardous ingredients.
  if (file.substances.length === 0 && !text('3.1') && !text('3.2'))
    refuse(
      ['substances'],
      'composition',
      'no substance in section 3: a classified product names its hazardous ingredients (Annex II 3.1/3.2)',
    )
  for (const [point, rule, what] of ADVICE)
    if (!text(point)) refuse(['sds', 'sections', point], rule, `no ${what}; "No data available" is not an answer here`)
  // 8.1: the limit values that apply, or a text saying none do, or why there is no data.
  if (sds.exposureLimits.length === 0 && !text('8.1') && !reasoned('8.1'))
    refuse(
      ['sds', 'exposureLimits'],
      'control-parameters',
      'no occupational exposure limits, no text saying none apply and no reason (Annex II 8.1)',
    )
  // 8.2: engineering controls and personal protective equipment.
  if (!sds.exposureControls && !text('8.2'))
    refuse(['sds', 'exposureControls'], 'exposure-controls', 'no engineering controls or personal protective equipment (Annex II 8.2)')
  // 9.1: the basic physical and chemical properties, or why there are none.
  if (sds.properties.length === 0 && !text('9.1') && !reasoned('9.1'))
    refuse(['sds', 'properties'], 'basic-properties', 'no basic physical and chemical properties and no reason (Annex II 9.1)')
  // 11.1: information under the hazard class of each health classification, or why there is none.
  const described = new Set(sds.toxicology.map((t) => t.hazardClass))
  if (!text('11.1') && !reasoned('11.1'))
    file.classification.forEach((c, i) => {
      const hazardClass = toxicologyClassOf(c.hazardClass)
      if (hazardClass && !described.has(hazardClass))
        refuse(
          ['sds', 'toxicology'],
          'toxicological-information',
          `no information supporting ${c.hazardClass} ${c.category} (classification/${i}) under ${hazardClass} and no reason (Annex II 11.1)`,
        )
    })
  // 12.1: toxicity to aquatic and other organisms, or why there is none.
  if (sds.ecotoxicity.length === 0 && !text('12.1') && !reasoned('12.1'))
    refuse(['sds', 'ecotoxicity'], 'ecotoxicity', 'no information on toxicity to aquatic or other organisms and no reason (Annex II 12.1)')
  // 14: transport data, or the declaration that the product is not dangerous goods (for a
  // transport-relevant classification, transport-check.ts already refuses the file with its reason).
  if (!sds.transport && transportRelevantStatements(file).length === 0)
    refuse(['sds', 'transport'], 'transport', 'no transport information and no declaration of not dangerous goods (Annex II 14.1-14.7)')
  // 15.1: the EU and national rules specific to the product, or a text saying none apply.
  if (!sds.regulatory && !text('15.1') && !reasoned('15.1'))
    refuse(['sds', 'regulatory'], 'regulations', 'no safety, health and environmental regulations specific to the product (Annex II 15.1)')
  // 16: a revised sheet says what changed from the version it replaces.
  if (file.version.replaces && !file.version.changes)
    refuse(['version', 'changes'], 'list-of-changes', `the version replaces ${file.version.replaces} but lists no changes (Annex II 16)`)
  return out
}
