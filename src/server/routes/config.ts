import { Hono } from 'hono'
import type { AppDeps } from '../app.ts'

/** Startup and runtime configuration (spec § 3). A feature flag that is missing counts as enabled. */
export function configRoutes(deps: AppDeps) {
  return new Hono()
    .get('/assets/app.config.json', (c) =>
      c.json({
        data: { urlApi: '/api', apiVersion: 'v1' },
        globalization: { idLanguageApp: 1, idCultureApp: 'en' },
      }),
    )
    .get('/v2/assets/config/config.json', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.json({ appVersion: deps.appVersion, featureFlags: {} })
    })
}
