import { z } from 'zod'
import {
  CONTENTS_MAX_LENGTH,
  contentsReason,
  isLabelId,
  isLabelIdList,
  LABEL_FLAG_VALUES,
  LABEL_FLAG_QUERY_NAMES,
  LABEL_MARGIN_QUERY_NAMES,
  MARGIN_MAX_MM,
  marginReason,
} from '#shared/label-params'
import { languageCode } from '#shared/localized-text'
import { dateStamp } from '../render/common/file-name.ts'

/**
 * Query parameters and form bodies of the calls: each route parses its input with the very schema
 * its OpenAPI entry publishes, and answers 400 naming what the schema refuses. The document calls
 * (sds.ts, instructions.ts, tds.ts) parse their query with these schemas (`queryOf` in routes/rendered.ts)
 * and ask each parameter's result in the order they check them; what needs the product (is the
 * version one of its versions? is the label size one of its sizes?) the route checks after. The
 * calls whose schemas live beside their routes (sign-in, product list, sharing) are described by
 * the very schemas they parse with.
 */
/** A version id as the database has it (canonical digits), or empty for the current version. */
const versionId = z.string().regex(/^(?:[1-9]\d{0,9})?$/, 'not a version of this product')
const qrCode = z.enum(['1', '0'], { error: "must be '1' (visible) or '0' (not visible)" })

/** The product detail's query; the route parses with it. */
export const detailQuery = z.object({
  lang: z
    .string()
    .regex(/^\d+$/, 'not a document language id')
    .describe('document language id of the texts (the product’s first language by default)')
    .optional(),
  version: versionId.describe('version id (the current version by default)').optional(),
})

export const attachmentQuery = z.object({
  preview: z
    .enum(['1', '0'], { error: "expected '1' (open in the browser) or '0' (download)" })
    .describe("'1': inline, to open in the browser; '0' (default): a download")
    .optional(),
})

/** Local time as the client's download names carry it; without it (or empty) the server's time. */
const localTime = z
  .string()
  .refine((t) => dateStamp(t) !== undefined, 'expected local time as YYYY-MM-DDTHH:mm or milliseconds since 1970')
  .describe('local time of the file name (YYYY-MM-DDTHH:mm or milliseconds since 1970); the server’s UTC time without it')

export const sheetQuery = z.object({
  version: versionId.describe('SDS version id (the current one by default)').optional(),
  qrCode: qrCode.describe("'1' (default): the sheet carries the QR code of its permalink; '0': none").optional(),
})

export const compareQuery = z.object({
  orig_version_id: versionId.describe('the version shown (the current one by default)').optional(),
  compare_version_id: versionId.describe('the older version to compare with; without it nothing is marked').optional(),
  qrCode: qrCode.optional(),
})

export const pdfQuery = sheetQuery.extend({
  format: z.string().regex(/^a4$/i, "the SDS is available in 'A4' only").describe("paper format: 'A4' (the only one)").optional(),
  timestamp: z.string().describe('a date stamp printed in the footer').optional(),
})

/** The safety instructions' PDF: A4, or A2 as a poster, with the date stamp of its file name. */
export const instructionsPdfQuery = sheetQuery.extend({
  format: z
    .string()
    .regex(/^a[42]$/i, "'A4', or 'A2' for the poster")
    .describe("'A4' (default), or 'A2' for the poster")
    .optional(),
  timestamp: localTime.optional(),
})

/** The SDScom export: which version and language; parsed by the route itself with this schema. */
export const sdscomQuery = z.object({
  version: z.string().min(1).max(40).describe('version number (the current version by default)').optional(),
  lang: languageCode
    .describe('document language code, one SDScom file per language (English, else the product’s first, by default)')
    .optional(),
})

export const tdsQuery = z.object({ version: z.string().describe('TDS version number (the current one by default)').optional() })

/*
 * The label calls. What a value must look like is checked here, before the product is asked; which
 * sizes, languages and codes the product offers, and whether the margins leave room on the label,
 * parseLabelParams checks after (shared/label-params.ts). An empty value means the product's default.
 */
const optionId = z.string().refine(isLabelId, 'expected an option id (digits)')
const margin = z.string().superRefine((text, ctx) => {
  const reason = text === '' ? undefined : marginReason(text)
  if (reason) ctx.addIssue({ code: 'custom', message: reason })
})
const labelFlag = z
  .enum(LABEL_FLAG_VALUES, { error: "expected '1' or nothing" })
  .describe("'1' (or 'true'): on; '0', 'false' or nothing: off")
// The query names are the original portal's (LABEL_QUERY_NAMES): shared links and API clients use them.
const labelFlags = Object.fromEntries(Object.values(LABEL_FLAG_QUERY_NAMES).map((name) => [name, labelFlag.optional()])) as Record<
  (typeof LABEL_FLAG_QUERY_NAMES)[keyof typeof LABEL_FLAG_QUERY_NAMES],
  z.ZodOptional<typeof labelFlag>
>
const languageIds = z.string().refine((t) => isLabelIdList(t, /,/), 'expected comma-separated language ids')

const labelQuery = z.object({
  dim: optionId.describe('label size id (edit parameters of the product detail: label_dim)').optional(),
  emb: optionId.describe('package size id (package_size)').optional(),
  font: optionId.describe('font size id of the texts (font_size_product)').optional(),
  fontPN: optionId.describe('font size id of the product name (font_size_title)').optional(),
  QR: optionId.describe('QR code option id (QR)').optional(),
  ...Object.fromEntries(
    Object.values(LABEL_MARGIN_QUERY_NAMES).map((name) => [
      name,
      margin.describe(`margin in whole or half millimetres, 0 to ${MARGIN_MAX_MM}`).optional(),
    ]),
  ),
  xlang: languageIds
    .describe('document language ids printed on the label, comma-separated (also sent as repeated xlang or xlang[])')
    .optional(),
  rlang: optionId.describe('the first language of the label, one of xlang').optional(),
  vseb: z
    .string()
    .superRefine((text, ctx) => {
      const reason = contentsReason(text)
      if (reason) ctx.addIssue({ code: 'custom', message: reason })
    })
    .describe(`the contents text (nominal quantity), at most ${CONTENTS_MAX_LENGTH} characters`)
    .optional(),
  pCodes: z
    .string()
    .refine((t) => isLabelIdList(t, /~/), 'expected product code ids joined by ~')
    .describe('ids of the product’s article codes printed on the label, joined by ~')
    .optional(),
  timestamp: localTime.optional(),
  ...labelFlags,
})

/** The label as PNG: one label (lp=1), at 72 to 300 dpi. */
export const labelPngQuery = labelQuery.extend({
  lp: z.literal('1', { error: "expected '1' (the view shows one label)" }).describe("'1': one label (the only view)").optional(),
  dpi: z
    .string()
    .refine((t) => /^\d{2,3}$/.test(t) && Number(t) >= 72 && Number(t) <= 300, 'expected 72 to 300')
    .describe('PNG resolution, 72 to 300 (150 by default)')
    .optional(),
})

/** The label as PDF: one label page (lp=1), or the labels tiled on A4. */
export const labelPdfQuery = labelQuery.extend({
  lp: z
    .enum(['1', '0', ''], { error: "expected '1' (single label) or nothing (multiple labels)" })
    .describe("'1': one label on its own page; '0' or nothing: labels tiled on an A4 sheet")
    .optional(),
})

/** The label as a Word document: its content (labType 2), or the label as one picture (1). */
export const labelDocxQuery = labelQuery.extend({
  labType: z
    .enum(['1', '2'], { error: "expected '1' (the label as a picture) or '2' (label content)" })
    .describe("'2' (default): the label content as text; '1': the label as one picture")
    .optional(),
})

/** The NiceLabel workbook's form: the product, its label languages and the four flags the sheet reads. */
export const niceLabelForm = z.object({
  synonym_id: z
    .string({ error: 'expected a product id' })
    .regex(/^\d{1,9}$/, 'expected a product id')
    .describe('product id'),
  xlang: z
    .union([languageIds, z.array(languageIds)])
    .describe(
      'label languages (xlang[] repeated, or comma-separated); the default label language without it; languages the product has not are left out',
    )
    .optional(),
  timestamp: localTime.optional(),
  opisOFF: labelFlag.optional(),
  stavkiOFF: labelFlag.optional(),
  vlstorageON: labelFlag.optional(),
  vlusageON: labelFlag.optional(),
})

/** The unsubscribe link of a revision notice; the language never refuses (English for one the portal has not). */
export const unsubscribeQuery = z.object({
  token: z.string({ error: 'the link has no token' }).min(1, 'the link has no token').describe('the signed token of the notice’s link'),
  lang: z.string().describe('language of the page: a document language code (English for any other)').optional(),
})
