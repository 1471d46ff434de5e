import { z } from 'zod'

/**
 * What REACH Annex II 3.2 asks of a substance in a mixture beyond its name, identifiers and
 * classification: specific concentration limits, M-factors and acute toxicity estimates (CLP
 * Art. 10, Annex I 3.1.3.6 and 4.1.3.5.5), whether it is a nanoform, a substance of very high
 * concern (REACH Art. 59) or listed in Annex XIV. All optional, so files written before stay valid.
 */
const statement = z.string().regex(/^H\d{3}[A-Za-z]{0,2}$/, 'expected a hazard statement code such as H314')

const scl = z
  .object({
    hazardClass: z.string().min(1).max(40),
    category: z.string().min(1).max(40),
    statement,
    /** Applies from this concentration (%, inclusive). */
    min: z.number().min(0).max(100).optional(),
    /** Applies below this concentration (%, exclusive). */
    max: z.number().min(0).max(100).optional(),
  })
  .refine((l) => l.min !== undefined || l.max !== undefined, { message: 'a specific concentration limit needs min, max or both' })

export const ATE_ROUTES = ['oral', 'dermal', 'inhalationGas', 'inhalationVapour', 'inhalationDust'] as const

const ate = z.object({ route: z.enum(ATE_ROUTES), value: z.number().positive(), unit: z.enum(['mg/kg', 'ppmV', 'mg/l']) })

/** M-factors are 1, 10, 100, … (CLP Annex I table 4.1.3). */
const mFactor = z
  .number()
  .int()
  .refine((m) => m >= 1 && Number.isInteger(Math.log10(m)), 'an M-factor is 1, 10, 100, …')

export const substanceDetailsShape = {
  specificConcentrationLimits: z.array(scl).optional(),
  mFactorAcute: mFactor.optional(),
  mFactorChronic: mFactor.optional(),
  acuteToxicityEstimates: z.array(ate).optional(),
  nanoform: z.boolean().optional(),
  /** On the candidate list of substances of very high concern (REACH Art. 59). */
  svhc: z.boolean().optional(),
  /** In REACH Annex XIV (authorisation list). */
  annexXiv: z.boolean().optional(),
}
const substanceDetailsSchema = z.object(substanceDetailsShape)
export type SubstanceDetails = z.infer<typeof substanceDetailsSchema>
export const SUBSTANCE_DETAIL_KEYS = Object.keys(substanceDetailsShape) as (keyof SubstanceDetails)[]

/** Stored as JSON (substances.details); read back through the schema. */
export function readSubstanceDetails(json: string | null | undefined): SubstanceDetails {
  return substanceDetailsSchema.parse(json ? JSON.parse(json) : {})
}

/** Just the details a substance entry gives (for storing). */
export function substanceDetailsOf(entry: SubstanceDetails): SubstanceDetails {
  return Object.fromEntries(SUBSTANCE_DETAIL_KEYS.filter((k) => entry[k] !== undefined).map((k) => [k, entry[k]])) as SubstanceDetails
}
