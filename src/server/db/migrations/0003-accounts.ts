import type { Kysely } from 'kysely'
import type { MigrationContext } from '../migrate.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
const cascade = (table: string) => (c: any) => c.notNull().references(`${table}.id`).onDelete('cascade')

/** Accounts: users, workgroups, memberships, products per workgroup, refresh tokens (stored hashed). */
export function accountsMigration({ idColumn }: MigrationContext) {
  return {
    async up(db: Kysely<any>) {
      await idColumn(db.schema.createTable('users'))
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute()

      await idColumn(db.schema.createTable('workgroups'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('memberships')
        .addColumn('user_id', 'integer', cascade('users'))
        .addColumn('workgroup_id', 'integer', cascade('workgroups'))
        .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'workgroup_id'])
        .execute()

      await db.schema
        .createTable('product_workgroups')
        .addColumn('product_id', 'integer', cascade('products'))
        .addColumn('workgroup_id', 'integer', cascade('workgroups'))
        .addPrimaryKeyConstraint('product_workgroups_pk', ['product_id', 'workgroup_id'])
        .execute()
      await db.schema.createIndex('product_workgroups_workgroup').on('product_workgroups').column('workgroup_id').execute()

      await idColumn(db.schema.createTable('refresh_tokens'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('family_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', cascade('users'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('family_expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .addColumn('revoked_at', 'varchar(30)')
        .execute()
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute()
      await db.schema.createIndex('refresh_tokens_family_expiry').on('refresh_tokens').column('family_expires_at').execute()
    },
  }
}
