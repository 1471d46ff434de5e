import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { API_BASE } from '#shared/document-kinds'
import { LABEL_QUERY_NAMES, labelQuery, parseLabelParams, type LabelParams, type RawLabelQuery } from '#shared/label-params'
import type { AppDeps } from '../deps.ts'
import { labelDocxQuery, labelPdfQuery, labelPngQuery, niceLabelForm } from '../openapi/parameters.ts'
import { file, invalid as invalidAnswer, labelAnswers, notFound, unauthorized } from '../openapi/document-calls.ts'
import { requireUser } from '../auth/middleware.ts'
import { workgroupHasProduct } from '../auth/product-access.ts'
import { LABEL_PHRASE_FILES, phraseFilesFingerprint } from '../phrases/fingerprint.ts'
import { problem } from '../problem.ts'
import { permalinkUrl } from '../products/detail.ts'
import { labelCache, type Rendered } from '../render/label/rendered.ts'
import { dateStamp, labelFileName } from '../render/common/file-name.ts'
import { planSheet } from '../render/label/pdf.ts'
import { DEFAULT_PNG_DPI } from '../render/label/png.ts'
import { labelChoices, loadLabelProduct, permalinkOfProductId, type LabelProduct } from '../documents/label/source.ts'
import { labelStyle } from '../render/label/style.ts'
import { inProcessRenderer } from '../render/pool/jobs.ts'
import type { LabelJob } from '../documents/jobs/label-jobs.ts'
import { renderLabelPngInBands } from '../documents/jobs/label-png-bands.ts'
import type { RenderOutput } from '../render/pool/output.ts'
import { etagMatches } from '../http/etag.ts'
import { labelInput, refuse } from './label-answers.ts'
import { invalid } from './rendered.ts'
import { invalidFields, readFields } from './request-fields.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'
import type { ServerKind } from './server-kind.ts'

/**
 * The label calls:
 *   GET  /api/v1/productLabelRender/view/-{id}  PNG (lp=1; dpi 72-300, default 150)
 *   GET  /api/v1/productLabelRender/pdf/-{id}   PDF: one label page with lp=1, else labels tiled on A4
 *   GET  /api/v1/label/docx/-{id}               Word (labType 2: label content, 1: the label as a picture)
 *   POST /api/v1/label/nice_label               Excel for NiceLabel, signed-in users only
 * Each call parses its input with the schema its OpenAPI entry publishes (openapi/parameters.ts),
 * then the product's own choices; bad parameters answer 400 naming the parameter. PNG and PDF carry
 * a strong ETag of their inputs.
 */
const RENDER_VERSION = '1'

/** A corrected statement or pictogram changes every label's ETag. */
const LIBRARY_FINGERPRINT = phraseFilesFingerprint(LABEL_PHRASE_FILES)
const MIME = {
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

interface Prepared {
  product: LabelProduct
  params: LabelParams
  stamp: string
  /** The query as its schema accepted it. */
  query: Record<string, string | undefined>
}

/** The label's part of the server: its renders and exports, with their own cache. */
export const labelKind: ServerKind<'label'> = {
  kind: 'label',
  mountedAt: [API_BASE],
  routes: labelRoutes,
  calls: {
    'GET /productLabelRender/view/:dashId': {
      access: 'public',
      operation: { summary: 'The label as PNG', tag: 'Labels', query: labelPngQuery, responses: labelAnswers('the label', 'image/png') },
    },
    'GET /productLabelRender/pdf/:dashId': {
      access: 'public',
      operation: {
        summary: 'The label as PDF',
        tag: 'Labels',
        query: labelPdfQuery,
        responses: labelAnswers('the label', 'application/pdf'),
      },
    },
    'GET /label/docx/:dashId': {
      access: 'workgroup',
      operation: {
        summary: 'The label as a Word document',
        tag: 'Labels',
        signedIn: true,
        query: labelDocxQuery,
        responses: {
          ...labelAnswers('the label', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          401: unauthorized,
        },
      },
    },
    'POST /label/nice_label': {
      access: 'workgroup',
      operation: {
        summary: 'The label data for NiceLabel as an Excel workbook',
        tag: 'Labels',
        signedIn: true,
        form: niceLabelForm,
        responses: {
          200: file('the workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
          204: { description: 'no label language chosen is valid' },
          400: invalidAnswer,
          401: unauthorized,
          404: notFound,
        },
      },
    },
  },
}

export function labelRoutes(deps: AppDeps) {
  const cache = labelCache()
  const renderer = deps.renderer ?? inProcessRenderer(deps.library)
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  /** Product and parameters of a GET label call, or the answer that refuses it. */
  async function prepare(
    c: Context,
    schema: typeof labelPngQuery | typeof labelPdfQuery | typeof labelDocxQuery,
  ): Promise<Prepared | Response> {
    const id = permalinkParam(c.req.param('dashId') ?? '')
    const product = id ? await loadLabelProduct(deps.db, id) : undefined
    if (!product) return problem(c, 404, 'Product dossier not found')
    // A label is printed in the product's valid languages; a product without any has no label to draw.
    if (product.choices.validLangs.length === 0)
      return problem(c, 409, 'No label language', {
        detail: 'the product dossier has no valid safety data sheet language, and labels are printed in those languages',
      })
    const input = schema.safeParse(labelInput(c))
    if (!input.success) return invalidFields(c, input.error, 'Invalid parameter')
    const query: Record<string, string | undefined> = input.data
    const parsed = parseLabelParams(query, product.choices)
    if (!parsed.ok) return invalid(c, parsed.param, parsed.reason)
    // The schema accepted the timestamp, so it has a stamp (the server's time without one).
    return { product, params: parsed.params, stamp: dateStamp(query.timestamp)!, query }
  }

  /** What every label render job needs: the product, the parameters and the address of its QR code. */
  const jobOf = (c: Context, { product, params }: Pick<Prepared, 'product' | 'params'>): LabelJob => ({
    product,
    params,
    permalinkUrl: permalinkUrl(publicUrl(c), product.record.product.permalink),
  })
  /** The label cache keeps Buffers; a worker's answer is a Uint8Array over its own memory. */
  const asRendered = ({ body, overflow, ...rest }: RenderOutput): Rendered => ({
    ...rest,
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    overflow: overflow ?? false,
  })

  /** `sheet`: the labels tiled on A4, named apart from the single label (the sheet's count in the dimension part). */
  const fileName = ({ product, params, stamp }: Prepared, ext: string, sheet?: { labels: number }) =>
    labelFileName({
      product: product.record.product.name,
      dimension: product.choices.label_dim.find((d) => d.id === params.labelSizeId)?.text,
      sheet,
      contents: params.contents || product.record.product.nominal_quantity,
      stamp,
      ext,
    })

  /** A strong ETag of everything the bytes depend on. */
  const etagOf = (c: Context, p: Prepared, kind: string) => {
    const { product } = p
    const inputs = [
      RENDER_VERSION,
      LIBRARY_FINGERPRINT,
      kind,
      product.record.product.permalink,
      product.record.product.updated_at,
      product.snapshot.version.id,
      product.snapshot.version.content_hash,
      publicUrl(c),
      JSON.stringify(labelQuery(p.params)),
    ]
    return `"${createHash('sha256').update(inputs.join('\n')).digest('base64url').slice(0, 32)}"`
  }

  async function cachedAnswer(
    c: Context,
    p: Prepared,
    kind: string,
    ext: 'png' | 'pdf',
    render: () => Promise<Rendered>,
    sheet?: { labels: number },
  ) {
    const etag = etagOf(c, p, kind)
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'public, no-cache' }
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    const rendered = await cache.entry(etag, render)
    if (rendered.refusal) return refuse(c, rendered.refusal)
    return c.body(new Uint8Array(rendered.body), 200, {
      ...headers,
      'Content-Type': MIME[ext],
      'Content-Disposition': contentDisposition(ext === 'png' ? 'inline' : 'attachment', fileName(p, ext, sheet)),
      'X-Label-Overflow': rendered.overflow ? '1' : '0',
      ...(rendered.omitted?.length ? { 'X-Label-Omitted': rendered.omitted.join(', ') } : {}),
      ...(rendered.warnings?.length ? { 'X-Label-Warnings': encodeURIComponent(rendered.warnings.join('\n')) } : {}),
      ...(rendered.precautions !== undefined ? { 'X-Label-Precautions': String(rendered.precautions) } : {}),
      ...(rendered.summary ? { 'X-Label-Summary': encodeURIComponent(rendered.summary) } : {}),
    })
  }

  return (
    new Hono()
      .get('/productLabelRender/view/:dashId', async (c) => {
        const p = await prepare(c, labelPngQuery)
        if (p instanceof Response) return p
        // lp and dpi passed the schema: one label, 72 to 300 dpi.
        const dpi = p.query.dpi === undefined ? DEFAULT_PNG_DPI : Number(p.query.dpi)
        return cachedAnswer(c, p, `png:${dpi}`, 'png', async () =>
          asRendered(await renderLabelPngInBands(renderer, { ...jobOf(c, p), dpi })),
        )
      })
      .get('/productLabelRender/pdf/:dashId', async (c) => {
        const p = await prepare(c, labelPdfQuery)
        if (p instanceof Response) return p
        const mode = p.query.lp === '1' ? 'single' : 'sheet'
        const style = labelStyle(p.params, p.product.choices)
        const sheet = mode === 'sheet' ? { labels: planSheet(style.width, style.height).positions.length } : undefined
        return cachedAnswer(
          c,
          p,
          `pdf:${mode}`,
          'pdf',
          async () => asRendered(await renderer.run('labelPdf', { ...jobOf(c, p), mode })),
          sheet,
        )
      })
      // The Word label is an export for signed-in staff, like NiceLabel: of their workgroup's products only.
      .get('/label/docx/:dashId', requireUser, async (c) => {
        const p = await prepare(c, labelDocxQuery)
        if (p instanceof Response) return p
        if (!(await workgroupHasProduct(deps.db, c, p.product.record.product.id))) return problem(c, 404, 'Product dossier not found')
        const out = await renderer.run('labelDocx', { ...jobOf(c, p), labType: p.query.labType === '1' ? 1 : 2 })
        if (out.refusal) return refuse(c, out.refusal)
        return c.body(out.body as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': MIME.docx,
          'Content-Disposition': contentDisposition('attachment', fileName(p, 'docx')),
          'Cache-Control': 'no-store',
        })
      })
      .post('/label/nice_label', requireUser, async (c) => {
        // An unreadable body has no fields, so the schema refuses it for its missing product id.
        const form = niceLabelForm.safeParse(await readFields(c))
        if (!form.success) return invalidFields(c, form.error)
        const { synonym_id: synonymId, [LABEL_QUERY_NAMES.languageIds]: languages, timestamp, ...flags } = form.data
        if (!(await workgroupHasProduct(deps.db, c, Number(synonymId)))) return problem(c, 404, 'Product dossier not found')
        const permalink = await permalinkOfProductId(deps.db, Number(synonymId))
        const product = permalink ? await loadLabelProduct(deps.db, permalink) : undefined
        if (!product) return problem(c, 404, 'Product dossier not found')

        // No languages -> the default label language; else the languages given, filtered to valid ones.
        const given = [languages ?? []]
          .flat()
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean)
        const valid = product.choices.validLangs
        const languageIds = given.length === 0 ? valid.slice(0, 1) : [...new Set(given.map(Number))].filter((id) => valid.includes(id))
        // Nothing to export: the original client does nothing then; the answer says so without a file.
        if (languageIds.length === 0) return c.body(null, 204)

        // The form's flags keep their query names: they are read as a label query.
        const raw: RawLabelQuery = { ...flags, [LABEL_QUERY_NAMES.languageIds]: languageIds.join(',') }
        const parsed = parseLabelParams(raw, labelChoices(product.record))
        if (!parsed.ok) return invalid(c, parsed.param, parsed.reason)
        const out = await renderer.run('niceLabelXlsx', jobOf(c, { product, params: parsed.params }))
        if (out.refusal) return refuse(c, out.refusal)
        const { body } = out
        const stamp = dateStamp(timestamp)!
        return c.body(new Uint8Array(body), 200, {
          'Content-Type': MIME.xlsx,
          'Content-Disposition': contentDisposition(
            'attachment',
            labelFileName({ product: product.record.product.name, contents: 'NiceLabel', stamp, ext: 'xlsx' }),
          ),
          'Cache-Control': 'no-store',
        })
      })
  )
}
