import type { Kysely } from 'kysely'

/**
 * The filled-in text of a hazard or precautionary statement per language (JSON, like the other
 * *_i18n columns): the phrase library holds templates with blanks and alternatives, the product
 * the text it prints. Statements stored before this migration get '{}' (no fill-in).
 */
export function statementTextsMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('hazard_statements')
        .addColumn('text_i18n', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute()
    },
  }
}
