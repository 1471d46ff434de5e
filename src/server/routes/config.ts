import { Hono, type Context } from 'hono'
import { BRANDS, type BrandId } from '#shared/brands'
import { isInterfaceLanguage } from '#shared/languages'
import type { AppDeps } from '../deps.ts'
import { interfaceCatalogAnswer } from '../interface-catalogs.ts'
import { tellEdition } from '../edition.ts'
import { problem } from '../problem.ts'
import { send } from './rendered.ts'

const THEMES: Record<BrandId, { primary: string; primaryStrong: string; primarySoft: string }> = {
  chemicals: { primary: '#0b5d3b', primaryStrong: '#074329', primarySoft: '#e3f1ea' },
  coatings: { primary: '#1d4e89', primaryStrong: '#12345d', primarySoft: '#e6eef8' },
}

/** Startup and runtime configuration, translations and themes. A feature flag that is missing counts as enabled. */
export function configRoutes(deps: AppDeps) {
  const translations = (c: Context) => {
    const lang = (c.req.param('lang') ?? '').replace(/\.json$/, '')
    if (!isInterfaceLanguage(lang)) return problem(c, 404, 'No such interface language')
    return send(c, interfaceCatalogAnswer(lang), { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
  }
  return (
    new Hono()
      .get('/assets/app.config.json', (c) => {
        const brand = tellEdition(c, deps.editions)
        return c.json({
          data: { urlApi: '/api', apiVersion: 'v1' },
          globalization: { idLanguageApp: 1, idCultureApp: 'en' },
          brand: { id: brand, name: BRANDS[brand].name },
        })
      })
      // The client asks for the file of its build: config.json (production), development.json (vite
      // dev server) or tests.json (unit tests). One server holds one configuration, so all three
      // answer the same flags; a deployment that wants other flags runs with other settings.
      .get('/v2/assets/config/:file{(config|development|tests)\\.json}', (c) => {
        c.header('Cache-Control', 'no-cache')
        const edition = tellEdition(c, deps.editions)
        return c.json({
          appVersion: deps.appVersion,
          featureFlags: deps.featureFlags ?? {},
          edition,
          savedCopyWarnDays: deps.savedCopyWarnDays ?? 30,
        })
      })
      .get('/assets/themes/:file', (c) => {
        const name = c.req.param('file').replace(/\.json$/, '')
        // Own keys only: 'constructor' or '__proto__' are in every object, not themes.
        if (!Object.hasOwn(THEMES, name)) return problem(c, 404, 'No such theme')
        const id = name as BrandId
        return c.json({ name: id, brand: BRANDS[id].name, logo: `/p/${BRANDS[id].logo}`, colors: THEMES[id] })
      })
      .get('/i18n/:lang', translations)
      .get('/api/v1/tools/trans/:lang', translations)
  )
}
