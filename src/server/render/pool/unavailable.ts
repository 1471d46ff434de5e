import type { Context } from 'hono'
import { problem } from '../../problem.ts'

/**
 * A render the pool refuses: its queue is full ('busy'; the client may try again after
 * `retryAfterSeconds`), or the render ran past its time budget and was stopped ('timeout').
 * Either way the answer is a 503 problem, so the server's other requests go on.
 */
export class RenderUnavailable extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout',
    readonly retryAfterSeconds?: number,
  ) {
    super(reason === 'busy' ? 'the render queue is full' : 'the render ran past its time budget')
  }
}

export function renderUnavailable(c: Context, error: RenderUnavailable): Response {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
  return error.reason === 'busy'
    ? problem(c, 503, 'Too many documents are being rendered', { detail: 'Try again in a moment.' })
    : problem(c, 503, 'The document took too long to render', { detail: 'It was stopped so that other requests can go on.' })
}
