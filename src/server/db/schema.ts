import type { Generated } from 'kysely'

/** Booleans are stored as 0/1 integers so one schema serves SQLite and PostgreSQL. */
type Flag = number

export interface ProductsTable {
  id: Generated<number>
  permalink: string
  name: string
  code: string
  description: string
  edition: string
  logo: string | null
  regulation: string
  supplier_name: string
  supplier_address: string
  supplier_city: string
  supplier_country: string
  producer_name: string | null
  producer_address: string | null
  producer_city: string | null
  producer_country: string | null
  doc_sds: Flag
  doc_tds: Flag
  doc_lbl: Flag
  doc_ipi: Flag
  tds_enabled: Flag
  /** sha256 of the imported file: a re-import of the same file changes nothing. */
  content_hash: string
  created_at: string
  updated_at: string
}

export interface ProductVersionsTable {
  id: Generated<number>
  product_id: number
  number: string
  revision_date: string
  created_date: string
  /** Order in the dossier file: 0 is the current version. */
  position: number
}

export interface ProductTdsVersionsTable {
  id: Generated<number>
  product_id: number
  number: string
  position: number
}

export interface ProductLanguagesTable {
  product_id: number
  lang_id: number
  position: number
  sds_valid: Flag
  sds_created: Flag
  tds_valid: Flag
  tds_created: Flag
}

export interface Database {
  products: ProductsTable
  product_versions: ProductVersionsTable
  product_tds_versions: ProductTdsVersionsTable
  product_languages: ProductLanguagesTable
}
