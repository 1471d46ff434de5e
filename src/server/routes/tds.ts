import { Hono, type Context } from 'hono'
import { API_BASE } from '#shared/document-kinds'
import { docLanguageById } from '#shared/languages'
import { isPermalinkId } from '#shared/permalink'
import type { AppDeps } from '../deps.ts'
import { problem } from '../problem.ts'
import { createTdsService, type TdsRequest, type TdsService } from '../documents/tds/service.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'
import { tdsQuery } from '../openapi/parameters.ts'
import { json, invalid as invalidAnswer, notFound, tdsPdf } from '../openapi/document-calls.ts'
import { tdsResponseSchema } from '#shared/api/sds-render'
import { languageSyntax, productOf } from './document-checks.ts'
import { type Check, invalid, queryOf, send } from './rendered.ts'
import type { ServerKind } from './server-kind.ts'

/**
 * The TDS calls existing clients make, mounted under /api/v1:
 * - `GET p/tds/view/{lang}/-{id}?version=` → JSON `{ html }`
 * - `GET p/tds/pdf/{lang}/-{id}?version=` and `GET tds/pdf/{lang}/{id}?version=` → A4 PDF
 * The spec writes the PDF paths as `pdf/{id}/-{x}`: as in the view, the dash marks the permalink,
 * so the first segment is the document language id. `version` is a TDS version number of the product
 * (basic.tds_versions), the newest by default. Only when the product offers a TDS (tds_enabled and
 * its document flag), only in languages whose TDS is valid and created.
 */
const JSON_TYPE = 'application/json; charset=utf-8'

/** The TDS's part of the server, with the service the TDS page's first answer shares. */
export const tdsKind: ServerKind<'tds'> = {
  kind: 'tds',
  mountedAt: [API_BASE],
  routes: (deps) => tdsRoutes(deps, deps.services.tds),
  calls: {
    'GET /p/tds/view/:lang/:dashId': {
      access: 'public',
      operation: {
        summary: 'The technical data sheet as an HTML fragment in JSON',
        tag: 'Documents',
        query: tdsQuery,
        responses: {
          200: json('the sheet', tdsResponseSchema),
          304: { description: 'not modified' },
          400: invalidAnswer,
          404: notFound,
        },
      },
    },
    'GET /p/tds/pdf/:lang/:dashId': {
      access: 'public',
      operation: { summary: 'The technical data sheet as PDF', tag: 'Documents', query: tdsQuery, responses: tdsPdf },
    },
    'GET /tds/pdf/:lang/:id': {
      access: 'public',
      operation: { summary: 'The technical data sheet as PDF, by product id', tag: 'Documents', query: tdsQuery, responses: tdsPdf },
    },
  },
}

export function tdsRoutes(deps: AppDeps, service: TdsService = createTdsService(deps)) {
  const request = async (c: Context, permalink: string | undefined): Promise<Check<TdsRequest>> => {
    const found = await productOf(c, service.state, permalink)
    if (!found.ok) return found
    const state = found.value
    if (!state.tdsEnabled || state.tdsVersions.length === 0 || state.versions.length === 0) {
      return { ok: false, response: problem(c, 404, 'No technical data sheet', { detail: 'This product has no technical data sheet.' }) }
    }
    const syntax = languageSyntax(c)
    if (!syntax.ok) return syntax
    const lang = syntax.value
    if (!state.tdsLanguages.includes(lang)) {
      return {
        ok: false,
        response: invalid(c, 'lang', `not a valid TDS language of this product (valid: ${state.tdsLanguages.join(', ') || 'none'})`),
      }
    }
    // Any text passes the schema; whether it names one of the product's TDS versions is asked here.
    const parsed = queryOf(c, tdsQuery)('version')
    if (!parsed.ok) return parsed
    const version = parsed.value
    if (version !== undefined && version !== '' && !state.tdsVersions.includes(version)) {
      return {
        ok: false,
        response: invalid(c, 'version', `not a TDS version of this product (versions: ${state.tdsVersions.join(', ')})`),
      }
    }
    return { ok: true, value: { state, langId: lang, tdsVersion: version || state.tdsVersions[0]! } }
  }

  const pdf = async (c: Context, permalink: string | undefined) => {
    const r = await request(c, permalink)
    if (!r.ok) return r.response
    const rendered = await service.pdf(r.value)
    // Revalidated, not immutable: a TDS version number does not pin the product data behind it.
    return send(c, rendered, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-cache',
      'Content-Disposition': contentDisposition('attachment', `${r.value.state.name} - TDS.pdf`),
      'Content-Language': docLanguageById(r.value.langId)!.code,
    })
  }

  return new Hono()
    .get('/p/tds/view/:lang/:dashId', async (c) => {
      const r = await request(c, permalinkParam(c.req.param('dashId')))
      if (!r.ok) return r.response
      const rendered = await service.view(r.value)
      return send(c, rendered, {
        'Content-Type': JSON_TYPE,
        'Cache-Control': 'no-cache',
        'Content-Language': docLanguageById(r.value.langId)!.code,
      })
    })
    .get('/p/tds/pdf/:lang/:dashId', (c) => pdf(c, permalinkParam(c.req.param('dashId'))))
    .get('/tds/pdf/:lang/:id', (c) => {
      const raw = c.req.param('id')
      return pdf(c, raw.startsWith('-') ? permalinkParam(raw) : isPermalinkId(raw) ? raw : undefined)
    })
}
