import { Hono } from 'hono'
import { isPermalinkId } from '../../shared/permalink.ts'
import type { AppDeps } from '../app.ts'
import { problem } from '../problem.ts'
import { findProduct } from '../repos/products.ts'
import { toProductDetail } from '../products/detail.ts'

/** Spec § 7 writes product paths as `products/-{id}/...`: the dash marks a permalink id. */
export function permalinkParam(raw: string): string | undefined {
  const id = raw.startsWith('-') ? raw.slice(1) : undefined
  return id && isPermalinkId(id) ? id : undefined
}

export function productRoutes(deps: AppDeps) {
  return new Hono().get('/:dashId/detail', async (c) => {
    const id = permalinkParam(c.req.param('dashId'))
    // Unknown, malformed and withdrawn ids all get the same answer: nothing to tell them apart.
    const record = id ? await findProduct(deps.db, id) : undefined
    if (!record) return problem(c, 404, 'Product dossier not found')
    const detail = await toProductDetail(record, deps.publicUrl ?? new URL(c.req.url).origin)
    c.header('Cache-Control', 'no-cache')
    return c.json(detail)
  })
}
