import type { Kysely } from 'kysely'

/**
 * The supplier's own telephone and the e-mail address of the person responsible for the safety
 * data sheet. A sheet's 1.3 and every label need the supplier's telephone, which is not the
 * emergency (poison centre) number of 1.4. Products stored before this migration get '' (unknown).
 */
export function supplierContactsMigration() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('supplier_phone', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema
        .alterTable('products')
        .addColumn('supplier_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  }
}
