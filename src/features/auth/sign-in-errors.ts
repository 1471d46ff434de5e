/**
 * Token failures of spec § 8, told apart by status and body: 401 invalid_grant -> invalid username
 * or password; 401 or 403 show_warning -> the locked-account warning; 403 status locked -> locked
 * account; anything else -> a generic authentication error. A network failure (the spec's status 0)
 * says so instead of blaming the password.
 */
export type SignInFailure = 'invalid' | 'warning' | 'locked' | 'tooMany' | 'network' | 'generic'

export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(`sign-in failed: ${failure}`)
  }
}

export function signInFailure(status: number | undefined, body: { error?: string; status?: string }): SignInFailure {
  if (status === undefined || status === 0) return 'network'
  if (status === 401 && body.error === 'invalid_grant') return 'invalid'
  if ((status === 401 || status === 403) && body.error === 'show_warning') return 'warning'
  if (status === 403 && body.status === 'locked') return 'locked'
  if (status === 429) return 'tooMany'
  return 'generic'
}
