import type { Kysely } from 'kysely'

/**
 * The list of changes of a version (dossier file version.changes: the sections each change touched
 * and its text per language), JSON like the other *_i18n columns and read whole by section 16 of
 * the sheet. Versions stored before get '[]' (no list given).
 */
export function versionChangesMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('product_versions')
        .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute()
    },
  }
}
