import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { openDb } from './db/client.ts'
import { migrateToLatest } from './db/migrate.ts'
import { editionRules, type Env } from './env.ts'
import { importDossierPath } from './import/dossier-import.ts'
import { createLogger, type Logger } from './log.ts'
import { countProducts } from './repos/products.ts'
import { watchCatalogueGeneration, type CatalogueWatch } from './repos/catalogue-generation.ts'
import { ensurePhraseLibrary, readPhraseLibrary } from './phrases/library.ts'
import { dirname, join } from 'node:path'
import { ensureDemoAccounts } from './auth/demo-accounts.ts'
import { loadOrCreateSecret } from './auth/tokens.ts'
import { createMailer } from './mail/transport.ts'
import { startMailWorker } from './notices/mail-worker.ts'
import { defaultAllowedHosts } from './middleware/trusted-origin.ts'
import { metrics } from './observability/metrics.ts'
import { inProcessRenderer, type Renderer } from './render/pool/jobs.ts'
import { RenderPool } from './render/pool/pool.ts'
import { appVersion } from './version.ts'

export const DEMO_CATALOGUE_DIR = fileURLToPath(new URL('./demo', import.meta.url))
const APP_VERSION = appVersion()

export function dbConfig(env: Env) {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: env.SQLITE_FILE }
}

async function loadDemoIfEmpty(db: ReturnType<typeof openDb>, log: Logger) {
  if ((await countProducts(db.kysely)) === 0) {
    const report = await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
    if (!report.ok) throw new Error(`The demo catalogue does not import: ${JSON.stringify(report.errors)}`)
    log.info('demo catalogue loaded', { products: report.results.length })
  }
  // Demo sign-ins only in a database without accounts that holds the demo products (README § Demo catalogue).
  await ensureDemoAccounts(db.kysely, DEMO_CATALOGUE_DIR, log)
}

/** AUTH_SECRET, else a secret kept beside the SQLite file (./data by default). */
export function authSecret(env: Env): string {
  return env.AUTH_SECRET ?? loadOrCreateSecret(join(env.DATABASE_URL ? 'data' : dirname(env.SQLITE_FILE), 'auth-secret'))
}

export interface RunningServer {
  port: number
  close(): Promise<void>
}

/** Migrates, loads the demo catalogue into an empty database, and serves the PWA and the API. */
export async function startServer(env: Env): Promise<RunningServer> {
  const log = createLogger(env.LOG_LEVEL)
  const db = openDb(dbConfig(env))
  const lifecycle = { draining: false }
  let server: ReturnType<typeof serve>
  let renderer: Renderer | undefined
  let mailWorker: ReturnType<typeof startMailWorker> | undefined
  let catalogueWatch: CatalogueWatch | undefined
  try {
    await migrateToLatest(db.kysely, db.dialect)
    // Instances behind one PostgreSQL hear of each other's imports; SQLite has one process, which knows its own.
    if (env.DATABASE_URL) catalogueWatch = await watchCatalogueGeneration({ db: db.kysely, databaseUrl: env.DATABASE_URL, log })
    await ensurePhraseLibrary(db.kysely)
    if (env.DEMO_CATALOGUE === 'on') await loadDemoIfEmpty(db, log)
    const library = await readPhraseLibrary(db.kysely)
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.OUTBOX_DIR, from: env.MAIL_FROM, log })
    log.info('e-mail', { to: mailer.describe })
    // Revision notices wait in the database until sent; the share log loses rows past 13 months.
    mailWorker = startMailWorker({ db: db.kysely, mailer, log, deliverEveryMs: env.MAIL_QUEUE_INTERVAL_MS })
    const accounts = { secret: authSecret(env), mailer }
    if (db.pool) metrics.watchPool(db.pool)
    renderer =
      env.RENDER_WORKERS === 0
        ? inProcessRenderer(library)
        : new RenderPool({
            size: env.RENDER_WORKERS,
            queueLimit: env.RENDER_QUEUE,
            timeoutMs: env.RENDER_TIMEOUT_MS,
            memoryMb: env.RENDER_MEMORY_MB,
          })
    const app = createApp({
      db: db.kysely,
      log,
      appVersion: APP_VERSION,
      publicUrl: env.PUBLIC_URL,
      distDir: env.DIST_DIR,
      library,
      featureFlags: env.FEATURE_FLAGS,
      savedCopyWarnDays: env.SAVED_COPY_WARN_DAYS,
      accounts,
      lifecycle,
      metrics,
      metricsToken: env.METRICS_TOKEN,
      editions: editionRules(env),
      origin: { allowedHosts: env.ALLOWED_HOSTS ?? defaultAllowedHosts(env.PUBLIC_URL), trustProxy: env.TRUST_PROXY === 'on' },
      renderer,
    })
    // A listen error (port taken, no permission) rejects here instead of escaping as an uncaught exception.
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
        s.off('error', reject)
        resolve(s)
      })
      s.once('error', reject)
    })
  } catch (error) {
    await catalogueWatch?.stop()
    await mailWorker?.stop()
    await renderer?.close()
    await db.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port
  log.info('listening', { url: `http://localhost:${port}/p/`, database: db.dialect, version: APP_VERSION, node: process.version })

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      log.info('shutting down', { drainMs: env.SHUTDOWN_DRAIN_MS })
      // Readiness fails first, so a balancer that polls it stops sending new requests; after the
      // drain time the server stops accepting, lets requests in flight finish, then releases the database.
      lifecycle.draining = true
      setTimeout(() => {
        server.close(
          () =>
            void Promise.all([mailWorker!.stop(), catalogueWatch?.stop()]).then(() =>
              Promise.all([db.close(), renderer!.close()]).then(() => resolve()),
            ),
        )
        // Idle keep-alive connections would hold close() open; busy ones get 5 s to finish.
        ;(server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.()
        setTimeout(() => (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(), 5000).unref()
      }, env.SHUTDOWN_DRAIN_MS)
    }))
  return { port, close }
}
