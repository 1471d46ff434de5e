/**
 * Telling failures apart without loading the HTTP client (kept out of the first download):
 * ky's HTTPError carries the response, a failed fetch is a TypeError, a timeout a TimeoutError.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof Error && 'response' in error ? (error as { response: Response }).response.status : undefined
}
