import { Hono } from 'hono'
import type { AppDeps } from './deps.ts'
import { requestLimits } from './middleware/request-limits.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { trustedOrigin } from './middleware/trusted-origin.ts'
import { problem } from './problem.ts'
import { complianceRoutes } from './routes/compliance.ts'
import { importRoutes } from './routes/import.ts'
import { sdscomExportRoutes } from './routes/sdscom-export.ts'
import { configRoutes } from './routes/config.ts'
import { noIndex, robotsRoutes } from './routes/indexing.ts'
import { productCodeRoutes } from './routes/product-code.ts'
import { pictogramRoutes, productRoutes } from './routes/products.ts'
import { documentPageContent } from './routes/document-page.ts'
import { createDocumentServices } from './documents/services.ts'
import { dossierHomePageContent } from './routes/dossier-home-page.ts'
import { mountDocumentKinds } from './routes/server-kinds.ts'
import { mountStatic } from './static.ts'
import { editionOf, tellEdition } from './edition.ts'
import { manifestForEdition } from './edition-manifest.ts'
import { HTTPException } from 'hono/http-exception'
import { accountsApp } from './auth/accounts-app.ts'
import { healthRoutes } from './observability/health.ts'
import { inProcessRenderer } from './render/pool/jobs.ts'
import { RenderUnavailable, renderUnavailable } from './render/pool/unavailable.ts'
import { metrics as processMetrics } from './observability/metrics.ts'
import { requestLog } from './observability/request-log.ts'
import { openApiRoutes } from './openapi/routes.ts'

/** Builds the whole HTTP app; tests call app.request() on it without a port. */
export function createApp(appDeps: AppDeps) {
  const deps = { ...appDeps, renderer: appDeps.renderer ?? inProcessRenderer(appDeps.library) }
  const app = new Hono()
  const metrics = deps.metrics ?? processMetrics
  app.use(requestLog(deps.log, metrics))
  if (deps.origin) app.use(trustedOrigin(deps.origin))
  app.use(securityHeaders())
  app.use(noIndex)
  app.use(...requestLimits())
  app.route('/', healthRoutes({ db: deps.db, metrics, lifecycle: deps.lifecycle ?? { draining: false }, metricsToken: deps.metricsToken }))
  const accounts = accountsApp(deps)
  app.use('/api/*', accounts.middleware)
  app.route('/', accounts.routes)

  app.route('/api/v1/products', productRoutes({ ...deps, canOpenRestricted: deps.canOpenRestricted ?? accounts.canOpenRestricted }))
  app.route('/api/v1/products', productCodeRoutes(deps))
  app.route('/api/v1/products', complianceRoutes(deps))
  app.route('/api/v1/products', sdscomExportRoutes(deps))
  app.route('/api/v1', importRoutes(deps))
  app.route('/api/v1/pictograms', pictogramRoutes(deps))
  // One service per document: its API calls and the document pages' first answers share its render cache.
  const services = createDocumentServices(deps)
  // Every registered document kind's calls, and the digital label's page, before the app shell.
  mountDocumentKinds(app, { ...deps, services })
  app.route('/', configRoutes(deps))
  app.route('/api', openApiRoutes(deps.appVersion))
  app.all('/api/*', (c) => problem(c, 404, 'No such API call'))

  app.get('/', (c) => c.redirect('/p/', 302))
  app.route('/', robotsRoutes())
  // A navigation's first answer carries what the page shows first: a document page its document, the dossier home its hazard card.
  const documentPage = documentPageContent(services, (c) => deps.publicUrl ?? new URL(c.req.url).origin)
  const homePage = dossierHomePageContent(deps)
  if (deps.distDir)
    mountStatic(app, deps.distDir, {
      onShell: (c) => tellEdition(c, deps.editions),
      manifest: (c, built) => manifestForEdition(built, editionOf(c, deps.editions)),
      page: async (c, shell) => (await documentPage(c, shell)) ?? (await homePage(c, shell)),
    })

  app.notFound((c) => problem(c, 404, 'Not found'))
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    if (error instanceof RenderUnavailable) return renderUnavailable(c, error)
    deps.log.error('unhandled error', {
      requestId: c.get('requestId'),
      path: new URL(c.req.url).pathname,
      error: error.stack ?? String(error),
    })
    return problem(c, 500, 'Internal server error')
  })
  return app
}

export type App = ReturnType<typeof createApp>
