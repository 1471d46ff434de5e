import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The unsubscribe link of a revision notice works without signing in: it carries the address and
 * an HMAC of it under the server's secret, so nobody can unsubscribe an address they did not get a
 * notice for. What is kept of an unsubscribed address is its SHA-256 only: enough to recognise it
 * when the next notice would go out, not enough to list who asked.
 */
const PURPOSE = 'revision-notice-unsubscribe\n'

const normalised = (address: string) => address.trim().toLowerCase()
const mac = (secret: string, address: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + normalised(address))
    .digest()

export function unsubscribeToken(secret: string, address: string): string {
  return `${Buffer.from(normalised(address)).toString('base64url')}.${mac(secret, address).toString('base64url')}`
}

/** The address a token was made for, or undefined for a token that was not made with this secret. */
export function addressOfToken(secret: string, token: string): string | undefined {
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length > 0) return undefined
  const address = Buffer.from(encoded, 'base64url').toString('utf8')
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(secret, address)
  return given.length === expected.length && timingSafeEqual(given, expected) ? normalised(address) : undefined
}

export const addressHash = (address: string) => createHash('sha256').update(normalised(address)).digest('hex')

export async function unsubscribe(db: Kysely<Database>, address: string, now = new Date()): Promise<void> {
  await db
    .insertInto('notice_unsubscribes')
    .values({ address_hash: addressHash(address), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('address_hash').doNothing())
    .execute()
}

/** The addresses of the list that asked for no more notices. */
export async function unsubscribedAmong(db: Kysely<Database>, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set()
  const byHash = new Map(addresses.map((a) => [addressHash(a), a]))
  const rows = await db
    .selectFrom('notice_unsubscribes')
    .select('address_hash')
    .where('address_hash', 'in', [...byHash.keys()])
    .execute()
  return new Set(rows.map((r) => byHash.get(r.address_hash)!))
}
