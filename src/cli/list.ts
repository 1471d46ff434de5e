import type { Kysely } from 'kysely'
import { enabledDocTabs } from '../shared/tabs.ts'
import type { Database } from '../server/db/schema.ts'
import { toProductDetail } from '../server/products/detail.ts'
import { findProduct, listPermalinks } from '../server/repos/products.ts'

export interface CatalogueRow {
  permalink: string
  name: string
  tabs: string[]
  validLangs: number[]
  validTdsLangs: number[]
}

/** The catalogue as the app sees it: the same detail answer and the same tab rules. */
export async function catalogueList(db: Kysely<Database>): Promise<CatalogueRow[]> {
  const rows: CatalogueRow[] = []
  for (const permalink of await listPermalinks(db)) {
    const record = await findProduct(db, permalink)
    if (!record) continue
    const detail = await toProductDetail(record, 'http://localhost')
    const enabled = enabledDocTabs(detail)
    rows.push({
      permalink,
      name: detail.basic.text,
      tabs: Object.entries(enabled)
        .filter(([, on]) => on)
        .map(([tab]) => tab),
      validLangs: detail.validLangs,
      validTdsLangs: detail.validTdsLangs,
    })
  }
  return rows
}
