import type { Kysely } from 'kysely'

/**
 * The filled-in text of a hazard or precautionary statement per language (JSON, like the other
 * *_i18n columns): the phrase library holds templates with blanks and alternatives, the product
 * the text it prints. Statements stored before this migration get '{}' (no fill-in). Also the
 * details of a substance in section 3 (specific concentration limits, M-factors, acute toxicity
 * estimates, flags), read whole like the statement texts; '{}' for substances stored before.
 */
export function statementTextsMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('hazard_statements')
        .addColumn('text_i18n', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
      // The 3.2 details of a substance (SCLs, M-factors, ATEs, nanoform, SVHC/Annex XIV), JSON.
      await db.schema
        .alterTable('substances')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
      // Emergency numbers per market with their hours (dossier file emergencyPhones), JSON.
      await db.schema
        .alterTable('products')
        .addColumn('emergency_phones', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute()
      // The version a sheet replaces; null for a first edition or when the file does not say.
      await db.schema.alterTable('product_versions').addColumn('replaces', 'varchar(40)').execute()
    },
  }
}
