import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import { addMember, assignProduct, countUsers, createUser, createWorkgroup, findWorkgroup } from '../repos/accounts.ts'

/** The demo sign-in (README § Demo catalogue): a member of the workgroup the demo's restricted files belong to. */
export const DEMO_USER = { username: 'demo', password: 'demo-dossier', email: 'demo@alpenchem.example', name: 'Dana Demo' }
/** A second demo sign-in in the coatings workgroup only: what another workgroup sees. */
export const DEMO_COATINGS_USER = { username: 'farbenwerk', password: 'demo-dossier', email: 'qa@farbenwerk.example', name: 'Felix Farbe' }
export const DEMO_WORKGROUPS = { main: 'Alpenchem QA', coatings: 'Farbenwerk' } as const

interface DemoProduct {
  permalink: string
  edition: string
}

function demoProducts(dir: string): DemoProduct[] {
  const byPermalink = new Map<string, DemoProduct>()
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json') || name.endsWith('.schema.json')) continue
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<DemoProduct>
    if (typeof file.permalink === 'string')
      byPermalink.set(file.permalink, { permalink: file.permalink, edition: String(file.edition ?? '') })
  }
  return [...byPermalink.values()]
}

/**
 * With the demo catalogue in a database that has no accounts yet: the demo users and workgroups,
 * every demo product in 'Alpenchem QA', the coatings products also in 'Farbenwerk'. A database with
 * accounts is never touched, so a real deployment never gets these passwords after its first user.
 */
export async function ensureDemoAccounts(db: Kysely<Database>, catalogueDir: string, log: Logger): Promise<void> {
  if ((await countUsers(db)) > 0) return
  const present = new Set((await db.selectFrom('products').select('permalink').execute()).map((r) => r.permalink))
  const products = demoProducts(catalogueDir).filter((p) => present.has(p.permalink))
  if (products.length === 0) return
  for (const name of Object.values(DEMO_WORKGROUPS)) if (!(await findWorkgroup(db, name))) await createWorkgroup(db, name)
  await createUser(db, DEMO_USER)
  await createUser(db, DEMO_COATINGS_USER)
  await addMember(db, DEMO_WORKGROUPS.main, DEMO_USER.username)
  await addMember(db, DEMO_WORKGROUPS.coatings, DEMO_COATINGS_USER.username)
  for (const p of products) {
    await assignProduct(db, p.permalink, DEMO_WORKGROUPS.main)
    if (p.edition === 'coatings') await assignProduct(db, p.permalink, DEMO_WORKGROUPS.coatings)
  }
  log.info('demo accounts created', {
    users: [DEMO_USER.username, DEMO_COATINGS_USER.username],
    workgroups: Object.values(DEMO_WORKGROUPS),
  })
}
