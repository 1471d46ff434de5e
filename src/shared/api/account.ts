import * as z from 'zod/mini'

/**
 * Answers of the signed-in calls as the app parses them. zod/mini, loaded only
 * with the signed-in screens, never in a dossier's first download.
 */
export const workgroupSchema = z.object({ id: z.int(), name: z.string() })

export const userSettingsSchema = z.object({
  id: z.int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  groups: z.array(workgroupSchema),
})
export type UserSettings = z.infer<typeof userSettingsSchema>

/** GET /api/v1/app/init */
export const appInitSchema = z.object({ user_settings: userSettingsSchema })

export const productListItemSchema = z.object({
  product_id: z.int(),
  permalink: z.string(),
  name: z.string(),
  code: z.string(),
  supplier: z.string(),
  validLangs: z.array(z.int()),
})
export type ProductListItem = z.infer<typeof productListItemSchema>

/**
 * GET /api/v1/products/list. The server counts matches only up to a cap (1,000): `total` is the
 * number of matching products when `totalIsExact`, otherwise more than `total` products match.
 * `hasNextPage` says whether a product follows this page, also beyond the counted ones.
 */
export const productListSchema = z.object({
  items: z.array(productListItemSchema),
  total: z.int(),
  totalIsExact: z.boolean(),
  hasNextPage: z.boolean(),
  page: z.int(),
  pageSize: z.int(),
})
export type ProductList = z.infer<typeof productListSchema>

const languageOption = z.object({ id: z.int(), text: z.string() })
export type LanguageOption = z.infer<typeof languageOption>

/** POST /api/v1/products/shareProductLangs: message languages (ui) and common SDS languages (sds). */
export const shareLangsSchema = z.object({ ui: z.array(languageOption), sds: z.array(languageOption) })
export type ShareLangs = z.infer<typeof shareLangsSchema>

/** POST /api/v1/products/group_action/share */
export const shareResultSchema = z.object({ data: z.object({ sent: z.int() }) })

/**
 * What the token endpoint says when it refuses: the OAuth 2.0 error code and its human-readable
 * description (RFC 6749 section 5.2), and `status: 'locked'` for a locked account.
 */
export const tokenErrorSchema = z.object({
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
  status: z.optional(z.string()),
})
