import * as z from 'zod/mini'

/**
 * The product-detail answer of `GET /api/v1/products/-{id}/detail`, with the spec's field names
 * (spec § 3). The server builds it, the app parses it before it enters the query cache.
 * zod/mini keeps this parser small in the app's first download (QUALITY.md budget).
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

export const productDetailSchema = z.object({
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

/** JSON problem body (RFC 9457) every API error answers with. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ pointer: z.string(), reason: z.string() }))),
})
export type Problem = z.infer<typeof problemSchema>
