import { Hono, type Context } from 'hono'
import { sanitizeFileName } from '#shared/file-names'
import { docLanguageById } from '#shared/languages'
import type { AppDeps } from '../deps.ts'
import { problem } from '../problem.ts'
import { permalinkUrl } from '../products/detail.ts'
import type { InstructionsFormat } from '../render/instructions/pdf.ts'
import { createInstructionsService, type InstructionsRequest, type InstructionsService } from '../documents/instructions/service.ts'
import { dateStamp } from '../render/common/file-name.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'
import { instructionsPdfQuery, sheetQuery } from '../openapi/parameters.ts'
import { busy, file, html, invalid, notFound } from '../openapi/document-calls.ts'
import { languageSyntax, productOf, qrParam, validSdsLanguage, versionParam, type Query } from './document-checks.ts'
import { HTML, IMMUTABLE, queryOf, send, type Check } from './rendered.ts'
import type { ServerKind } from './server-kind.ts'
import { SDS_RENDER_MOUNTS } from './sds.ts'

/**
 * The safety instructions (IPI), mounted beside the SDS under /api/v1/sdsRender and
 * /api/sdsRender:
 * - `GET ipi/-{id}/{lang}/P?qrCode=&version=` → the instructions as a `text/html` fragment
 * - `GET ipi/-{id}/{lang}/pdf?format=A4|A2&qrCode=&version=&timestamp=` → the PDF, A4 or an A2 poster,
 *   named `SI_{A4|A2}_MM_DD_YYYY HH_mm.pdf` (the name existing clients save it under) after `timestamp` (the client's local time,
 *   YYYY-MM-DDTHH:mm), else the server's UTC time.
 * `lang` must be a valid and created SDS language; `version` an SDS version id (the current one by
 * default); `qrCode` '1' (default) or '0'. Answers carry a strong ETag; If-None-Match gets 304.
 */
/** The safety instructions' part of the server: beside the SDS (sdsRender/ipi/…, the address existing clients call). */
export const instructionsKind: ServerKind<'instructions'> = {
  kind: 'instructions',
  mountedAt: SDS_RENDER_MOUNTS,
  routes: (deps) => instructionsRoutes(deps, deps.services.ipi),
  calls: {
    'GET /ipi/:dashId/:lang/P': {
      access: 'public',
      operation: {
        summary: 'The safety instructions as an HTML fragment',
        tag: 'Documents',
        query: sheetQuery,
        responses: { 200: html('the instructions'), 400: invalid, 404: notFound },
      },
    },
    'GET /ipi/:dashId/:lang/pdf': {
      access: 'public',
      operation: {
        summary: 'The safety instructions as PDF',
        tag: 'Documents',
        query: instructionsPdfQuery,
        responses: { 200: file('the instructions', 'application/pdf'), 400: invalid, 404: notFound, 503: busy },
      },
    },
  },
}

export function instructionsRoutes(deps: AppDeps, service: InstructionsService = createInstructionsService(deps)) {
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  const request = async (
    c: Context,
    schema: typeof sheetQuery | typeof instructionsPdfQuery,
  ): Promise<Check<InstructionsRequest & { explicitVersion: boolean }>> => {
    const found = await productOf(c, service.state, permalinkParam(c.req.param('dashId') ?? ''))
    if (!found.ok) return found
    const state = found.value
    if (!state.instructionsEnabled) {
      return { ok: false, response: problem(c, 404, 'No safety instructions', { detail: 'This product has no safety instructions.' }) }
    }
    if (state.versions.length === 0) return { ok: false, response: problem(c, 404, 'No valid SDS version') }
    const syntax = languageSyntax(c)
    if (!syntax.ok) return syntax
    const lang = validSdsLanguage(c, state, syntax.value)
    if (!lang.ok) return lang
    const query = queryOf(c, schema) as Query
    const version = versionParam(c, query, state, 'version', null)
    if (!version.ok) return version
    const qr = qrParam(query, () => permalinkUrl(publicUrl(c), state.permalink))
    if (!qr.ok) return qr
    const explicitVersion = version.value !== null
    const versionId = version.value ?? state.versions[0]!.id
    return { ok: true, value: { state, versionId, langId: lang.value, qrUrl: qr.value, explicitVersion } }
  }

  return new Hono()
    .get('/ipi/:dashId/:lang/P', async (c) => {
      const r = await request(c, sheetQuery)
      if (!r.ok) return r.response
      const rendered = await service.html(r.value)
      return send(c, rendered, {
        'Content-Type': HTML,
        'Cache-Control': 'no-cache',
        'Content-Language': docLanguageById(r.value.langId)!.code,
      })
    })
    .get('/ipi/:dashId/:lang/pdf', async (c) => {
      const r = await request(c, instructionsPdfQuery)
      if (!r.ok) return r.response
      const query = queryOf(c, instructionsPdfQuery)
      const formatParam = query('format')
      if (!formatParam.ok) return formatParam.response
      const format = (formatParam.value ?? 'A4').toUpperCase()
      const timestamp = query('timestamp')
      if (!timestamp.ok) return timestamp.response
      // The schema accepted it, so it has a stamp; without one the stamp is now.
      const stamp = dateStamp(timestamp.value)!
      const rendered = await service.pdf(r.value, format as InstructionsFormat)
      return send(c, rendered, {
        'Content-Type': 'application/pdf',
        // A version's address always gives the same document; the current one is revalidated.
        'Cache-Control': r.value.explicitVersion ? IMMUTABLE : 'no-cache',
        'Content-Disposition': contentDisposition('attachment', sanitizeFileName(`SI_${format}_${stamp}.pdf`)),
        'Content-Language': docLanguageById(r.value.langId)!.code,
      })
    })
}
