import * as z from 'zod/mini'

/**
 * The SDS response in its object form (`GET .../sdsRender/compare/...`, and `view` when it
 * answers JSON): the sheet as an HTML fragment and the numbers of the sections that changed.
 */
export const sdsSheetResponseSchema = z.object({
  html: z.string(),
  sections: z.optional(z.array(z.int().check(z.positive()))),
})

export type SdsSheetResponse = z.infer<typeof sdsSheetResponseSchema>

/** The TDS data (`GET p/tds/view/{lang}/-{id}`): the sheet as an HTML fragment. */
export const tdsResponseSchema = z.object({ html: z.string() })

export type TdsResponse = z.infer<typeof tdsResponseSchema>
