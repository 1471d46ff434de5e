import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema.ts'
import { findProductsByCode } from '../repos/product-codes.ts'
import { invalidFields } from './request-fields.ts'

/**
 * The lookup's query (also the OpenAPI document's). Three characters at least: the search texts'
 * trigram index finds nothing shorter, and a shorter code would make every anonymous call read all
 * of them.
 */
export const productCodeQuery = z.object({
  code: z.string().trim().min(3, 'at least 3 characters').max(100, 'at most 100 characters').describe('a product code or an article code'),
})

/**
 * GET /api/v1/products/byCode?code=: the dossiers of the products with that product or article
 * code, for the scanner's typed entry. Public as the dossiers themselves are: every product has
 * its public permalink, and the answer holds nothing a dossier does not show.
 */
export function productCodeRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono().get('/byCode', async (c) => {
    const parsed = productCodeQuery.safeParse(c.req.query())
    if (!parsed.success) return invalidFields(c, parsed.error)
    const products = await findProductsByCode(db, parsed.data.code)
    return c.json({ products }, 200, { 'Cache-Control': 'no-cache' })
  })
}
