import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { labelQuery, parseLabelParams, type LabelParams, type RawLabelQuery } from '../../shared/label-params.ts'
import type { AppDeps } from '../deps.ts'
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
import type { RenderOutput } from '../render/pool/output.ts'
import { etagMatches } from '../http/etag.ts'
import { rawQuery, refuse } from './label-answers.ts'
import { invalid } from './rendered.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'

/**
 * The label calls:
 *   GET  /api/v1/productLabelRender/view/-{id}  PNG (lp=1; dpi 72-300, default 150)
 *   GET  /api/v1/productLabelRender/pdf/-{id}   PDF: one label page with lp=1, else labels tiled on A4
 *   GET  /api/v1/label/docx/-{id}               Word (labType 2: label content, 1: the label as a picture)
 *   POST /api/v1/label/nice_label               Excel for NiceLabel, signed-in users only
 * Bad parameters answer 400 naming the parameter; PNG and PDF carry a strong ETag of their inputs.
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
  query: RawLabelQuery
}

export function labelRoutes(deps: AppDeps) {
  const cache = labelCache()
  const renderer = deps.renderer ?? inProcessRenderer(deps.library)
  const publicUrl = (c: Context) => deps.publicUrl ?? new URL(c.req.url).origin

  /** Product and parameters of a GET label call, or the answer that refuses it. */
  async function prepare(c: Context): Promise<Prepared | Response> {
    const id = permalinkParam(c.req.param('dashId') ?? '')
    const product = id ? await loadLabelProduct(deps.db, id) : undefined
    if (!product) return problem(c, 404, 'Product dossier not found')
    // A label is printed in the product's valid languages; a product without any has no label to draw.
    if (product.choices.validLangs.length === 0)
      return problem(c, 409, 'No label language', {
        detail: 'the product dossier has no valid safety data sheet language, and labels are printed in those languages',
      })
    const query = rawQuery(c)
    const parsed = parseLabelParams(query, product.choices)
    if (!parsed.ok) return invalid(c, parsed.param, parsed.reason)
    const timestamp = typeof query.timestamp === 'string' ? query.timestamp : undefined
    const stamp = dateStamp(timestamp)
    if (!stamp) return invalid(c, 'timestamp', 'expected local time as YYYY-MM-DDTHH:mm or milliseconds since 1970')
    return { product, params: parsed.params, stamp, query }
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
      dimension: product.choices.label_dim.find((d) => d.id === params.dim)?.text,
      sheet,
      contents: params.vseb || product.record.product.nominal_quantity,
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
        const p = await prepare(c)
        if (p instanceof Response) return p
        const lp = p.query.lp
        if (lp !== undefined && lp !== '1') return invalid(c, 'lp', "expected '1' (the view shows one label)")
        const dpiText = typeof p.query.dpi === 'string' ? p.query.dpi : undefined
        const dpi = dpiText === undefined ? DEFAULT_PNG_DPI : /^\d{2,3}$/.test(dpiText) ? Number(dpiText) : NaN
        if (!(dpi >= 72 && dpi <= 300)) return invalid(c, 'dpi', 'expected 72 to 300')
        return cachedAnswer(c, p, `png:${dpi}`, 'png', async () => asRendered(await renderer.run('labelPng', { ...jobOf(c, p), dpi })))
      })
      .get('/productLabelRender/pdf/:dashId', async (c) => {
        const p = await prepare(c)
        if (p instanceof Response) return p
        const lp = p.query.lp
        if (lp !== undefined && lp !== '1' && lp !== '0' && lp !== '')
          return invalid(c, 'lp', "expected '1' (single label) or nothing (multiple labels)")
        const mode = lp === '1' ? 'single' : 'sheet'
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
        const p = await prepare(c)
        if (p instanceof Response) return p
        if (!(await workgroupHasProduct(deps.db, c, p.product.record.product.id))) return problem(c, 404, 'Product dossier not found')
        const labType = p.query.labType
        if (labType !== undefined && labType !== '1' && labType !== '2')
          return invalid(c, 'labType', "expected '1' (the label as a picture) or '2' (label content)")
        const out = await renderer.run('labelDocx', { ...jobOf(c, p), labType: labType === '1' ? 1 : 2 })
        if (out.refusal) return refuse(c, out.refusal)
        return c.body(out.body as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': MIME.docx,
          'Content-Disposition': contentDisposition('attachment', fileName(p, 'docx')),
          'Cache-Control': 'no-store',
        })
      })
      .post('/label/nice_label', requireUser, async (c) => {
        const form = await c.req.parseBody({ all: true }).catch(() => undefined)
        if (!form) return problem(c, 400, 'Invalid request', { detail: 'the body is not a readable form' })
        const text = (v: unknown): string | undefined =>
          typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined
        const synonymId = text(form.synonym_id)
        if (!synonymId || !/^\d{1,9}$/.test(synonymId)) return invalid(c, 'synonym_id', 'expected a product id')
        if (!(await workgroupHasProduct(deps.db, c, Number(synonymId)))) return problem(c, 404, 'Product dossier not found')
        const permalink = await permalinkOfProductId(deps.db, Number(synonymId))
        const product = permalink ? await loadLabelProduct(deps.db, permalink) : undefined
        if (!product) return problem(c, 404, 'Product dossier not found')

        // No xlang -> the default label language; else xlang filtered to valid languages.
        const given = [form.xlang, form['xlang[]']]
          .flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
          .filter((v): v is string => typeof v === 'string')
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean)
        const valid = product.choices.validLangs
        const xlang =
          given.length === 0
            ? valid.slice(0, 1)
            : [...new Set(given.filter((v) => /^\d+$/.test(v)).map(Number))].filter((id) => valid.includes(id))
        // Nothing to export: the original client does nothing then; the answer says so without a file.
        if (xlang.length === 0) return c.body(null, 204)

        const raw: RawLabelQuery = { xlang: xlang.join(',') }
        for (const flag of ['opisOFF', 'stavkiOFF', 'vlstorageON', 'vlusageON'] as const) raw[flag] = text(form[flag])
        const parsed = parseLabelParams(raw, labelChoices(product.record))
        if (!parsed.ok) return invalid(c, parsed.param, parsed.reason)
        const { body } = await renderer.run('niceLabelXlsx', jobOf(c, { product, params: parsed.params }))
        const stamp = dateStamp(text(form.timestamp)) ?? dateStamp(undefined)!
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
