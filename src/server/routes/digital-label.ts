import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { documentKind } from '#shared/document-kinds'
import { LABEL_QUERY_NAMES, parseLabelParams } from '#shared/label-params'
import { docLanguageById, isInterfaceLanguage } from '#shared/languages'
import { isPermalinkId } from '#shared/permalink'
import type { AppDeps } from '../deps.ts'
import { documentTexts } from '../phrases/document-texts.ts'
import { LABEL_PHRASE_FILES, phraseFilesFingerprint } from '../phrases/fingerprint.ts'
import { problem } from '../problem.ts'
import { emergencyNumbersFor } from '../products/emergency-numbers.ts'
import { permalinkUrl } from '../products/detail.ts'
import { composeLabel } from '../documents/label/content.ts'
import { DIGITAL_LABEL_STYLE_HASH, renderDigitalLabelHtml } from '../render/label/digital-label.ts'
import { loadLabelProduct } from '../documents/label/source.ts'
import { RenderCache } from '../render/common/cache.ts'
import { escapeHtml } from '../render/common/html.ts'
import { HTML, idOf, send } from './rendered.ts'
import type { ServerKind } from './server-kind.ts'

/**
 * The digital label page (CLP Article 34b): GET /p/{permalink}/{interfaceLang}/dl/{docLangId}, a
 * dossier address like every other tab, answered by the server as complete HTML (no script, no
 * sign-in). The service worker leaves these addresses to the network (sw/app-shell.ts), so a QR
 * scan reaches this page and not the app shell.
 *
 * The page exists for the product's label languages (its valid SDS languages, as for the printed
 * label): an unknown or withdrawn product, a product whose label tab is off and a language the
 * product has no label in answer 404; a product without any label language 409, as the label calls do.
 */
const RENDER_VERSION = '1'
const TEXTS_FINGERPRINT = phraseFilesFingerprint([...LABEL_PHRASE_FILES, 'document-texts.json', 'document-texts/'])

/** The page's own stylesheet is allowed by its hash; everything else as strict as the app's policy. */
const CSP = [
  "default-src 'self'",
  "script-src 'none'",
  `style-src ${DIGITAL_LABEL_STYLE_HASH}`,
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** A refusal as a short HTML page for a browser (a scanned code opens it) and as a JSON problem otherwise. */
function refusal(c: Context, status: ContentfulStatusCode, title: string, detail: string): Response {
  if (!/text\/html/.test(c.req.header('accept') ?? '')) return problem(c, status, title, { detail })
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="/p/">Dossier</a></p></main></body></html>`
  return c.body(page, status, { 'Content-Type': HTML, 'Cache-Control': 'no-cache' })
}

/** Its page's address, with the kind's own address code (the app's links and the service worker use the same). */
const PAGE = `/p/:id/:il/${documentKind('digital-label').urlCode}/:lang` as const

/** The digital label's part of the server: its page, at a dossier address of its own. */
export const digitalLabelKind: ServerKind<'digital-label'> = {
  kind: 'digital-label',
  mountedAt: ['/'],
  routes: digitalLabelRoutes,
  // A page for browsers, not an API call: the API document leaves it out.
  calls: { [`GET ${PAGE}`]: { access: 'public' } },
}

export function digitalLabelRoutes(deps: AppDeps) {
  const cache = new RenderCache({ maxEntries: 500, maxBytes: 16 * 1024 * 1024 })
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  return new Hono().get(PAGE, async (c) => {
    const { id, il } = c.req.param()
    const product = isPermalinkId(id) ? await loadLabelProduct(deps.db, id) : undefined
    if (!product) return refusal(c, 404, 'Product dossier not found', 'No product has this address, or it has no label.')
    const valid = product.choices.validLangs
    if (valid.length === 0)
      return refusal(c, 409, 'No label language', 'The product has no valid safety data sheet language, and labels are printed in those.')
    const langId = idOf(c.req.param('lang'))
    const language = langId === undefined ? undefined : docLanguageById(langId)
    if (!language || !valid.includes(language.id) || !isInterfaceLanguage(il))
      return refusal(c, 404, 'No digital label here', `The label of this product is in the languages ${valid.join(', ')}.`)

    const { record, snapshot } = product
    const key = [
      RENDER_VERSION,
      TEXTS_FINGERPRINT,
      record.product.permalink,
      record.product.updated_at,
      snapshot.version.id,
      snapshot.version.content_hash,
      publicUrl(c),
      il,
      language.id,
    ].join('\n')
    const rendered = await cache.get(createHash('sha256').update(key).digest('base64url'), async () => {
      // The printed label's defaults in this one language: the same content the PNG and PDF draw.
      const only = String(language.id)
      const query = { [LABEL_QUERY_NAMES.languageIds]: only, [LABEL_QUERY_NAMES.referenceLanguageId]: only }
      const parsed = parseLabelParams(query, product.choices)
      if (!parsed.ok) throw new Error(`default label parameters refused: ${parsed.param} ${parsed.reason}`)
      const dossierUrl = permalinkUrl(publicUrl(c), record.product.permalink)
      const content = composeLabel({ record, snapshot, library: deps.library, permalinkUrl: dossierUrl }, parsed.params)
      // As the sheet does: a text the library lacks in this language is an error, never another language's text.
      if (content.untranslated.length > 0) throw new Error(`The phrase library has no text of ${content.untranslated.join(', ')}`)
      return renderDigitalLabelHtml({
        content,
        lang: language.code,
        texts: documentTexts(deps.library, language.code),
        emergency: emergencyNumbersFor(record.product.emergency_phones, language.code),
        dossierUrl: `/p/${encodeURIComponent(record.product.permalink)}/${il}/pd/${language.id}`,
      })
    })
    return send(c, rendered, {
      'Content-Type': HTML,
      'Cache-Control': 'no-cache',
      'Content-Language': language.code,
      'Content-Security-Policy': CSP,
    })
  })
}
