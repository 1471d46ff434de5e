import { z } from 'zod'
import { CAS_PATTERN, isValidCas } from './cas.ts'
import { localizedText } from './localized-text.ts'

/**
 * The structured parts of a safety data sheet beyond tables of limits and properties: what
 * REACH Annex II (as amended by Regulation (EU) 2020/878) asks as a result, a value with its
 * source or a statement per hazard class. Prose stays in `sds.sections`; these parts print
 * beside it in their subsection. All optional, so files written before them stay valid.
 */

const cas = z.string().regex(CAS_PATTERN, 'expected a CAS number such as 67-64-1').refine(isValidCas, 'CAS number has a wrong check digit')

/**
 * Why a subsection or property has no data, in the words Annex II uses (e.g. 9.1: "where ... not
 * relevant or not available"; 11 and 12: data not available or not tested): the sheet states the
 * reason instead of a bare "No data available.".
 */
export const NO_DATA_REASONS = ['notRelevant', 'notApplicable', 'notTested', 'notAvailable'] as const
export const noDataReason = z.enum(NO_DATA_REASONS)
export type NoDataReason = z.infer<typeof noDataReason>

/**
 * 2.3: Annex II asks the result of the PBT/vPvB assessment (Annex XIII) and whether a substance
 * with endocrine-disrupting properties is present at ≥ 0.1 % - stated, never implied by silence.
 * `substances` names those that meet the criteria (required unless the result is 'notMet').
 */
const assessment = <T extends readonly [string, ...string[]]>(results: T) =>
  z.object({ result: z.enum(results), substances: z.array(z.string().min(1).max(200)).default([]) }).superRefine((a, ctx) => {
    if (a.result !== 'notMet' && a.substances.length === 0)
      ctx.addIssue({ code: 'custom', path: ['substances'], message: `name the substances that meet the criteria ('${a.result}')` })
    if (a.result === 'notMet' && a.substances.length > 0)
      ctx.addIssue({ code: 'custom', path: ['substances'], message: "substances are named only when the criteria are met (not 'notMet')" })
  })

const otherHazards = z.object({
  pbtVpvb: assessment(['notMet', 'pbt', 'vpvb', 'pbtAndVpvb'] as const),
  endocrineDisruptor: assessment(['notMet', 'humanHealth', 'environment', 'humanHealthAndEnvironment'] as const),
  /** Hazards that do not result in classification (dust explosion, static charge, …). */
  other: localizedText.optional(),
})

/** 8.1: derived no-effect levels (workers/consumers) and predicted no-effect concentrations per substance. */
export const DNEL_EFFECTS = ['longTermSystemic', 'longTermLocal', 'acuteSystemic', 'acuteLocal'] as const
export const EXPOSURE_ROUTES = ['inhalation', 'dermal', 'oral'] as const
export const PNEC_COMPARTMENTS = [
  'freshwater',
  'marineWater',
  'intermittentRelease',
  'sewageTreatment',
  'freshwaterSediment',
  'marineSediment',
  'soil',
  'secondaryPoisoning',
] as const

const dnel = z.object({
  substance: localizedText,
  cas: cas.optional(),
  population: z.enum(['workers', 'consumers']),
  route: z.enum(EXPOSURE_ROUTES),
  effect: z.enum(DNEL_EFFECTS),
  value: z.number().positive(),
  unit: z.enum(['mg/m³', 'mg/kg bw/day', 'mg/cm²', 'ppm']),
})

const pnec = z.object({
  substance: localizedText,
  cas: cas.optional(),
  compartment: z.enum(PNEC_COMPARTMENTS),
  value: z.number().positive(),
  unit: z.enum(['mg/l', 'mg/kg dw', 'mg/kg food']),
})

/** 8.2: personal protective equipment by what it protects, gloves with material and breakthrough time. */
export const GLOVE_MATERIALS = ['nitrile', 'butyl', 'neoprene', 'pvc', 'fluoroelastomer', 'naturalRubber', 'laminate'] as const
const glove = z.object({
  material: z.enum(GLOVE_MATERIALS),
  /** Layer thickness in mm. */
  thickness: z.number().positive().optional(),
  /** Breakthrough time in minutes (EN ISO 374-1 permeation). */
  breakthroughTime: z.number().positive(),
  /** E.g. 'EN ISO 374-1'. */
  standard: z.string().min(1).max(60).optional(),
})
const protection = z.object({ text: localizedText, standard: z.string().min(1).max(60).optional() })

const exposureControls = z.object({
  /** 8.2.1 appropriate engineering controls. */
  engineering: localizedText.optional(),
  eyeFace: protection.optional(),
  hands: z.object({ gloves: z.array(glove).min(1), text: localizedText.optional() }).optional(),
  /** Skin and body other than hands. */
  body: protection.optional(),
  /** Respiratory protection; `filter` e.g. 'A (brown)', 'ABEK'. */
  respiratory: protection.extend({ filter: z.string().min(1).max(60).optional() }).optional(),
  thermal: protection.optional(),
  /** 8.2.3 environmental exposure controls. */
  environmental: localizedText.optional(),
})

/** 9.1: a property has a value or the reason it has none, and may name its method and remarks. */
export const propertyValue = {
  value: localizedText.optional(),
  /** Why there is no value (Annex II 9.1: "not relevant" or "not available" must be said). */
  reason: noDataReason.optional(),
  /** Test method or source, e.g. 'DIN EN ISO 2719 (closed cup)'. */
  method: z.string().min(1).max(120).optional(),
  remarks: localizedText.optional(),
}

/** 11.1: the Annex II hazard classes, each with the information that supports its (non-)classification. */
export const TOXICOLOGY_CLASSES = [
  'acuteToxicity',
  'skinCorrosionIrritation',
  'seriousEyeDamageIrritation',
  'respiratorySkinSensitisation',
  'germCellMutagenicity',
  'carcinogenicity',
  'reproductiveToxicity',
  'stotSingle',
  'stotRepeated',
  'aspirationHazard',
] as const
export type ToxicologyClass = (typeof TOXICOLOGY_CLASSES)[number]

/**
 * Annex II 11.1: where a mixture is not classified for a hazard class, the sheet states whether that
 * is for lack of data, technical impossibility, inconclusive data, or data conclusive but insufficient.
 */
export const NOT_CLASSIFIED_REASONS = ['lackOfData', 'technicallyImpossible', 'inconclusive', 'conclusiveButInsufficient'] as const

const toxicValue = z.object({
  /** 'LD50', 'LC50', 'NOAEL', … */
  endpoint: z.string().min(1).max(20),
  route: z.enum(EXPOSURE_ROUTES).optional(),
  species: z.enum(['rat', 'rabbit', 'mouse', 'guineaPig', 'human']).optional(),
  value: z.number().positive(),
  unit: z.string().min(1).max(20),
  /** 'OECD 401', a duration such as '4 h', … */
  method: z.string().min(1).max(120).optional(),
  substance: localizedText.optional(),
})

const toxicology = z.object({
  hazardClass: z.enum(TOXICOLOGY_CLASSES),
  text: localizedText.optional(),
  values: z.array(toxicValue).default([]),
  /** Only for a class the product is not classified in. */
  notClassifiedBecause: z.enum(NOT_CLASSIFIED_REASONS).optional(),
})

/** 12.1: aquatic toxicity values; species by scientific name, which needs no translation. */
const ecotoxicity = z.object({
  substance: localizedText.optional(),
  endpoint: z.string().min(1).max(20),
  organism: z.enum(['fish', 'crustaceans', 'algae', 'microorganisms']),
  species: z.string().min(1).max(80).optional(),
  duration: z.string().min(1).max(20),
  value: z.number().positive(),
  unit: z.string().min(1).max(20),
  method: z.string().min(1).max(120).optional(),
})

/** 15.1: EU restrictions (REACH Annex XVII entries), authorisation, candidate list, national rules. */
const regulatory = z.object({
  /**
   * Restrictions that apply: the entry number, the entry's designation as Annex XVII words it
   * (column 1, copied from the official text in each language of the product) and the
   * product's substances it concerns, each by the CAS or EC number it has in section 3 (the sheet
   * prints the name section 3 gives it, in the sheet's language). A name instead of a number is
   * printed as written, in every language.
   */
  annexXvii: z
    .array(
      z.object({
        entry: z.number().int().min(1).max(100),
        designation: localizedText.optional(),
        substances: z.array(z.string().min(1).max(200)).min(1),
      }),
    )
    .default([]),
  /** REACH Article 59 candidate list: whether a listed substance is present at ≥ 0.1 %; the names come from section 3. */
  candidateList: z.enum(['none', 'contained']).optional(),
  /** Seveso III (Directive 2012/18/EU) Annex I categories, e.g. 'P5c', 'E2', 'H2'. */
  seveso: z.array(z.string().min(1).max(10)).default([]),
  national: z
    .array(z.object({ country: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO country code such as DE'), text: localizedText }))
    .default([]),
  /** 15.2: whether the supplier carried out a chemical safety assessment. */
  chemicalSafetyAssessment: z.boolean().optional(),
})

/** How a classification was reached (CLP Article 9 and Annex I 1.1.3). */
export const CLASSIFICATION_METHODS = ['testData', 'calculation', 'bridging', 'expertJudgement'] as const

const section16 = z.object({
  abbreviations: z.array(z.object({ abbreviation: z.string().min(1).max(30), meaning: localizedText })).default([]),
  /** Per hazard statement of the product's classification (2.1), the method its classification rests on. */
  classificationMethods: z.array(z.object({ statement: z.string().min(1), method: z.enum(CLASSIFICATION_METHODS) })).default([]),
  training: localizedText.optional(),
  references: localizedText.optional(),
})

/** Spread into the SDS data beside exposure limits, properties and transport. */
export const sdsStructuredShape = {
  otherHazards: otherHazards.optional(),
  dnel: z.array(dnel).default([]),
  pnec: z.array(pnec).default([]),
  exposureControls: exposureControls.optional(),
  toxicology: z.array(toxicology).default([]),
  ecotoxicity: z.array(ecotoxicity).default([]),
  regulatory: regulatory.optional(),
  section16: section16.optional(),
  /** Why a subsection has no data ("11.1": "notTested"); printed instead of a bare "No data available.". */
  noData: z.record(z.string().regex(/^\d{1,2}\.\d{1,2}$/, 'expected a subsection number such as 12.4'), noDataReason).default({}),
}
