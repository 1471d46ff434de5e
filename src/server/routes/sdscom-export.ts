import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { exportProductSdscom } from '../export/sdscom-export.ts'
import { sdscomQuery } from '../openapi/parameters.ts'
import { problem } from '../problem.ts'
import { invalidFields } from './request-fields.ts'
import { contentDisposition, permalinkParam } from './route-helpers.ts'

/** Response header listing the parts of the dossier the file does not carry. */
export const NOT_CARRIED_HEADER = 'Dossier-Not-Carried'

/**
 * GET /api/v1/products/-{id}/sdscom.xml?version=N&lang=xx: one version of a product (the current
 * one by default) in one of its languages (English, else its first, by default) as SDScom 5.6 XML,
 * for anyone who may open its safety data sheet, which holds the same content. 422 when SDScom
 * asks for something the product does not hold.
 */
export function sdscomExportRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono().get('/:dashId/sdscom.xml', async (c) => {
    const permalink = permalinkParam(c.req.param('dashId'))
    const query = sdscomQuery.safeParse(c.req.query())
    if (!query.success) return invalidFields(c, query.error, 'Invalid parameter')
    const result = permalink ? await exportProductSdscom(db, permalink, query.data.version, query.data.lang) : { kind: 'missing' as const }
    if (result.kind === 'missing') return problem(c, 404, 'Product dossier not found')
    if (result.kind === 'refused') return problem(c, 422, 'The product cannot be written as SDScom', { errors: result.problems })
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Content-Disposition', contentDisposition('attachment', `${permalink}-sdscom.xml`))
    c.header('Cache-Control', 'no-cache')
    // What the file leaves out (other languages, technical data sheet, presentation), by JSON pointer, as the CLI lists it.
    if (result.notCarried.length > 0) c.header(NOT_CARRIED_HEADER, result.notCarried.map((n) => n.pointer).join(', '))
    return c.body(result.xml)
  })
}
