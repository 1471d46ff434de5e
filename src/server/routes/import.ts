import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'
import type { Database } from '../db/schema.ts'
import { importDossiers } from '../import/dossier-import.ts'
import { problem } from '../problem.ts'

/** What the import call accepts: SDScom 5.6 XML or the portal's own dossier file, by media type. */
const FORMATS: Record<string, 'xml' | 'json'> = { 'application/xml': 'xml', 'text/xml': 'xml', 'application/json': 'json' }

/**
 * POST /api/v1/import: one dossier file in the request body (SDScom XML or dossier JSON), imported
 * with the same rules as `dossier import` (all or nothing). For the caller's current workgroup: a
 * new product joins its product list, and a product that exists must already be in it, so one
 * workgroup cannot overwrite another's sheets. Refusals answer 422 with every error (pointer: the
 * XPath for XML, the JSON pointer for JSON); an accepted file answers what was written and the
 * SDScom content the portal could not hold.
 */
export function importRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono().post('/import', requireUser, async (c) => {
    const workgroup = signedInOf(c)!.workgroup
    if (!workgroup) return problem(c, 403, 'No workgroup', { detail: 'products are imported for a workgroup: choose one first' })
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const format = FORMATS[type]
    if (!format)
      return problem(c, 415, 'Unsupported media type', { detail: 'send SDScom XML (application/xml) or a dossier file (application/json)' })
    const text = await c.req.text()
    const report = await importDossiers(db, [{ file: `request.${format}`, text }], {
      authorise: async (permalink) => {
        const product = await db.selectFrom('products').select('id').where('permalink', '=', permalink).executeTakeFirst()
        if (!product) return undefined
        const ours = await db
          .selectFrom('product_workgroups')
          .select('product_id')
          .where('product_id', '=', product.id)
          .where('workgroup_id', '=', workgroup.id)
          .executeTakeFirst()
        return ours ? undefined : `the product '${permalink}' exists and is not in your workgroup's product list`
      },
    })
    if (!report.ok)
      return problem(c, 422, 'The file was not imported', {
        detail: `${report.errors.length} error(s); nothing was written`,
        errors: report.errors.map((e) => ({ pointer: e.pointer, reason: e.reason })),
      })
    for (const r of report.results) {
      if (r.outcome !== 'created') continue
      const product = await db.selectFrom('products').select('id').where('permalink', '=', r.permalink).executeTakeFirstOrThrow()
      await db
        .insertInto('product_workgroups')
        .values({ product_id: product.id, workgroup_id: workgroup.id })
        .onConflict((oc) => oc.columns(['product_id', 'workgroup_id']).doNothing())
        .execute()
    }
    c.header('Cache-Control', 'no-store')
    return c.json({
      results: report.results.map(({ permalink, version, outcome }) => ({ permalink, version, outcome })),
      warnings: (report.warnings ?? []).map((w) => ({ pointer: w.pointer, reason: w.reason })),
    })
  })
}
