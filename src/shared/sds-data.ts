import { z } from 'zod'
import { CAS_PATTERN, isValidCas } from './cas.ts'
import { localizedText } from './localized-text.ts'

/**
 * The structured parts of a safety data sheet (REACH Annex II as amended by Regulation (EU)
 * 2020/878) that a sheet shows as tables rather than prose: occupational exposure limits (8.1),
 * the basic physical and chemical properties (9.1), other information (9.2.1/9.2.2) and transport
 * (section 14). All optional with defaults, so files written before they existed stay valid.
 */

/** Annex II 9.1 points (a) to (r), in the Annex's order: the sheet lists every one, with or without data. */
export const SDS_PROPERTY_KEYS = [
  'physicalState',
  'colour',
  'odour',
  'meltingPoint',
  'boilingPoint',
  'flammability',
  'explosionLimits',
  'flashPoint',
  'autoIgnitionTemperature',
  'decompositionTemperature',
  'pH',
  'kinematicViscosity',
  'solubility',
  'partitionCoefficient',
  'vapourPressure',
  'density',
  'relativeVapourDensity',
  'particleCharacteristics',
] as const
export type SdsPropertyKey = (typeof SDS_PROPERTY_KEYS)[number]

export const EXPOSURE_LIMIT_TYPES = ['TWA', 'STEL', 'Ceiling'] as const
export const EXPOSURE_LIMIT_UNITS = ['ppm', 'mg/m³', 'f/cm³'] as const

const exposureLimit = z.object({
  cas: z
    .string()
    .regex(CAS_PATTERN, 'expected a CAS number such as 67-64-1')
    .refine(isValidCas, 'CAS number has a wrong check digit')
    .optional(),
  substance: localizedText,
  type: z.enum(EXPOSURE_LIMIT_TYPES),
  value: z.number().positive(),
  unit: z.enum(EXPOSURE_LIMIT_UNITS),
  /** Where the limit comes from, e.g. 'IOELV 2000/39/EC' or a national list. */
  source: z.string().min(1).max(100),
})

const property = z.object({ key: z.enum(SDS_PROPERTY_KEYS), value: localizedText })

const otherProperty = z.object({ group: z.enum(['9.2.1', '9.2.2']), name: localizedText, value: localizedText })

const transport = z.object({
  /** 'UN 1090', 'ID 8000' or the four digits alone (shown as 'UN 1090'). */
  unNumber: z
    .string()
    .regex(/^(?:(?:UN|ID) ?)?\d{4}$/, "expected a UN number such as 'UN 1090' or an ID number such as 'ID 8000'")
    .optional(),
  shippingName: localizedText.optional(),
  /** Transport hazard classes with subsidiary risks first to last, e.g. ['3'] or ['8', '6.1']. */
  hazardClasses: z.array(z.string().regex(/^[1-9](\.[1-9])?[A-Z]?$/, "expected a transport hazard class such as '3' or '6.1'")).min(1),
  packingGroup: z.enum(['I', 'II', 'III']).optional(),
  environmentalHazard: z.boolean().default(false),
  specialPrecautions: localizedText.optional(),
})

/** Spread into the dossier file's `sds` object, beside `sections`. */
export const sdsDataShape = {
  exposureLimits: z.array(exposureLimit).default([]),
  properties: z.array(property).default([]),
  otherProperties: z.array(otherProperty).default([]),
  /** null: not dangerous goods in the meaning of the transport regulations. */
  transport: transport.nullable().default(null),
}

export const sdsDataSchema = z.object(sdsDataShape)
export type SdsData = z.infer<typeof sdsDataSchema>
export type SdsTransport = NonNullable<SdsData['transport']>
