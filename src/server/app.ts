import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema.ts'
import type { Logger } from './log.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { problem } from './problem.ts'
import { configRoutes } from './routes/config.ts'
import { pictogramRoutes, productRoutes } from './routes/products.ts'
import type { PhraseLibrary } from './phrases/library.ts'
import type { Context } from 'hono'
import { mountStatic } from './static.ts'

export interface AppDeps {
  db: Kysely<Database>
  log: Logger
  appVersion: string
  /** Base of the addresses in QR codes and e-mails; the request's own origin when unset. */
  publicUrl?: string
  /** The built PWA; the API runs alone without it (tests). */
  distDir?: string
  library: PhraseLibrary
  /** Runtime feature flags (FEATURE_FLAGS); a flag that is missing counts as enabled. */
  featureFlags?: Record<string, boolean>
  /** Whether the caller may open a file restricted to a workgroup; nobody can until sign-in exists. */
  canOpenRestricted?: (c: Context, workgroup: string) => boolean
}

/** Builds the whole HTTP app; tests call app.request() on it without a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono()
  app.use(securityHeaders())
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    deps.log.debug('request', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })

  app.route('/api/v1/products', productRoutes(deps))
  app.route('/api/v1/pictograms', pictogramRoutes(deps))
  app.route('/', configRoutes(deps))
  app.all('/api/*', (c) => problem(c, 404, 'No such API call'))

  app.get('/', (c) => c.redirect('/p/', 302))
  if (deps.distDir) mountStatic(app, deps.distDir)

  app.notFound((c) => problem(c, 404, 'Not found'))
  app.onError((error, c) => {
    deps.log.error('unhandled error', { path: new URL(c.req.url).pathname, error: error.stack ?? String(error) })
    return problem(c, 500, 'Internal server error')
  })
  return app
}

export type App = ReturnType<typeof createApp>
