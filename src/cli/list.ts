import type { Kysely } from 'kysely'
import { enabledDocTabs } from '#shared/tabs'
import type { Database } from '#server/db/schema'
import { readPhraseLibrary } from '#server/phrases/library'
import { detailLanguage, toProductDetail } from '#server/products/detail'
import { findProduct, findVersionSnapshot, listPermalinks } from '#server/repos/products'

export interface CatalogueRow {
  permalink: string
  name: string
  tabs: string[]
  validLangs: number[]
  validTdsLangs: number[]
  versions: string[]
}

/** The catalogue as the app sees it: the same detail answer and the same tab rules. */
export async function catalogueList(db: Kysely<Database>): Promise<CatalogueRow[]> {
  const library = await readPhraseLibrary(db)
  const rows: CatalogueRow[] = []
  for (const permalink of await listPermalinks(db)) {
    const record = await findProduct(db, permalink)
    const current = record?.versions[0]
    if (!record || !current) continue
    const detail = await toProductDetail(record, await findVersionSnapshot(db, current.id), {
      lang: detailLanguage(record, undefined),
      publicUrl: 'http://localhost',
      library,
      // The operator's own listing: nothing in it is shown to visitors.
      restrictedVisible: () => true,
    })
    const enabled = enabledDocTabs(detail)
    rows.push({
      permalink,
      name: detail.basic.text,
      tabs: Object.entries(enabled)
        .filter(([, on]) => on)
        .map(([tab]) => tab),
      validLangs: detail.validLangs,
      validTdsLangs: detail.validTdsLangs,
      versions: record.versions.map((v) => v.number),
    })
  }
  return rows
}
