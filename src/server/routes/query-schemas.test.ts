import { afterAll, beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import { problemSchema } from '#shared/api/product-detail'
import { compareQuery, pdfQuery, sheetQuery } from '../openapi/parameters.ts'
import { SDS_FIXTURE, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

/**
 * The document calls refuse a bad parameter with the message of the schema their OpenAPI entry
 * shows: the schema is the check, not a description beside it. Several bad parameters at once are
 * refused for the one the route checks first (QR option, then format, then version), as before
 * the schemas did the checking.
 */
const { permalink } = SDS_FIXTURE
let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

const reasonOf = (schema: z.ZodType, query: Record<string, string>, field: string) =>
  schema.safeParse(query).error?.issues.find((i) => i.path[0] === field)?.message

it.each([
  ['view', sheetQuery, { qrCode: '2' }, 'qrCode'],
  ['view', sheetQuery, { version: '05' }, 'version'],
  ['compare', compareQuery, { compare_version_id: 'x' }, 'compare_version_id'],
  ['sdsPdf', pdfQuery, { format: 'A3' }, 'format'],
  ['sdsPdf', pdfQuery, { format: 'A3', qrCode: 'yes', version: 'x' }, 'qrCode'],
  ['sdsPdf', pdfQuery, { format: 'A3', version: 'x' }, 'format'],
] as const)('%s with %o is refused for %s with the schema’s message', async (call, schema, query, field) => {
  const res = await ctx.app().request(`/api/v1/sdsRender/${call}/-${permalink}/1?${new URLSearchParams(query)}`)
  expect(res.status).toBe(400)
  const body = problemSchema.parse(await res.json())
  const reason = reasonOf(schema, query, field)
  expect(reason).toBeDefined()
  expect(body.errors).toEqual([{ pointer: `/${field}`, reason }])
})
