import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'
import type { Database } from '../db/schema.ts'
import { checkStoredProduct } from '../import/compliance-run.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import { problem } from '../problem.ts'
import { permalinkParam } from './route-helpers.ts'

/**
 * GET /api/v1/products/-{id}/compliance: the `dossier check` report of the product's current
 * version, for its authors (signed-in members of a workgroup the product is assigned to). Anyone
 * else gets the same 404 as for an unknown product: the report is the authors' working material.
 */
export function complianceRoutes({ db, library }: { db: Kysely<Database>; library: PhraseLibrary }) {
  return new Hono().get('/:dashId/compliance', requireUser, async (c) => {
    const permalink = permalinkParam(c.req.param('dashId'))
    const workgroups = signedInOf(c)!.workgroups.map((w) => w.id)
    const product = permalink
      ? await db.selectFrom('products').select('id').where('permalink', '=', permalink).executeTakeFirst()
      : undefined
    const author =
      product && workgroups.length > 0
        ? await db
            .selectFrom('product_workgroups')
            .select('workgroup_id')
            .where('product_id', '=', product.id)
            .where('workgroup_id', 'in', workgroups)
            .executeTakeFirst()
        : undefined
    if (!permalink || !author) return problem(c, 404, 'Product dossier not found')
    const report = await checkStoredProduct(db, library, permalink)
    if (!report) return problem(c, 404, 'Product dossier not found')
    c.header('Cache-Control', 'private, no-store')
    return c.json(report)
  })
}
