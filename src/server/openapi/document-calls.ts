import { z } from 'zod'
import { problemSchema } from '#shared/api/product-detail'
import type { Answer, Schema } from './operations.ts'

/** Answers many calls share; the document kinds' route modules declare their calls with them. */
const PROBLEM = 'application/problem+json'
export const problem = (description: string): Answer => ({ description, type: PROBLEM, schema: problemSchema })
export const json = (description: string, schema?: Schema): Answer => ({ description, type: 'application/json', schema })
export const html = (description: string): Answer => ({ description, type: 'text/html' })
export const file = (description: string, type: string): Answer => ({ description, type })
export const notFound = problem('no such product, or it has no such document')
export const invalid = problem('a parameter is not valid (errors[].pointer names it)')
export const busy = problem('the render queue is full or the render ran past its time (Retry-After)')
export const unauthorized = problem('not signed in, or the session expired')

export const tdsPdf = { 200: file('the technical data sheet', 'application/pdf'), 400: invalid, 404: notFound, 503: busy }
/** A label refused: what does not fit (or is missing from the dossier), and a label size that would hold it. */
const labelRefusal = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string().optional(),
  missing: z.array(z.string()).describe('the label elements that do not fit, or that the dossier lacks').optional(),
  suggestedDim: z.object({ id: z.number(), text: z.string() }).describe('the smallest label size that holds them').optional(),
})

export const labelAnswers = (what: string, type: string) => ({
  200: file(what, type),
  304: { description: 'not modified' },
  400: invalid,
  404: notFound,
  409: { ...problem('the product has no label language, or a mandatory element is missing from the dossier'), schema: labelRefusal },
  422: { ...problem('the mandatory label elements do not fit the label size (suggestedDim names one that fits)'), schema: labelRefusal },
  503: busy,
})
