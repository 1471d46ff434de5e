import type { Kysely } from 'kysely'
import type { MigrationContext } from '../migrate.ts'

export function productsMigration({ idColumn }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('products'))
        .addColumn('permalink', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('edition', 'varchar(20)', (c) => c.notNull())
        .addColumn('logo', 'text')
        .addColumn('regulation', 'varchar(40)', (c) => c.notNull())
        .addColumn('supplier_name', 'text', (c) => c.notNull())
        .addColumn('supplier_address', 'text', (c) => c.notNull())
        .addColumn('supplier_city', 'text', (c) => c.notNull())
        .addColumn('supplier_country', 'text', (c) => c.notNull())
        .addColumn('producer_name', 'text')
        .addColumn('producer_address', 'text')
        .addColumn('producer_city', 'text')
        .addColumn('producer_country', 'text')
        .addColumn('doc_sds', 'integer', (c) => c.notNull())
        .addColumn('doc_tds', 'integer', (c) => c.notNull())
        .addColumn('doc_lbl', 'integer', (c) => c.notNull())
        .addColumn('doc_ipi', 'integer', (c) => c.notNull())
        .addColumn('tds_enabled', 'integer', (c) => c.notNull())
        .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute()

      await idColumn(db.schema.createTable('product_versions'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('number', 'varchar(40)', (c) => c.notNull())
        .addColumn('revision_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addUniqueConstraint('product_versions_number', ['product_id', 'number'])
        .execute()

      await idColumn(db.schema.createTable('product_tds_versions'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('number', 'varchar(40)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('product_languages')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('lang_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('sds_valid', 'integer', (c) => c.notNull())
        .addColumn('sds_created', 'integer', (c) => c.notNull())
        .addColumn('tds_valid', 'integer', (c) => c.notNull())
        .addColumn('tds_created', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_languages_pk', ['product_id', 'lang_id'])
        .execute()
    },
  }
}
