import type { Context } from 'hono'
import { LABEL_QUERY_NAMES } from '#shared/label-params'
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

/**
 * The query as the label calls' schemas read it: each parameter's first value, and the label
 * languages, which existing clients also send as repeated `xlang` or `xlang[]`, joined by commas.
 */
export function labelInput(c: Context): Record<string, string> {
  const all = c.req.queries()
  const first = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v[0]!]))
  const name = LABEL_QUERY_NAMES.languageIds
  const languages = all[name] ?? all[`${name}[]`]
  return languages ? { ...first, [name]: languages.join(',') } : first
}
