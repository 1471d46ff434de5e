import type { Kysely } from 'kysely'

/**
 * The nominal quantity of the package (dossier file packaging.nominalQuantity), which a label
 * prints by default (CLP Article 17(1)(b)). Products stored before this migration get '' (not
 * given): the label then prints the contents only when the label call names them.
 */
export function nominalQuantityMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('nominal_quantity', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  }
}
