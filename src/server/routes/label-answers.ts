import type { Context } from 'hono'
import type { RawLabelQuery } from '../../shared/label-params.ts'
import { problem } from '../problem.ts'
import type { Rendered } from '../render/label/rendered.ts'

/*
 * Request and answer helpers of the label calls: the query, bad parameters, ETags and refusals (the
 * refusal itself comes from the render job, see render/pool/label-jobs.ts).
 */

export function refuse(c: Context, r: NonNullable<Rendered['refusal']>) {
  const extra = { missing: r.missing, ...(r.suggested ? { suggestedDim: r.suggested } : {}) }
  return problem(c, r.status, r.title, { detail: r.detail, ...(extra as object) })
}

export function rawQuery(c: Context): RawLabelQuery {
  const all = c.req.queries()
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? v[0] : v]))
}
