import { z } from 'zod'
import { CAS_PATTERN, isValidCas } from './cas.ts'
import { isJurisdiction, JURISDICTION_PATTERN } from './jurisdiction.ts'
import { localizedText } from './localized-text.ts'
import { propertyValue, sdsStructuredShape } from './sds-structured.ts'

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
  /**
   * Whose limit it is: 'EU' for a Union value (an IOELV or BOELV of a directive), otherwise the
   * ISO 3166-1 code of the country whose list holds it ('DE' for TRGS 900). Absent in files written
   * before the field existed: the sheet then names the source only.
   */
  country: z
    .string()
    .regex(JURISDICTION_PATTERN, "expected 'EU' or an ISO 3166-1 country code such as DE")
    .refine(isJurisdiction, 'no country has this code')
    .optional(),
  /** Skin notation: the substance can be absorbed through the skin in amounts that matter. */
  skin: z.boolean().optional(),
})

const property = z.object({ key: z.enum(SDS_PROPERTY_KEYS), ...propertyValue }).superRefine((p, ctx) => {
  // A property without a value must say why (Annex II 9.1), and one with a value needs no reason.
  if (!p.value && !p.reason)
    ctx.addIssue({ code: 'custom', path: ['value'], message: `property '${p.key}' needs a value or a reason why it has none` })
  if (p.value && p.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: `property '${p.key}' has a value: a reason for no data contradicts it` })
})

const otherProperty = z.object({ group: z.enum(['9.2.1', '9.2.2']), name: localizedText, value: localizedText })

/** The model regulations a sheet's section 14 answers for: ADR/RID/ADN (land, inland waterways), IMDG (sea), ICAO-TI/IATA-DGR (air). */
export const TRANSPORT_MODES = ['adr', 'imdg', 'iata'] as const
export type TransportMode = (typeof TRANSPORT_MODES)[number]

const unNumber = z.string().regex(/^(?:(?:UN|ID) ?)?\d{4}$/, "expected a UN number such as 'UN 1090' or an ID number such as 'ID 8000'")
/** Transport hazard classes, the primary first then the subsidiary risks, e.g. ['3'] or ['3', '6.1']. */
const hazardClasses = z.array(z.string().regex(/^[1-9](\.[1-9])?[A-Z]?$/, "expected a transport hazard class such as '3' or '6.1'")).min(1)
const packingGroup = z.enum(['I', 'II', 'III'])

/** What one mode's entry differs in from the common one (an air shipping name, another packing group, …). */
const modeEntry = z.object({
  unNumber: unNumber.optional(),
  shippingName: localizedText.optional(),
  hazardClasses: hazardClasses.optional(),
  packingGroup: packingGroup.optional(),
})

/**
 * Section 14. Absent (null): the file says nothing, and the sheet says "No data available." - never
 * "not dangerous goods", which is a claim only the supplier can make. `notDangerousGoods: true` is
 * that claim, with a reason where the product's classification would make one expect otherwise
 * (e.g. a viscous flammable liquid exempted by ADR 2.2.3.1.5). Otherwise the entry is the dangerous
 * goods entry of every mode (ADR/RID/ADN, IMDG, IATA), `modes` holding what one mode differs in.
 */
const transport = z
  .object({
    notDangerousGoods: z.boolean().optional(),
    reason: localizedText.optional(),
    /** 'UN 1090', 'ID 8000' or the four digits alone (shown as 'UN 1090'). */
    unNumber: unNumber.optional(),
    shippingName: localizedText.optional(),
    hazardClasses: hazardClasses.optional(),
    packingGroup: packingGroup.optional(),
    environmentalHazard: z.boolean().default(false),
    /** IMDG marine pollutant. */
    marinePollutant: z.boolean().optional(),
    /** ADR tunnel restriction code, e.g. 'D/E' (ADR 1.9.5, column 15 of table A). */
    tunnelCode: z
      .string()
      .regex(/^\(?(B|B1000C|B\/D|B\/E|C|C5000D|C\/D|C\/E|D|D\/E|E|-)\)?$/, "expected an ADR tunnel restriction code such as 'D/E'")
      .optional(),
    specialPrecautions: localizedText.optional(),
    modes: z.object({ adr: modeEntry.optional(), imdg: modeEntry.optional(), iata: modeEntry.optional() }).optional(),
  })
  .superRefine((t, ctx) => {
    if (t.notDangerousGoods) {
      for (const key of ['unNumber', 'hazardClasses', 'packingGroup', 'modes'] as const)
        if (t[key] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `'${key}' contradicts notDangerousGoods: a product is dangerous goods or not`,
          })
      return
    }
    if (t.reason !== undefined) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a reason belongs to notDangerousGoods: true' })
    // Annex II 14.1 and 14.3: dangerous goods have a UN number and a transport hazard class.
    if (!t.unNumber)
      ctx.addIssue({ code: 'custom', path: ['unNumber'], message: 'dangerous goods need a UN number (or notDangerousGoods: true)' })
    if (!t.hazardClasses)
      ctx.addIssue({ code: 'custom', path: ['hazardClasses'], message: 'dangerous goods need a transport hazard class' })
  })

/** Spread into the dossier file's `sds` object, beside `sections`. */
export const sdsDataShape = {
  exposureLimits: z.array(exposureLimit).default([]),
  properties: z.array(property).default([]),
  otherProperties: z.array(otherProperty).default([]),
  /** null: the file gives no transport data (not a declaration that the product is not dangerous goods). */
  transport: transport.nullable().default(null),
  ...sdsStructuredShape,
}

export const sdsDataSchema = z.object(sdsDataShape)
export type SdsData = z.infer<typeof sdsDataSchema>
export type SdsTransport = NonNullable<SdsData['transport']>

/** One mode's entry: the common entry with what the mode differs in. */
export function transportEntry(t: SdsTransport, mode: TransportMode) {
  const own = t.modes?.[mode] ?? {}
  return {
    unNumber: own.unNumber ?? t.unNumber,
    shippingName: own.shippingName ?? t.shippingName,
    hazardClasses: own.hazardClasses ?? t.hazardClasses ?? [],
    packingGroup: own.packingGroup ?? t.packingGroup,
  }
}
