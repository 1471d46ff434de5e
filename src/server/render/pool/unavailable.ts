import type { Context } from 'hono'
import { problem } from '#server/problem'

/**
 * A render the pool refuses: its queue is full ('busy'; the client may try again after
 * `retryAfterSeconds`), the render ran past its time budget and was stopped ('timeout'), or it
 * needed more memory than a render may use ('memory'). Either way the answer is a 503 problem, so
 * the server's other requests go on.
 */
export class RenderUnavailable extends Error {
  readonly reason: 'busy' | 'timeout' | 'memory'
  readonly retryAfterSeconds?: number

  constructor(reason: 'busy' | 'timeout' | 'memory', retryAfterSeconds?: number) {
    super(
      reason === 'busy'
        ? 'the render queue is full'
        : reason === 'timeout'
          ? 'the render ran past its time budget'
          : 'the render needed more memory than a render may use',
    )
    this.reason = reason
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export function renderUnavailable(c: Context, error: RenderUnavailable): Response {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds))
  if (error.reason === 'busy') return problem(c, 503, 'Too many documents are being rendered', { detail: 'Try again in a moment.' })
  if (error.reason === 'timeout')
    return problem(c, 503, 'The document took too long to render', { detail: 'It was stopped so that other requests can go on.' })
  return problem(c, 503, 'The document needs more memory than a render may use', {
    detail: 'It was stopped so that other requests can go on.',
  })
}
