import * as z from 'zod/mini'
import { PROTECTIVE_EQUIPMENT } from '../protective-equipment.ts'

/**
 * The product-detail answer of `GET /api/v1/products/-{id}/detail`, with the field names existing
 * clients read. The server builds it, the app parses it before it enters the query cache.
 * zod/mini keeps this parser small in the app's first download (its initial JS has a budget of 115 KB gzip).
 */
const flag01 = z.enum(['1', '0'])

export const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
})

export const productLanguageSchema = z.object({
  id: z.int(),
  text: z.string(),
  valid: z.boolean(),
  created: z.boolean(),
  tds_valid: flag01,
  tds_created: flag01,
})

export const editParamSchema = z.object({
  sds_exists: z.boolean(),
  tds_exists: z.boolean(),
  tds_enabled: z.boolean(),
  lang_exists: z.boolean(),
  doc: z.object({ sds: z.boolean(), tds: z.boolean(), lbl: z.boolean(), ipi: z.boolean() }),
  languages: z.array(productLanguageSchema),
  defaults: z.record(z.string(), z.string()),
  package_size: z.array(z.object({ id: z.number(), text: z.string() })),
  label_dim: z.array(z.object({ id: z.number(), text: z.string() })),
  font_size_product: z.array(z.object({ id: z.number(), text: z.string() })),
  font_size_title: z.array(z.object({ id: z.number(), text: z.string() })),
  QR: z.array(z.object({ id: z.number(), text: z.string() })),
})

const titled = <T extends z.core.SomeType>(data: T) => z.object({ title: z.string(), data })
const rshpRow = z.object({
  rshp_id: z.string(),
  text: z.string(),
  inProd: z.boolean(),
  inLabl: z.boolean(),
  rset: z.enum(['H', 'EUH', 'P']),
})

export const substanceSchema = z.object({
  text: z.string(),
  casnr: z.string(),
  ecnr: z.string(),
  indexnr: z.string(),
  reachnr: z.string(),
  /** Upper bound in mass %, 2 decimals. */
  content: z.string(),
  content_range: z.string(),
  rshp: z.array(z.object({ rshp_id: z.string(), text: z.string(), hazard_class: z.string(), category: z.string() })),
})

export const materialSchema = z.object({
  child_id: z.number(),
  child_source: z.enum(['M', 'N']),
  product_name: z.string(),
  supplier: z.string(),
  purpose: z.string(),
  content: z.nullable(z.number()),
  volume: z.nullable(z.number()),
  price: z.nullable(z.number()),
  instruction: z.string(),
})

export const attachmentSchema = z.object({
  id: z.number(),
  description: z.string(),
  category: z.string(),
  lang_code: z.string(),
  status: z.string(),
  size: z.number(),
  created: z.string(),
  link: z.string(),
  restricted: z.boolean(),
})

export const productDetailSchema = z.object({
  /** Document language (id) of every text in this answer. */
  lang: z.int(),
  /**
   * The version these data belong to; `replaces` the version it supersedes and `changes` what
   * changed from it (Annex II section 16), each with the sections it touched, in this answer's
   * language. Both absent when the file gives none, and in answers of older servers.
   */
  version: z.object({
    id: z.number(),
    text: z.string(),
    replaces: z.optional(z.string()),
    changes: z.optional(z.array(z.object({ sections: z.array(z.string()), text: z.string() }))),
  }),
  synonyms: z.array(
    z.object({ id: z.number(), name: z.string(), identifiers: z.array(z.object({ type: z.literal('UFI'), identity: z.string() })) }),
  ),
  clasification: titled(z.record(z.string(), z.array(z.object({ category: z.string(), rshp_id: z.string(), text: z.string() })))),
  substances: titled(z.array(substanceSchema)),
  materials: z.array(materialSchema),
  steps: z.object({ formulation_mixer: z.boolean() }),
  parameters_preview: z.array(titled(z.array(z.object({ name: z.string(), value: z.string() })))),
  health_safety: z.object({
    signal_word: z.nullable(z.object({ code: z.enum(['danger', 'warning']), text: z.string() })),
    classification: z.array(z.object({ id: z.string(), text: z.string() })),
    pictograms: z.object({ data: z.array(z.object({ code: z.string(), url: z.string(), inProd: z.boolean(), text: z.string() })) }),
    rshp: z.object({ data: z.array(rshpRow) }),
    /** Protective equipment read from the P statements (shared/protective-equipment.ts); absent in answers of older servers. */
    ppe: z.optional(z.array(z.object({ kind: z.enum(PROTECTIVE_EQUIPMENT), statement: z.string() }))),
  }),
  /**
   * The emergency numbers of the sheet in this answer's language (Annex II 1.4), with who answers
   * and when; `emergency_text` is the file's single free-text number when it lists none. Both are
   * absent in answers of older servers (and in copies saved from them).
   */
  emergency: z.optional(z.array(z.object({ number: z.string(), service: z.string(), hours: z.string() }))),
  /**
   * When the file lists no number for this language's market: the numbers it lists for other
   * markets, each with the ISO country it rings in, so a reader never takes one for a local line.
   */
  emergency_abroad: z.optional(z.array(z.object({ number: z.string(), service: z.string(), hours: z.string(), country: z.string() }))),
  emergency_text: z.optional(z.string()),
  attachments: z.object({ data: z.record(z.string(), attachmentSchema) }),
  recommended_use: z.nullable(titled(z.string())),
  recommended_levels: z.nullable(titled(z.string())),
  special_features: z.nullable(titled(z.string())),
  basic: z.object({
    id: z.string(),
    /** Numeric id, used by calls that take product ids (share). */
    product_id: z.int(),
    text: z.string(),
    code_name: z.string(),
    description: z.string(),
    brand_style: z.enum(['chemicals', 'coatings']),
    logo: z.nullable(z.string()),
    qr: z.string(),
    revision: z.string(),
    revision_lbl: z.string(),
    /**
     * The current version's revision date, ISO yyyy-mm-dd, for the app to write in the reader's
     * language (revision_lbl is the original portal's fixed dd.mm.yyyy). Absent from copies saved
     * on devices before it was sent.
     */
    revision_date: z.optional(z.string()),
    created: z.string(),
    created_lbl: z.string(),
    regulation: z.string(),
    supplier: z.string(),
    synonym: z.object({
      articles: z.array(z.object({ code: z.string(), synonym_code_id: z.number() })),
    }),
    versions: z.array(z.object({ id: z.number(), text: z.string() })),
    tds_versions: z.array(z.object({ version: z.string() })),
  }),
  supplier: partySchema,
  producer: z.nullable(partySchema),
  validLangs: z.array(z.int()),
  validTdsLangs: z.array(z.int()),
  label: z.object({ label_dim: z.number() }),
  edit_param: editParamSchema,
  edit: z.boolean(),
  sds_edit: z.boolean(),
  tds_edit: z.boolean(),
  label_edit: z.boolean(),
})

export type ProductDetail = z.infer<typeof productDetailSchema>
export type ProductLanguage = z.infer<typeof productLanguageSchema>
export type Substance = z.infer<typeof substanceSchema>
export type Material = z.infer<typeof materialSchema>
export type Attachment = z.infer<typeof attachmentSchema>

/** JSON problem body (RFC 9457) every API error answers with. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ pointer: z.string(), reason: z.string() }))),
})
export type Problem = z.infer<typeof problemSchema>
