import type { Context } from 'hono'
import type { RawLabelQuery } from '../../shared/label-params.ts'
import { problem } from '../problem.ts'
import type { Rendered } from '../render/label/cache.ts'
import type { LabelContent } from '../render/label/content.ts'
import type { Fitted } from '../render/label/fit.ts'

/*
 * Request and answer helpers of the label calls: the query, bad parameters, ETags, refusals and the
 * label's text alternative.
 */

/** A label that cannot be printed, as the cache keeps it (small, and as stable as the label's inputs). */
export function refusal(fitted: Extract<Fitted, { ok: false }>): Rendered {
  const { status, title, detail, missing, suggested } = fitted
  return { body: Buffer.alloc(0), overflow: false, refusal: { status, title, detail, missing, suggested } }
}

export function refuse(c: Context, r: NonNullable<Rendered['refusal']>) {
  const extra = { missing: r.missing, ...(r.suggested ? { suggestedDim: r.suggested } : {}) }
  return problem(c, r.status, r.title, { detail: r.detail, ...(extra as object) })
}

/** What the label shows, in words: the picture's text alternative in the Word document. */
export function labelAltText(content: LabelContent): string {
  const first = content.languages[0]
  const parts = [content.title, first?.signalWord, content.pictograms.map((p) => p.name).join(', '), ...(first?.hazards ?? [])]
  return parts.filter(Boolean).join('. ')
}

export function rawQuery(c: Context): RawLabelQuery {
  const all = c.req.queries()
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? v[0] : v]))
}

export const badParameter = (c: Context, param: string, reason: string) =>
  problem(c, 400, 'Invalid parameter', { detail: `${param}: ${reason}`, errors: [{ pointer: `/${param}`, reason }] })

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag
  })
}
