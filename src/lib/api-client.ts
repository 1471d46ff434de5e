import ky from 'ky'

/**
 * The one HTTP client. Every call carries the viewport header of spec § 7 and waits up to
 * 600000 ms (documents render on the server); callers parse answers with zod before caching them.
 */
export const VIEWPORT_HEADER = JSON.stringify({ myLab: 1, myChemius: false })

export const api = ky.create({
  timeout: 600_000,
  retry: 0,
  credentials: 'same-origin',
  headers: { viewport: VIEWPORT_HEADER, accept: 'application/json' },
})

export { httpStatus, isNetworkError } from './http-errors.ts'
