import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { signedInOf } from './context.ts'

/**
 * The one rule for every call that exports or sends a named product for a signed-in user (Word
 * label, NiceLabel sheet, share): the product must be in the product list of the caller's current
 * workgroup. Anything else, an unknown id included, is the same "not found", so sequential ids
 * tell a stranger nothing about the rest of the catalogue.
 */
export async function workgroupHasProduct(db: Kysely<Database>, c: Context, productId: number): Promise<boolean> {
  const workgroup = signedInOf(c)?.workgroup
  if (!workgroup) return false
  const row = await db
    .selectFrom('product_workgroups')
    .select('product_id')
    .where('workgroup_id', '=', workgroup.id)
    .where('product_id', '=', productId)
    .executeTakeFirst()
  return row !== undefined
}
