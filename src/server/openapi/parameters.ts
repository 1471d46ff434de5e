import { z } from 'zod'
import { LABEL_FLAGS } from '../../shared/label-params.ts'
import { languageCode } from '../../shared/localized-text.ts'

/**
 * Query parameters of the document calls, which the routes check one by one (sds.ts, tds.ts,
 * ipi.ts, label-params.ts) because each refusal names its own parameter and reason. These schemas
 * are their description in the OpenAPI document; the calls that parse their input with zod
 * (sign-in, product list, sharing) are described by the very schemas they parse with.
 */
const id = z.string().regex(/^\d+$/)
const flag = z.enum(['1', '0'])

export const detailQuery = z.object({
  lang: id.describe('document language id of the texts (the product’s first language by default)').optional(),
  version: id.describe('version id (the current version by default)').optional(),
})

export const attachmentQuery = z.object({ preview: z.literal('1').describe('inline instead of a download').optional() })

export const sheetQuery = z.object({
  version: id.describe('SDS version id (the current one by default)').optional(),
  qrCode: flag.describe("'1' (default): the sheet carries the QR code of its permalink; '0': none").optional(),
})

export const compareQuery = z.object({
  orig_version_id: id.describe('the version shown (the current one by default)').optional(),
  compare_version_id: id.describe('the older version to compare with; without it nothing is marked').optional(),
  qrCode: flag.optional(),
})

export const pdfQuery = sheetQuery.extend({
  format: z.string().describe("paper format: 'A4' (the only one)").optional(),
  timestamp: z.string().describe('a date stamp printed in the footer').optional(),
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
