import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { dialectOf } from '../db/client.ts'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'

/**
 * A number that moves whenever product data is written (catalogue_generation, one row). Readers
 * that keep product state in memory for a moment (the product states behind the detail answers and
 * the document renders) compare it to drop what a write made stale at once. It is moved inside the
 * writing transaction, so it never runs ahead of the data nor behind it. On PostgreSQL the move is
 * announced with NOTIFY, which PostgreSQL delivers at commit: every instance of a cluster learns of
 * an import through any of them within milliseconds (watchCatalogueGeneration).
 */
const CHANNEL = 'dossier_catalogue'

/** What this process knows of each database's generation: one entry per opened database (a test opens several). */
const known = new WeakMap<Kysely<Database>, number>()

export function catalogueGeneration(db: Kysely<Database>): number {
  return known.get(db) ?? 0
}

/** Generations only grow: a late answer never takes the number back. */
function learn(db: Kysely<Database>, generation: number): void {
  if (generation > (known.get(db) ?? 0)) known.set(db, generation)
}

/** Inside the transaction that wrote product data; answers the new generation. */
export async function bumpCatalogueGeneration(trx: Kysely<Database>): Promise<number> {
  const { generation } = await trx
    .updateTable('catalogue_generation')
    .set({ generation: sql<number>`generation + 1` })
    .where('id', '=', 1)
    .returning('generation')
    .executeTakeFirstOrThrow()
  // Held back by PostgreSQL until the commit, and dropped with a rollback.
  if (dialectOf(trx) === 'postgres') await sql`select pg_notify(${CHANNEL}, ${String(generation)})`.execute(trx)
  return generation
}

/** After the commit: this process forgets at once, without waiting for its own notification. */
export function catalogueCommitted(db: Kysely<Database>, generation: number): void {
  learn(db, generation)
}

/** For product data written outside a transaction of its own (one statement): moves the generation and tells this process. */
export async function catalogueChanged(db: Kysely<Database>): Promise<void> {
  learn(db, await bumpCatalogueGeneration(db))
}

async function readGeneration(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogue_generation').select('generation').where('id', '=', 1).executeTakeFirstOrThrow()
  return row.generation
}

export interface CatalogueWatchOptions {
  db: Kysely<Database>
  /** The same database's URL, for the one connection that listens (a pooled one would be handed back). */
  databaseUrl: string
  log: Logger
  /** How often the row is read while no connection listens, and how often a new one is tried. */
  pollMs?: number
  /** How often the row is read even while listening: a connection can die without telling. */
  listeningPollMs?: number
}

export interface CatalogueWatch {
  /** True while a connection listens for the notifications. */
  listening(): boolean
  stop(): Promise<void>
}

/**
 * Keeps this process's generation in step with the database's (PostgreSQL): LISTEN on a connection
 * of its own, the row read again on every notification (the payload is not trusted: other
 * deployments in other schemas of the same database notify on the same channel), and read every
 * `pollMs` while the connection is lost, until a new one listens. Resolves once the first attempt
 * to listen is over, with the generation read.
 */
export async function watchCatalogueGeneration({
  db,
  databaseUrl,
  log,
  pollMs = 1000,
  listeningPollMs = 30_000,
}: CatalogueWatchOptions): Promise<CatalogueWatch> {
  let stopped = false
  let client: pg.Client | undefined
  let lastRead = Date.now()
  let outage = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const refresh = async () => {
    lastRead = Date.now()
    try {
      learn(db, await readGeneration(db))
    } catch (error) {
      log.warn('catalogue generation not read', { error: String(error) })
    }
  }
  const drop = (c: pg.Client) => {
    if (client === c) client = undefined
    c.end().catch(() => undefined)
  }
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true })
    c.on('notification', (message) => {
      if (message.channel === CHANNEL) void refresh()
    })
    c.on('error', (error) => {
      log.warn('catalogue listener lost', { error: String(error) })
      drop(c)
    })
    c.on('end', () => drop(c))
    try {
      await c.connect()
      await c.query(`listen ${CHANNEL}`)
    } catch (error) {
      drop(c)
      if (!outage) log.warn('catalogue listener cannot listen; reading the generation every poll', { error: String(error) })
      outage = true
      return false
    }
    if (stopped) {
      drop(c)
      return false
    }
    client = c
    if (outage) log.info('catalogue listener listens again')
    outage = false
    return true
  }
  const tick = async () => {
    const connected = !client && (await connect())
    // A new connection reads once: whatever changed while nobody listened.
    if (connected || !client || Date.now() - lastRead >= listeningPollMs) await refresh()
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => void tick().finally(schedule), pollMs)
    timer.unref()
  }

  await tick()
  schedule()
  return {
    listening: () => client !== undefined,
    async stop() {
      stopped = true
      clearTimeout(timer)
      const c = client
      client = undefined
      await c?.end().catch(() => undefined)
    },
  }
}
