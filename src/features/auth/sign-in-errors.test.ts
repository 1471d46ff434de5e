import { describe, expect, it } from 'vitest'
import { signInFailure } from './sign-in-errors.ts'

describe('token failures (spec § 8)', () => {
  it.each([
    [401, { error: 'invalid_grant' }, 'invalid'],
    [401, { error: 'show_warning' }, 'warning'],
    [403, { error: 'show_warning' }, 'warning'],
    [403, { status: 'locked' }, 'locked'],
    [429, { error: 'too_many_requests' }, 'tooMany'],
    [401, { error: 'invalid_client' }, 'generic'],
    [500, {}, 'generic'],
    [undefined, {}, 'network'],
  ] as const)('%s %j -> %s', (status, body, expected) => {
    expect(signInFailure(status, body)).toBe(expected)
  })
})
