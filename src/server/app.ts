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
import { digitalLabelRoutes } from './routes/digital-label.ts'
import { noIndex, robotsRoutes } from './routes/indexing.ts'
import { labelRoutes } from './routes/labels.ts'
import { productCodeRoutes } from './routes/product-code.ts'
import { pictogramRoutes, productRoutes } from './routes/products.ts'
import { sdsRoutes } from './routes/sds.ts'
import { documentPageContent } from './routes/document-page.ts'
import { createSdsService } from './documents/sds/service.ts'
import { createIpiService } from './documents/ipi/service.ts'
import { createTdsService } from './documents/tds/service.ts'
import { dossierHomePageContent } from './routes/dossier-home-page.ts'
import { ipiRoutes } from './routes/ipi.ts'
import { tdsRoutes } from './routes/tds.ts'
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
  // One service under both prefixes and for the SDS page's first answer, so all share one render cache.
  const sdsService = createSdsService(deps)
  const sds = sdsRoutes(deps, sdsService)
  app.route('/api/v1/sdsRender', sds)
  app.route('/api/sdsRender', sds)
  // The safety instructions live beside the SDS (sdsRender/ipi/…, the address existing clients call).
  // One service per document kind: its API and the document pages' first answers share its render cache.
  const ipiService = createIpiService(deps)
  const tdsService = createTdsService(deps)
  const ipi = ipiRoutes(deps, ipiService)
  app.route('/api/v1/sdsRender', ipi)
  app.route('/api/sdsRender', ipi)
  app.route('/api/v1', tdsRoutes(deps, tdsService))
  app.route('/api/v1', labelRoutes(deps))
  app.route('/', configRoutes(deps))
  app.route('/api', openApiRoutes(deps.appVersion))
  app.all('/api/*', (c) => problem(c, 404, 'No such API call'))

  app.get('/', (c) => c.redirect('/p/', 302))
  app.route('/', robotsRoutes())
  // Before the app shell: the digital label is the server's own page under /p/.
  app.route('/', digitalLabelRoutes(deps))
  // A navigation's first answer carries what the page shows first: a document page its document, the dossier home its hazard card.
  const documentPage = documentPageContent(
    { sds: sdsService, ipi: ipiService, tds: tdsService },
    (c) => deps.publicUrl ?? new URL(c.req.url).origin,
  )
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
