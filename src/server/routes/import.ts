import { Hono } from 'hono'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'
import type { AppDeps } from '../deps.ts'
import { importDossiers, type ImportReport } from '../import/dossier-import.ts'
import { queueRevisionNotices } from '../notices/queue-notices.ts'
import { problem } from '../problem.ts'

type ImportDeps = Pick<AppDeps, 'db' | 'library' | 'publicUrl' | 'accounts' | 'editions'>

/**
 * Revision notices (REACH Art. 31(9)) for what an import wrote, as `dossier import` queues them:
 * their links need the portal's public address and the signing secret, so without PUBLIC_URL none
 * are queued (the answer says how many were).
 */
async function queueNotices(deps: ImportDeps, report: ImportReport): Promise<number> {
  const imported = report.results.filter((r) => r.outcome !== 'unchanged')
  const secret = deps.accounts?.secret
  if (imported.length === 0 || !deps.publicUrl || !secret) return 0
  const planned = await queueRevisionNotices(deps.db, imported, {
    library: deps.library,
    baseUrl: deps.publicUrl,
    secret,
    editions: deps.editions,
  })
  return planned.length
}

/** What the import call accepts: SDScom 5.6 XML or the portal's own dossier file, by media type. */
const FORMATS: Record<string, 'xml' | 'json'> = { 'application/xml': 'xml', 'text/xml': 'xml', 'application/json': 'json' }

/**
 * POST /api/v1/import: one dossier file in the request body (SDScom XML or dossier JSON), imported
 * with the same rules as `dossier import` (all or nothing). For the caller's current workgroup: a
 * new product joins its product list, and a product that exists must already be in it, so one
 * workgroup cannot overwrite another's sheets. Refusals answer 422 with every error (pointer: the
 * XPath for XML, the JSON pointer for JSON); an accepted file answers what was written, the
 * SDScom content the portal could not hold, and how many revision notices it queued.
 */
export function importRoutes({ db, library, publicUrl, accounts, editions }: ImportDeps) {
  return new Hono().post('/import', requireUser, async (c) => {
    const workgroup = signedInOf(c)!.workgroup
    if (!workgroup) return problem(c, 403, 'No workgroup', { detail: 'products are imported for a workgroup: choose one first' })
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const format = FORMATS[type]
    if (!format)
      return problem(c, 415, 'Unsupported media type', { detail: 'send SDScom XML (application/xml) or a dossier file (application/json)' })
    const text = await c.req.text()
    const report = await importDossiers(db, [{ file: `request.${format}`, text }], {
      authorise: async (permalink, trx) => {
        const product = await trx.selectFrom('products').select('id').where('permalink', '=', permalink).executeTakeFirst()
        if (!product) return undefined
        const ours = await trx
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
    const notices = await queueNotices({ db, library, publicUrl, accounts, editions }, report)
    c.header('Cache-Control', 'no-store')
    return c.json({
      results: report.results.map(({ permalink, version, outcome }) => ({ permalink, version, outcome })),
      notices,
      warnings: (report.warnings ?? []).map((w) => ({ pointer: w.pointer, reason: w.reason })),
    })
  })
}
