import { Hono, type Context } from 'hono'
import { SDS_RENDER_BASE } from '#shared/document-kinds'
import { docLanguageById } from '#shared/languages'
import { isPermalinkId } from '#shared/permalink'
import type { AppDeps } from '../deps.ts'
import { documentTexts, missingDocumentTexts } from '../phrases/document-texts.ts'
import { problem } from '../problem.ts'
import { renderNoVersionHtml } from '../render/sds/html.ts'
import { createSdsService, type SdsService } from '../documents/sds/service.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'
import { compareQuery, pdfQuery, sheetQuery } from '../openapi/parameters.ts'
import { busy, file, html, invalid, json, notFound } from '../openapi/document-calls.ts'
import { sdsSheetResponseSchema } from '#shared/api/sds-render'
import { languageSyntax, productOf, qrParam, validSdsLanguage, versionParam, type Query } from './document-checks.ts'
import { HTML, IMMUTABLE, queryOf, send } from './rendered.ts'
import type { ServerKind } from './server-kind.ts'

type QuerySchema = typeof sheetQuery | typeof compareQuery | typeof pdfQuery

/** Where sdsRender answers: the versioned API the app calls, and the unversioned address existing clients call. */
export const SDS_RENDER_MOUNTS = [SDS_RENDER_BASE, '/api/sdsRender'] as const

/** The SDS's part of the server, with the service the SDS page's first answer shares. */
export const sdsKind: ServerKind<'sds'> = {
  kind: 'sds',
  mountedAt: SDS_RENDER_MOUNTS,
  routes: (deps) => sdsRoutes(deps, deps.services.sds),
  calls: {
    'GET /view/:dashId/:lang': {
      access: 'public',
      operation: {
        summary: 'The safety data sheet as an HTML fragment',
        tag: 'Documents',
        query: sheetQuery,
        responses: { 200: html('the sheet'), 304: { description: 'not modified' }, 400: invalid, 404: notFound },
      },
    },
    'GET /compare/:dashId/:lang': {
      access: 'public',
      operation: {
        summary: 'The sheet with the changes since an older version marked, and the changed section numbers',
        tag: 'Documents',
        query: compareQuery,
        responses: { 200: json('the sheet and the changed sections', sdsSheetResponseSchema), 400: invalid, 404: notFound },
      },
    },
    'GET /sdsPdf/:dashId/:lang': {
      access: 'public',
      operation: { summary: 'The safety data sheet as PDF', tag: 'Documents', query: pdfQuery, responses: pdfAnswers() },
    },
    'GET /pdf/:id/:lang': {
      access: 'public',
      operation: { summary: 'The safety data sheet as PDF, by product id', tag: 'Documents', query: pdfQuery, responses: pdfAnswers() },
    },
  },
}

function pdfAnswers() {
  return {
    200: file('the sheet as PDF', 'application/pdf'),
    302: { description: 'to the current version’s address' },
    304: { description: 'not modified' },
    400: invalid,
    404: notFound,
    503: busy,
  }
}

/**
 * The sdsRender calls existing clients make: the sheet as HTML (`view`), a comparison of two versions
 * (`compare`), and the PDF (`sdsPdf`, and `pdf` with a paper format). Mounted under
 * /api/v1/sdsRender and /api/sdsRender. Rendered once per product state, version, language and
 * options; every answer has a strong ETag and If-None-Match gets 304. PDFs live at versioned,
 * immutable addresses: without `version` the answer is a redirect to the current version's one.
 */
export function sdsRoutes(deps: AppDeps, service: SdsService = createSdsService(deps)) {
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  /** The no-version marker, in the asked language when documents exist in it. */
  const noVersion = (lang: number) => {
    const code = docLanguageById(lang)!.code
    const texts = documentTexts(deps.library, missingDocumentTexts(deps.library, code).length === 0 ? code : 'en')
    return renderNoVersionHtml(texts('doc:noVersion'), code)
  }

  /**
   * Everything the three kinds share: product, language, QR option; undefined for a product without
   * versions. The query is parsed with the call's schema (the one its OpenAPI entry shows).
   */
  const common = async (c: Context, permalink: string | undefined, schema: QuerySchema) => {
    const found = await productOf(c, service.state, permalink)
    if (!found.ok) return found
    const lang = languageSyntax(c)
    if (!lang.ok) return lang
    const state = found.value
    const query = queryOf(c, schema) as Query
    if (state.versions.length === 0) {
      // Nothing to render, yet the query is still the call's: what its schema refuses answers 400 here too.
      for (const name of Object.keys(schema.shape)) {
        const checked = query(name)
        if (!checked.ok) return checked
      }
      return { ok: true as const, value: { state, lang: lang.value, qrUrl: null, empty: true, query } }
    }
    const valid = validSdsLanguage(c, state, lang.value)
    if (!valid.ok) return valid
    const qr = qrParam(query, () => service.qrUrl(state, publicUrl(c)))
    if (!qr.ok) return qr
    return { ok: true as const, value: { state, lang: lang.value, qrUrl: qr.value, empty: false, query } }
  }

  const pdf = async (c: Context, permalink: string | undefined) => {
    const base = await common(c, permalink, pdfQuery)
    if (!base.ok) return base.response
    const { state, lang, qrUrl, empty, query } = base.value
    if (empty) return problem(c, 404, 'No valid SDS version')
    const format = query('format')
    if (!format.ok) return format.response
    const version = versionParam(c, query, state, 'version', null)
    if (!version.ok) return version.response
    if (version.value === null) {
      // The current version's own address, which never changes: browsers and proxies may keep it.
      const url = new URL(c.req.url)
      url.searchParams.set('version', String(state.versions[0]!.id))
      return c.body(null, 302, { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-cache' })
    }
    const rendered = await service.pdf({ state, versionId: version.value, langId: lang, qrUrl })
    return send(c, rendered, {
      'Content-Type': 'application/pdf',
      'Cache-Control': IMMUTABLE,
      'Content-Disposition': contentDisposition('attachment', `${state.name}.pdf`),
    })
  }

  return (
    new Hono()
      .get('/view/:dashId/:lang', async (c) => {
        const base = await common(c, permalinkParam(c.req.param('dashId')), sheetQuery)
        if (!base.ok) return base.response
        const { state, lang, qrUrl, empty, query } = base.value
        if (empty) return c.body(noVersion(lang), 200, { 'Content-Type': HTML, 'Cache-Control': 'no-cache' })
        const version = versionParam(c, query, state, 'version', state.versions[0]!.id)
        if (!version.ok) return version.response
        const rendered = await service.view({ state, versionId: version.value!, langId: lang, qrUrl })
        return send(c, rendered, { 'Content-Type': HTML, 'Cache-Control': 'no-cache', 'Content-Language': docLanguageById(lang)!.code })
      })
      .get('/compare/:dashId/:lang', async (c) => {
        const base = await common(c, permalinkParam(c.req.param('dashId')), compareQuery)
        if (!base.ok) return base.response
        const { state, lang, qrUrl, empty, query } = base.value
        if (empty) return c.json({ html: noVersion(lang), sections: [] }, 200, { 'Cache-Control': 'no-cache' })
        const shown = versionParam(c, query, state, 'orig_version_id', state.versions[0]!.id)
        if (!shown.ok) return shown.response
        const older = versionParam(c, query, state, 'compare_version_id', null)
        if (!older.ok) return older.response
        const rendered = await service.compare({ state, versionId: shown.value!, olderId: older.value, langId: lang, qrUrl })
        return send(c, rendered, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
      })
      .get('/sdsPdf/:dashId/:lang', (c) => pdf(c, permalinkParam(c.req.param('dashId'))))
      // Existing clients call this one both as pdf/{id}/… and as pdf/-{id}/….
      .get('/pdf/:id/:lang', (c) => {
        const raw = c.req.param('id')
        return pdf(c, raw.startsWith('-') ? permalinkParam(raw) : isPermalinkId(raw) ? raw : undefined)
      })
  )
}
