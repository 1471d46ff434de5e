import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { catalogueGeneration } from '../repos/catalogue-generation.ts'
import { selectsTogether } from '../db/selects-together.ts'

/**
 * What a document request (SDS, TDS, safety instructions) needs to know before it can answer from the render cache: the product's
 * versions (newest first, as findProduct orders them) with their content hashes, its valid SDS and
 * TDS languages, TDS versions and document flags. Five small queries (one statement on PostgreSQL), remembered for a second per product so that a burst of requests
 * for a cached sheet never reaches the database; an import in this process forgets them at once
 * (catalogue generation), one in another process within that second.
 */
export interface ProductState {
  productId: number
  permalink: string
  name: string
  supplier: string
  /** Changes whenever product-wide data (name, supplier, …) changes; part of every cache key. */
  updatedAt: string
  versions: { id: number; hash: string; revisionDate: string }[]
  /** Language ids whose SDS is valid and created. */
  sdsLanguages: number[]
  /** Language ids whose TDS is valid and created. */
  tdsLanguages: number[]
  /** TDS version numbers, newest first (basic.tds_versions of the detail). */
  tdsVersions: string[]
  /** The product offers a TDS at all: tds_enabled and the TDS document flag. */
  tdsEnabled: boolean
  /** The safety instructions document flag. */
  instructionsEnabled: boolean
  /** The workgroups some of the product's attachments are restricted to (the detail answer differs per viewer then). */
  restrictedWorkgroups: string[]
}

const TTL_MS = 1000
const MAX_REMEMBERED = 1000

async function readState(db: Kysely<Database>, permalink: string): Promise<ProductState | undefined> {
  const productId = db.selectFrom('products').select('id').where('permalink', '=', permalink)
  const [products, versions, languages, tdsVersions, restricted] = await selectsTogether(db, [
    db
      .selectFrom('products')
      .select(['id', 'name', 'supplier_name', 'updated_at', 'tds_enabled', 'doc_tds', 'doc_ipi'])
      .where('permalink', '=', permalink),
    db
      .selectFrom('product_versions')
      .select(['id', 'content_hash', 'revision_date'])
      .where('product_id', '=', productId)
      .orderBy('revision_date', 'desc')
      .orderBy('id', 'desc'),
    db
      .selectFrom('product_languages')
      .select(['lang_id', 'sds_valid', 'sds_created', 'tds_valid', 'tds_created'])
      .where('product_id', '=', productId)
      .orderBy('position'),
    db.selectFrom('product_tds_versions').select('number').where('product_id', '=', productId).orderBy('position'),
    db
      .selectFrom('attachments')
      .select('restricted_workgroup')
      .distinct()
      .where('product_id', '=', productId)
      .where('restricted_workgroup', 'is not', null)
      .orderBy('restricted_workgroup'),
  ])
  const product = products[0]
  if (!product) return undefined
  return {
    productId: product.id,
    permalink,
    name: product.name,
    supplier: product.supplier_name,
    updatedAt: product.updated_at,
    versions: versions.map((v) => ({ id: v.id, hash: v.content_hash, revisionDate: v.revision_date })),
    sdsLanguages: languages.filter((l) => l.sds_valid === 1 && l.sds_created === 1).map((l) => l.lang_id),
    tdsLanguages: languages.filter((l) => l.tds_valid === 1 && l.tds_created === 1).map((l) => l.lang_id),
    tdsVersions: tdsVersions.map((v) => v.number),
    tdsEnabled: product.tds_enabled === 1 && product.doc_tds === 1,
    instructionsEnabled: product.doc_ipi === 1,
    restrictedWorkgroups: restricted.map((r) => r.restricted_workgroup!),
  }
}

type StateReader = (permalink: string) => Promise<ProductState | undefined>

/** One reader per database, so the SDS, TDS and safety-instruction routes share what they remember. */
const readers = new WeakMap<Kysely<Database>, StateReader>()

export function productStates(db: Kysely<Database>): StateReader {
  let reader = readers.get(db)
  if (!reader) readers.set(db, (reader = stateReader(db)))
  return reader
}

function stateReader(db: Kysely<Database>): StateReader {
  const remembered = new Map<string, { at: number; generation: number; state: Promise<ProductState | undefined> }>()
  return (permalink: string): Promise<ProductState | undefined> => {
    const now = Date.now()
    const generation = catalogueGeneration(db)
    const entry = remembered.get(permalink)
    if (entry && entry.generation === generation && now - entry.at < TTL_MS) return entry.state
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    const state = readState(db, permalink)
    remembered.set(permalink, { at: now, generation, state })
    // A failed lookup is not remembered.
    state.catch(() => remembered.delete(permalink))
    return state
  }
}
