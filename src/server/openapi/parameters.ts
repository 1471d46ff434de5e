import { z } from 'zod'
import { LABEL_FLAGS } from '../../shared/label-params.ts'
import { languageCode } from '../../shared/localized-text.ts'
import { dateStamp } from '../render/common/file-name.ts'

/**
 * Query parameters of the calls. The document calls (sds.ts, ipi.ts, tds.ts) parse their query
 * with these schemas (`queryOf` in routes/rendered.ts) and ask each parameter's result in the
 * order they check them, so each refusal names its own parameter with the schema's message; what
 * needs the product (is the version one of its versions?) the route checks after. The label
 * parameters are still checked one by one (label-params.ts) and only described here; the calls
 * that parse their input with zod (sign-in, product list, sharing) are described by the very
 * schemas they parse with.
 */
const id = z.string().regex(/^\d+$/)
const flag = z.enum(['1', '0'])
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

export const attachmentQuery = z.object({ preview: z.literal('1').describe('inline instead of a download').optional() })

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
export const ipiPdfQuery = sheetQuery.extend({
  format: z
    .string()
    .regex(/^a[42]$/i, "'A4', or 'A2' for the poster")
    .describe("'A4' (default), or 'A2' for the poster")
    .optional(),
  timestamp: z
    .string()
    .refine((t) => dateStamp(t) !== undefined, 'expected local time as YYYY-MM-DDTHH:mm or milliseconds since 1970')
    .describe('local time of the file name (YYYY-MM-DDTHH:mm or milliseconds since 1970)')
    .optional(),
})

/** The SDScom export: which version and language; parsed by the route itself with this schema. */
export const sdscomQuery = z.object({
  version: z.string().min(1).max(40).describe('version number (the current version by default)').optional(),
  lang: languageCode
    .describe('document language code, one SDScom file per language (English, else the product’s first, by default)')
    .optional(),
})

export const tdsQuery = z.object({ version: z.string().describe('TDS version number (the current one by default)').optional() })

const numberList = z.string().regex(/^\d+(,\d+)*$/)
export const labelQuery = z.object({
  dim: id.describe('label size id (edit parameters of the product detail: label_dim)').optional(),
  emb: id.describe('package size id (package_size)').optional(),
  font: id.optional(),
  fontPN: id.optional(),
  QR: id.optional(),
  padT: id.describe('margins in mm').optional(),
  padR: id.optional(),
  padB: id.optional(),
  padL: id.optional(),
  xlang: numberList.describe('document language ids printed on the label').optional(),
  rlang: id.optional(),
  vseb: z.string().describe('the contents text (nominal quantity)').optional(),
  pCodes: numberList.describe('positions of the P-statements chosen for the label').optional(),
  dpi: id.describe('PNG resolution').optional(),
  labType: z.string().optional(),
  lp: z.string().optional(),
  timestamp: z.string().optional(),
  ...Object.fromEntries(LABEL_FLAGS.map((name) => [name, flag.optional()])),
})

export const niceLabelForm = z.object({
  synonym_id: id.describe('product id'),
  xlang: numberList.describe('label languages (xlang or xlang[]); the default label language without it').optional(),
})

export const unsubscribeQuery = z.object({
  token: z.string().describe('the signed token of the notice’s link'),
  lang: z.string().describe('interface language of the page').optional(),
})
