import type { AppErrorInfo } from '#lib/errors/app-error.ts'

/**
 * Token failures in the error catalogue's terms, told apart by status and body:
 * 401 invalid_grant -> invalid username or password; 401 or 403 show_warning -> the locked-account
 * warning; 403 status locked -> locked account; 429 -> too many attempts; anything else -> a
 * generic authentication error. No answer at all (status 0) is a communication error,
 * so a dead connection is not blamed on the password.
 */
export function signInFailure(status: number | undefined, body: { error?: string; status?: string }): AppErrorInfo {
  const info = (type: AppErrorInfo['type'], code = String(status)): AppErrorInfo => ({ type, code, origin: 'default' })
  if (status === undefined || status === 0) return info('CLIENT_SERVER_COMMUNICATION', 'network')
  if (status === 401 && body.error === 'invalid_grant') return info('INVALID_USERNAME_PASSWORD')
  if ((status === 401 || status === 403) && body.error === 'show_warning') return info('LOCKED_ACCOUNT_WARNING')
  if (status === 403 && body.status === 'locked') return info('LOCKED_ACCOUNT')
  if (status === 429) return info('TOO_MANY_ATTEMPTS')
  return info('AUTHENTICATION_ERROR')
}

/** Answers about the credentials themselves: the message says all, a reference would only be noise. */
export function isCredentialAnswer(info: AppErrorInfo): boolean {
  return ['INVALID_USERNAME_PASSWORD', 'LOCKED_ACCOUNT_WARNING', 'LOCKED_ACCOUNT', 'TOO_MANY_ATTEMPTS'].includes(info.type)
}
