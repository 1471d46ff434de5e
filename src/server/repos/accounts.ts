import type { Kysely } from 'kysely'
import { isBasicEmail } from '#shared/share'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword } from '../auth/passwords.ts'
import type { Database } from '../db/schema.ts'

/** A rule an account command broke, with a message for the person at the terminal. */
export class AccountError extends Error {}

const USERNAME = /^[a-z0-9][a-z0-9._@-]{1,63}$/

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase()
}

export interface NewUser {
  username: string
  password: string
  email: string
  name?: string
  locale?: string
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<number> {
  const username = normalizeUsername(input.username)
  if (!USERNAME.test(username))
    throw new AccountError(`username '${input.username}': 2-64 of a-z 0-9 . _ @ -, starting with a letter or digit`)
  if (!isBasicEmail(input.email)) throw new AccountError(`e-mail '${input.email}' is not an e-mail address`)
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    throw new AccountError(`the password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  }
  if (input.name !== undefined && (input.name.length > 100 || /[\u0000-\u001f\u007f]/.test(input.name))) {
    throw new AccountError('a display name is one line of at most 100 characters')
  }
  if (await findUserByUsername(db, username)) throw new AccountError(`user '${username}' exists already`)
  const row = await db
    .insertInto('users')
    .values({
      username,
      display_name: (input.name ?? username).trim() || username,
      email: input.email,
      password_hash: await hashPassword(input.password),
      locale: input.locale ?? 'en',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export function findUserByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>

export async function setSignInState(db: Kysely<Database>, userId: number, failedAttempts: number, lockedUntil: string | null) {
  await db.updateTable('users').set({ failed_attempts: failedAttempts, locked_until: lockedUntil }).where('id', '=', userId).execute()
}

export async function createWorkgroup(db: Kysely<Database>, name: string): Promise<number> {
  const clean = name.trim()
  if (clean === '' || clean.length > 100) throw new AccountError('a workgroup name has 1-100 characters')
  if (await findWorkgroup(db, clean)) throw new AccountError(`workgroup '${clean}' exists already`)
  const row = await db
    .insertInto('workgroups')
    .values({ name: clean, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export function findWorkgroup(db: Kysely<Database>, name: string) {
  return db.selectFrom('workgroups').selectAll().where('name', '=', name.trim()).executeTakeFirst()
}

/** Adds a user to a workgroup; being a member already is fine. */
export async function addMember(db: Kysely<Database>, workgroupName: string, username: string): Promise<void> {
  const [workgroup, user] = await Promise.all([findWorkgroup(db, workgroupName), findUserByUsername(db, username)])
  if (!workgroup) throw new AccountError(`no workgroup '${workgroupName}'`)
  if (!user) throw new AccountError(`no user '${username}'`)
  await db
    .insertInto('memberships')
    .values({ user_id: user.id, workgroup_id: workgroup.id })
    .onConflict((oc) => oc.columns(['user_id', 'workgroup_id']).doNothing())
    .execute()
}

/** Puts a product into a workgroup's list; assigning it twice is fine. */
export async function assignProduct(db: Kysely<Database>, permalink: string, workgroupName: string): Promise<void> {
  const [workgroup, product] = await Promise.all([
    findWorkgroup(db, workgroupName),
    db.selectFrom('products').select('id').where('permalink', '=', permalink).executeTakeFirst(),
  ])
  if (!workgroup) throw new AccountError(`no workgroup '${workgroupName}'`)
  if (!product) throw new AccountError(`no product '${permalink}'`)
  await db
    .insertInto('product_workgroups')
    .values({ product_id: product.id, workgroup_id: workgroup.id })
    .onConflict((oc) => oc.columns(['product_id', 'workgroup_id']).doNothing())
    .execute()
}

export interface Workgroup {
  id: number
  name: string
}

/** The user's workgroups by name: the first is the default selection. */
export function workgroupsOf(db: Kysely<Database>, userId: number): Promise<Workgroup[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('workgroups', 'workgroups.id', 'memberships.workgroup_id')
    .select(['workgroups.id', 'workgroups.name'])
    .where('memberships.user_id', '=', userId)
    .orderBy('workgroups.name')
    .orderBy('workgroups.id')
    .execute()
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
