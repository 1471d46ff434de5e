import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../client.ts'
import type { MigrationContext } from '../migrate.ts'
import { refreshSearchTerms } from '#server/repos/search-terms'

/** Key of the lock that lets one migration at a time create the trigram extension (a database-wide object). */
export const TRIGRAM_EXTENSION_LOCK = 7_274_011

/**
 * A catalogue of 100,000 products. Two parts:
 *
 * Indexes on the foreign keys that product pages and imports look rows up by: without them every
 * product detail, and every import of a product, read whole tables of synonyms, articles, substances…
 *
 * The product list's search: one row per searchable text of a product (its name, code, trade names,
 * article codes, the CAS numbers of its current version, its UFI) in product_search_terms, found by
 * substring through a trigram index, so "degreas", "67-63" or "S00Y-50" find a product among 100,000
 * without reading them all. SQLite: an FTS5 table with the trigram tokenizer over those rows, kept in
 * step by triggers. PostgreSQL: GIN indexes with pg_trgm's operator class, which serve ILIKE '%…%'.
 * One row per text, not one document per product, so a search never matches across two texts.
 */
export function catalogueSearchMigration({ idColumn }: MigrationContext, dialect: Dialect) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      const foreignKeys: [string, string][] = [
        ['product_tds_versions', 'product_id'],
        ['synonyms', 'product_id'],
        ['articles', 'product_id'],
        ['articles', 'synonym_id'],
        ['substances', 'version_id'],
        ['composition_rows', 'version_id'],
        ['parameter_categories', 'version_id'],
        ['attachments', 'product_id'],
      ]
      for (const [table, column] of foreignKeys) {
        await db.schema.createIndex(`${table}_${column}`).ifNotExists().on(table).column(column).execute()
      }
      // The list is sorted by name: paging through a large workgroup reads it in index order.
      await db.schema.createIndex('products_name').on('products').columns(['name', 'id']).execute()

      await idColumn(db.schema.createTable('product_search_terms'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('term', 'text', (c) => c.notNull())
        // The UFI without its dashes, so "E60030P1" and "e600 30p1" find E600-30P1-S00Y-5079; null on other rows.
        .addColumn('ufi', 'varchar(16)')
        .execute()
      await db.schema.createIndex('product_search_terms_product').on('product_search_terms').column('product_id').execute()
      if (dialect === 'postgres') await postgresTrigramIndexes(db)
      else await sqliteTrigramIndex(db)
      await refreshSearchTerms(db, undefined)
    },
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function postgresTrigramIndexes(db: Kysely<any>) {
  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may create it.
  await sql`select pg_advisory_xact_lock(${TRIGRAM_EXTENSION_LOCK})`.execute(db)
  await sql`create extension if not exists pg_trgm`.execute(db)
  // The extension lives in one schema of the database (whichever created it first): name its operator class there.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  const opclass = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`
  await sql`create index product_search_terms_term on product_search_terms using gin (term ${opclass})`.execute(db)
  await sql`create index product_search_terms_ufi on product_search_terms using gin (ufi ${opclass})`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function sqliteTrigramIndex(db: Kysely<any>) {
  // An external-content FTS5 table: the texts stay in product_search_terms, FTS5 keeps only the trigram index.
  await sql`create virtual table product_search using fts5(
    term, ufi, content='product_search_terms', content_rowid='id', tokenize='trigram')`.execute(db)
  await sql`create trigger product_search_insert after insert on product_search_terms begin
    insert into product_search (rowid, term, ufi) values (new.id, new.term, new.ufi);
  end`.execute(db)
  await sql`create trigger product_search_delete after delete on product_search_terms begin
    insert into product_search (product_search, rowid, term, ufi) values ('delete', old.id, old.term, old.ufi);
  end`.execute(db)
  await sql`create trigger product_search_update after update on product_search_terms begin
    insert into product_search (product_search, rowid, term, ufi) values ('delete', old.id, old.term, old.ufi);
    insert into product_search (rowid, term, ufi) values (new.id, new.term, new.ufi);
  end`.execute(db)
}
