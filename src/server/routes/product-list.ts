import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'
import type { Database } from '../db/schema.ts'
import { listWorkgroupProducts, type ProductListPage } from '../repos/product-list.ts'
import { invalidFields } from './request-fields.ts'

/** The list call's query (also the OpenAPI document's). */
export const productListQuery = z.object({
  q: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

/** GET /api/v1/products/list?q=&page=&pageSize=: the selected workgroup's products (signed in only). */
export function productListRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono().get('/list', requireUser, async (c) => {
    const parsed = productListQuery.safeParse(c.req.query())
    if (!parsed.success) return invalidFields(c, parsed.error)
    const { workgroup } = signedInOf(c)!
    const { q, page, pageSize } = parsed.data
    const result: ProductListPage = workgroup
      ? await listWorkgroupProducts(db, { workgroupId: workgroup.id, q, page, pageSize })
      : { items: [], total: 0, totalIsExact: true, hasNextPage: false }
    c.header('Cache-Control', 'private, no-store')
    const { items, total, totalIsExact, hasNextPage } = result
    return c.json({ items, total, totalIsExact, hasNextPage, page, pageSize })
  })
}
