import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps } from '../deps.ts'
import { problem } from '../problem.ts'
import { detailLanguage, toProductDetail } from '../products/detail.ts'
import { RenderCache } from '../render/common/cache.ts'
import { productStates } from '../documents/product-state.ts'
import { findAttachment, findProduct, findVersionSummary } from '../repos/products.ts'
import { attachmentQuery, detailQuery } from '../openapi/parameters.ts'
import { send } from './rendered.ts'
import { invalidFields } from './request-fields.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'

export { contentDisposition, permalinkParam } from './route-helpers.ts'

/** Ids are 32-bit integers (serial in PostgreSQL). */
const MAX_ID = 2 ** 31 - 1

/** A request that ends in a problem answer instead of a body to keep; never cached. */
class Answered extends Error {
  readonly response: Response

  constructor(response: Response) {
    super('answered')
    this.response = response
  }
}

export function productRoutes(deps: AppDeps) {
  const load = async (raw: string) => {
    const id = permalinkParam(raw)
    // Unknown, malformed and withdrawn ids all get the same answer: nothing to tell them apart.
    return id ? findProduct(deps.db, id) : undefined
  }
  // Every page asks for the detail, so it is built once per product state and kept as bytes with
  // its ETag (and, on first use, its compressed forms); a 304 is decided before anything is built.
  const states = productStates(deps.db)
  const details = new RenderCache({ maxEntries: 2000, maxBytes: 32 * 1024 * 1024 })

  /**
   * The workgroups among `restricted` whose files the caller may see. An expired token sees what a
   * visitor sees instead of a 401: the detail is a public page and must open with a stale cookie.
   */
  const visibleWorkgroups = (c: Context, restricted: string[]) =>
    restricted.filter((workgroup) => {
      try {
        return deps.canOpenRestricted?.(c, workgroup) ?? false
      } catch (error) {
        if (error instanceof HTTPException) return false
        throw error
      }
    })

  return new Hono()
    .get('/:dashId/detail', async (c) => {
      const id = permalinkParam(c.req.param('dashId'))
      const state = id ? await states(id) : undefined
      if (!id || !state) return problem(c, 404, 'Product dossier not found')
      // Parsed with the schema the OpenAPI document publishes for this call.
      const query = detailQuery.safeParse({ lang: c.req.query('lang'), version: c.req.query('version') })
      if (!query.success) return invalidFields(c, query.error, 'Invalid parameter')
      const { lang: langParam, version: versionParam } = query.data
      const publicUrl = deps.publicUrl ?? new URL(c.req.url).origin
      const visible = visibleWorkgroups(c, state.restrictedWorkgroups)
      // Everything the answer depends on: the product-wide data moves updatedAt, a version's content its
      // hash; the viewer's workgroups among those the product's files are restricted to (a stranger's
      // answer is the same for everyone, so it never holds a member's files).
      const key = [
        JSON.stringify(visible),
        id,
        langParam ?? '',
        versionParam ?? '',
        publicUrl,
        state.updatedAt,
        state.versions.map((v) => `${v.id}:${v.hash}`).join(','),
      ].join('|')
      try {
        const rendered = await details.get(key, async () => {
          const newest = versionParam === undefined || versionParam === ''
          // The current version is known from the state: its snapshot is read beside the product, one
          // round trip to the database instead of two (a product removed meanwhile answers 404 below).
          const current = newest && state.versions[0] ? state.versions[0].id : undefined
          const [record, currentSnapshot] = await Promise.all([
            findProduct(deps.db, id),
            current === undefined ? undefined : findVersionSummary(deps.db, current).catch(() => undefined),
          ])
          if (!record) throw new Answered(problem(c, 404, 'Product dossier not found'))
          const version = newest ? record.versions[0] : record.versions.find((v) => String(v.id) === versionParam)
          if (!version) {
            throw new Answered(
              record.versions.length === 0
                ? problem(c, 404, 'Product dossier not found')
                : problem(c, 400, 'Invalid parameter', { detail: 'version is not a version of this product' }),
            )
          }
          const snapshot = currentSnapshot?.version.id === version.id ? currentSnapshot : await findVersionSummary(deps.db, version.id)
          const detail = await toProductDetail(record, snapshot, {
            lang: detailLanguage(record, langParam === undefined ? undefined : Number(langParam)),
            publicUrl,
            library: deps.library,
            restrictedVisible: (workgroup) => visible.includes(workgroup),
          })
          return JSON.stringify(detail)
        })
        // A strong ETag of the answer: saved dossiers revalidate with If-None-Match.
        // An answer with a workgroup's files is for its member alone: no shared cache may keep it.
        return send(c, rendered, {
          'Cache-Control': visible.length > 0 ? 'private, no-cache' : 'no-cache',
          'Content-Type': 'application/json',
        })
      } catch (error) {
        if (error instanceof Answered) return error.response
        throw error
      }
    })
    .get('/:dashId/attachments/:attachmentId', async (c) => {
      const record = await load(c.req.param('dashId'))
      // Only the canonical form ('5.0', '0x5' or '5e0' would be other addresses of the same file),
      // and within the id column's range (PostgreSQL fails a query with a larger number).
      const rawId = c.req.param('attachmentId')
      const attachmentId = /^[1-9]\d{0,9}$/.test(rawId) && Number(rawId) <= MAX_ID ? Number(rawId) : undefined
      const file = record && attachmentId !== undefined ? await findAttachment(deps.db, record.product.id, attachmentId) : undefined
      if (!file) return problem(c, 404, 'Attachment not found')
      const query = attachmentQuery.safeParse(c.req.query())
      if (!query.success) return invalidFields(c, query.error, 'Invalid parameter')
      // Restricted files are for members of their workgroup only; sign-in is what proves membership.
      if (file.restricted_workgroup !== null && !deps.canOpenRestricted?.(c, file.restricted_workgroup)) {
        return problem(c, 403, 'You do not have permission to open this file')
      }
      const kind = query.data.preview === '1' ? 'inline' : 'attachment'
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.content_type,
        'Content-Disposition': contentDisposition(kind, file.file_name),
        'Cache-Control': 'private, no-cache',
        ETag: `"${file.sha256}"`,
      })
    })
}

export function pictogramRoutes(deps: AppDeps) {
  return new Hono().get('/:file', (c) => {
    const code = /^(GHS0[1-9])\.svg$/.exec(c.req.param('file'))?.[1]
    const svg = code ? deps.library.pictogramSvg(code) : undefined
    if (!svg) return problem(c, 404, 'No such pictogram')
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=604800' })
  })
}
