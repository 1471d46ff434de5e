import type { Generated } from 'kysely'
import type { MailQueueTable, NoticeUnsubscribesTable, ShareLogTable } from './schema-notices.ts'

/**
 * Booleans are 0/1 integers so one schema serves SQLite and PostgreSQL. Texts in several document
 * languages are JSON objects ({"en": "...", "sl": "..."}) in `*_i18n` text columns: one row per
 * entity, and the language set travels with the text.
 */
type Flag = number
type I18n = string

export interface ProductsTable {
  id: Generated<number>
  permalink: string
  name: string
  code: string
  edition: string
  logo: string | null
  regulation: string
  supplier_name: string
  supplier_address: string
  supplier_city: string
  supplier_country: string
  /** The supplier's own telephone (not the emergency number); '' when the file gives none. */
  supplier_phone: string
  /** E-mail of the person responsible for the safety data sheet; '' when the file gives none. */
  supplier_email: string
  producer_name: string | null
  producer_address: string | null
  producer_city: string | null
  producer_country: string | null
  emergency_phone: string
  /** The package's nominal quantity ('1 l', '500 g') a label prints by default; '' when the file gives none. */
  nominal_quantity: Generated<string>
  /** [{number, languages?, service?, hours}] (dossier file emergencyPhones), JSON. */
  emergency_phones: Generated<string>
  doc_sds: Flag
  doc_tds: Flag
  doc_lbl: Flag
  doc_ipi: Flag
  tds_enabled: Flag
  created_at: string
  updated_at: string
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

export interface ProductTdsVersionsTable {
  id: Generated<number>
  product_id: number
  number: string
  position: number
}

export interface SynonymsTable {
  id: Generated<number>
  product_id: number
  position: number
  name: string
  ufi: string | null
}

export interface ArticlesTable {
  id: Generated<number>
  synonym_id: number
  product_id: number
  position: number
  code: string
}

/** One published version of a product's data; everything below it is that version's snapshot. */
export interface ProductVersionsTable {
  id: Generated<number>
  product_id: number
  number: string
  revision_date: string
  created_date: string
  /** The version number this one replaces, if the file names it. */
  replaces: string | null
  /** The list of changes from the replaced version: [{sections, text}] (dossier file version.changes); '[]' when none. */
  changes: Generated<string>
  /** sha256 of the imported file: re-importing the same version changes nothing. */
  content_hash: string
  signal_word: string | null
  description_i18n: I18n
  recommended_use_i18n: I18n | null
  recommended_levels_i18n: I18n | null
  special_features_i18n: I18n | null
  /** SDS subsection texts: {"4.1": {"en": "..."}, ...}. */
  sds_sections: string
  /** Structured SDS parts: {exposureLimits, properties, otherProperties, transport} (src/shared/sds-data.ts); '{}' when none. */
  sds_data: Generated<string>
}

export interface ClassificationsTable {
  version_id: number
  position: number
  hazard_class: string
  category: string
  statement: string
}

export interface HazardPictogramsTable {
  version_id: number
  position: number
  code: string
}

export interface HazardStatementsTable {
  version_id: number
  position: number
  code: string
  on_label: Flag
  /** The filled-in text per language, JSON; '{}' when the phrase has no variable parts. */
  text_i18n: Generated<I18n>
}

export interface SubstancesTable {
  id: Generated<number>
  version_id: number
  position: number
  name_i18n: I18n
  cas: string | null
  ec: string | null
  index_no: string | null
  reach_no: string | null
  content_min: number
  content_max: number
  /** [{hazardClass, category, statement}] */
  classification: string
  /** SCLs, M-factors, ATEs and flags (src/shared/sds-substance.ts), JSON; '{}' when none. */
  details: Generated<string>
}

export interface CompositionRowsTable {
  id: Generated<number>
  version_id: number
  position: number
  kind: string
  product_name: string | null
  supplier: string | null
  purpose_i18n: I18n | null
  content: number | null
  volume: number | null
  price: number | null
  instruction_i18n: I18n | null
}

export interface ParameterCategoriesTable {
  id: Generated<number>
  version_id: number
  position: number
  title_i18n: I18n
}

export interface ParametersTable {
  category_id: number
  position: number
  name_i18n: I18n
  value_i18n: I18n
}

export interface AttachmentsTable {
  id: Generated<number>
  product_id: number
  position: number
  file_name: string
  category: string
  lang_id: number
  status: string
  size: number
  sha256: string
  content_type: string
  content: Uint8Array
  restricted_workgroup: string | null
  created_at: string
}

export interface PhrasesTable {
  code: string
  lang: string
  text: string
}

export interface PictogramsTable {
  code: string
  svg: string
}

export interface UsersTable {
  id: Generated<number>
  /** Lower case; sign-in compares case-insensitively. */
  username: string
  display_name: string
  email: string
  /** argon2id, PHC string. */
  password_hash: string
  failed_attempts: Generated<number>
  locked_until: string | null
  locale: Generated<string>
  created_at: string
}

/** Failed sign-ins per account name (existing or not) and source address; see migration 0008. */
export interface SignInFailuresTable {
  account: string
  source: string
  failed_attempts: number
  locked_until: string | null
  updated_at: string
}

/** One fixed window of a rate limiter per key (migration 0016). */
export interface RateLimitHitsTable {
  bucket: string
  key: string
  hits: number
  /** ISO time the window ends; compared as text, every instance writes the same format. */
  window_ends: string
}

/** The one row of the catalogue generation (migration 0016). */
export interface CatalogueGenerationTable {
  id: number
  generation: number
}

export interface WorkgroupsTable {
  id: Generated<number>
  name: string
  created_at: string
}

export interface MembershipsTable {
  user_id: number
  workgroup_id: number
}

export interface ProductWorkgroupsTable {
  product_id: number
  workgroup_id: number
}

/** Refresh tokens are stored as their SHA-256 only; a family is one sign-in and every rotation after it. */
export interface RefreshTokensTable {
  id: Generated<number>
  token_hash: string
  family_id: string
  user_id: number
  created_at: string
  expires_at: string
  family_expires_at: string
  used_at: string | null
  revoked_at: string | null
}

/** One searchable text of a product (migration 0011): name, code, trade name, article code, CAS or UFI. */
export interface ProductSearchTermsTable {
  id: Generated<number>
  product_id: number
  term: string
  /** The UFI without dashes on a UFI's row, else null. */
  ufi: string | null
}

export interface Database {
  products: ProductsTable
  product_languages: ProductLanguagesTable
  product_tds_versions: ProductTdsVersionsTable
  synonyms: SynonymsTable
  articles: ArticlesTable
  product_versions: ProductVersionsTable
  classifications: ClassificationsTable
  hazard_pictograms: HazardPictogramsTable
  hazard_statements: HazardStatementsTable
  substances: SubstancesTable
  composition_rows: CompositionRowsTable
  parameter_categories: ParameterCategoriesTable
  parameters: ParametersTable
  attachments: AttachmentsTable
  phrases: PhrasesTable
  pictograms: PictogramsTable
  users: UsersTable
  sign_in_failures: SignInFailuresTable
  workgroups: WorkgroupsTable
  memberships: MembershipsTable
  product_workgroups: ProductWorkgroupsTable
  product_search_terms: ProductSearchTermsTable
  refresh_tokens: RefreshTokensTable
  share_log: ShareLogTable
  mail_queue: MailQueueTable
  notice_unsubscribes: NoticeUnsubscribesTable
  rate_limit_hits: RateLimitHitsTable
  catalogue_generation: CatalogueGenerationTable
}
