import { Hono, type Context } from 'hono'
import { sanitizeFileName } from '../../shared/file-names.ts'
import { docLanguageById } from '../../shared/languages.ts'
import type { AppDeps } from '../deps.ts'
import { problem } from '../problem.ts'
import { permalinkUrl } from '../products/detail.ts'
import type { IpiFormat } from '../render/ipi/pdf.ts'
import { createIpiService, type IpiRequest, type IpiService } from '../documents/ipi/service.ts'
import { dateStamp } from '../render/common/file-name.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'
import { ipiPdfQuery, sheetQuery } from '../openapi/parameters.ts'
import { HTML, IMMUTABLE, idOf, invalid, queryOf, send, type Check } from './rendered.ts'

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
export function ipiRoutes(deps: AppDeps, service: IpiService = createIpiService(deps)) {
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  const request = async (
    c: Context,
    schema: typeof sheetQuery | typeof ipiPdfQuery,
  ): Promise<Check<IpiRequest & { explicitVersion: boolean }>> => {
    const permalink = permalinkParam(c.req.param('dashId') ?? '')
    const state = permalink ? await service.state(permalink) : undefined
    if (!state) return { ok: false, response: problem(c, 404, 'Product dossier not found') }
    if (!state.ipiEnabled) {
      return { ok: false, response: problem(c, 404, 'No safety instructions', { detail: 'This product has no safety instructions.' }) }
    }
    if (state.versions.length === 0) return { ok: false, response: problem(c, 404, 'No valid SDS version') }
    const lang = idOf(c.req.param('lang') ?? '')
    if (lang === undefined || !docLanguageById(lang)) return { ok: false, response: invalid(c, 'lang', 'not a document language id') }
    if (!state.sdsLanguages.includes(lang)) {
      return {
        ok: false,
        response: invalid(c, 'lang', `not a valid SDS language of this product (valid: ${state.sdsLanguages.join(', ') || 'none'})`),
      }
    }
    const query = queryOf(c, schema)
    const rawVersion = query('version')
    if (!rawVersion.ok) return rawVersion
    const explicitVersion = rawVersion.value !== undefined && rawVersion.value !== ''
    const versionId = explicitVersion ? idOf(rawVersion.value!) : state.versions[0]!.id
    if (versionId === undefined || !state.versions.some((v) => v.id === versionId)) {
      return { ok: false, response: invalid(c, 'version', 'not a version of this product') }
    }
    const qrCode = query('qrCode')
    if (!qrCode.ok) return qrCode
    const qr = qrCode.value ?? '1'
    const qrUrl = qr === '1' ? permalinkUrl(publicUrl(c), state.permalink) : null
    return { ok: true, value: { state, versionId, langId: lang, qrUrl, explicitVersion } }
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
      const r = await request(c, ipiPdfQuery)
      if (!r.ok) return r.response
      const query = queryOf(c, ipiPdfQuery)
      const formatParam = query('format')
      if (!formatParam.ok) return formatParam.response
      const format = (formatParam.value ?? 'A4').toUpperCase()
      const timestamp = query('timestamp')
      if (!timestamp.ok) return timestamp.response
      // The schema accepted it, so it has a stamp; without one the stamp is now.
      const stamp = dateStamp(timestamp.value)!
      const rendered = await service.pdf(r.value, format as IpiFormat)
      return send(c, rendered, {
        'Content-Type': 'application/pdf',
        // A version's address always gives the same document; the current one is revalidated.
        'Cache-Control': r.value.explicitVersion ? IMMUTABLE : 'no-cache',
        'Content-Disposition': contentDisposition('attachment', sanitizeFileName(`SI_${format}_${stamp}.pdf`)),
        'Content-Language': docLanguageById(r.value.langId)!.code,
      })
    })
}
