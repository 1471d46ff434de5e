import { describe, expect, it } from 'vitest'
import { isCredentialAnswer, signInFailure } from './sign-in-errors.ts'

describe('token failures in the error catalogue', () => {
  it.each([
    [401, { error: 'invalid_grant' }, 'INVALID_USERNAME_PASSWORD', '401'],
    [401, { error: 'show_warning' }, 'LOCKED_ACCOUNT_WARNING', '401'],
    [403, { error: 'show_warning' }, 'LOCKED_ACCOUNT_WARNING', '403'],
    [403, { status: 'locked' }, 'LOCKED_ACCOUNT', '403'],
    [429, { error: 'too_many_requests' }, 'TOO_MANY_ATTEMPTS', '429'],
    [401, { error: 'invalid_client' }, 'AUTHENTICATION_ERROR', '401'],
    [500, {}, 'AUTHENTICATION_ERROR', '500'],
    [undefined, {}, 'CLIENT_SERVER_COMMUNICATION', 'network'],
  ] as const)('%s %j -> %s-%s', (status, body, type, code) => {
    expect(signInFailure(status, body)).toEqual({ type, code, origin: 'default' })
  })

  it('shows a reference only for failures that are not about the credentials', () => {
    expect(isCredentialAnswer(signInFailure(401, { error: 'invalid_grant' }))).toBe(true)
    expect(isCredentialAnswer(signInFailure(429, {}))).toBe(true)
    expect(isCredentialAnswer(signInFailure(500, {}))).toBe(false)
    expect(isCredentialAnswer(signInFailure(undefined, {}))).toBe(false)
  })
})
