import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { productMatches } from './search-terms.ts'

/** More products under one code than a person can choose among on a phone is not a code to open by. */
export const MAX_PRODUCTS_PER_CODE = 10

/**
 * The products whose own code or one of whose article codes is exactly `code` (letter case aside),
 * as printed on a container's label, by name. The search texts' trigram index narrows the products
 * first (a code is one of their texts), so a lookup reads a few rows among 100,000 products.
 */
export async function findProductsByCode(db: Kysely<Database>, code: string): Promise<{ permalink: string; name: string }[]> {
  const lower = code.toLowerCase()
  return db
    .selectFrom('products as p')
    .select(['p.permalink', 'p.name'])
    .where(productMatches(db, code, 'p.id'))
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.code']), '=', lower),
        eb.exists(
          eb
            .selectFrom('articles as a')
            .select('a.id')
            .whereRef('a.product_id', '=', 'p.id')
            .where((inner) => inner(inner.fn('lower', ['a.code']), '=', lower)),
        ),
      ]),
    )
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(MAX_PRODUCTS_PER_CODE)
    .execute()
}
