import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as slMessages } from '#locales/sl/messages.po'
import { AppError, classifyError, errorInfo, isRefusal, isServerAnswerFailure } from './app-error.ts'
import { ERROR_MESSAGES, errorText } from './error-messages.ts'
import { ERROR_TYPES } from './error-types.ts'

/** Shaped like ky's HTTPError: the response is what the catalogue reads. */
const httpError = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { name: 'HTTPError', response: new Response(null, { status }) })

describe('the client error catalogue', () => {
  it.each([
    [500, 'SERVER_SIDE'],
    [502, 'SERVER_SIDE'],
    [503, 'SERVER_DOWN_ERROR'],
    [401, 'AUTHENTICATION_ERROR'],
    [403, 'RESOURCE_UNAUTHORIZED'],
    [404, 'CLIENT_SIDE'],
  ] as const)('an answer %i is %s with the status as its code', (status, type) => {
    expect(classifyError(httpError(status))).toEqual({ type, code: String(status), origin: 'default' })
  })

  it('no answer, a timeout and a malformed body have their own types', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toMatchObject({ type: 'CLIENT_SERVER_COMMUNICATION', code: 'network' })
    expect(classifyError(Object.assign(new Error('late'), { name: 'TimeoutError' }))).toMatchObject({
      type: 'SERVER_TIMEOUT',
      code: 'timeout',
    })
    expect(classifyError(new SyntaxError('Unexpected token'))).toMatchObject({ type: 'CLIENT_SYNTAX', code: 'syntax' })
    expect(classifyError('?', 'uncaught')).toEqual({ type: 'UNKNOWN', code: 'unknown', origin: 'uncaught' })
  })

  it('an AppError keeps the terms its thrower gave it', () => {
    const info = { type: 'LOCKED_ACCOUNT', code: '403', origin: 'default' } as const
    expect(errorInfo(new AppError(info))).toBe(info)
    expect(errorInfo(httpError(500))).toMatchObject({ type: 'SERVER_SIDE' })
  })

  it('a 4xx answer is a refusal; a server failure or no answer is not', () => {
    for (const status of [400, 401, 403, 404, 410]) expect(isRefusal(classifyError(httpError(status)))).toBe(true)
    expect(isRefusal(classifyError(httpError(500)))).toBe(false)
    expect(isRefusal(classifyError(new TypeError('Failed to fetch')))).toBe(false)
  })

  it('only a server answer of 5xx is worth another try', () => {
    expect(isServerAnswerFailure(httpError(500))).toBe(true)
    expect(isServerAnswerFailure(httpError(503))).toBe(true)
    expect(isServerAnswerFailure(httpError(404))).toBe(false)
    expect(isServerAnswerFailure(new TypeError('Failed to fetch'))).toBe(false)
    expect(isServerAnswerFailure(Object.assign(new Error('late'), { name: 'TimeoutError' }))).toBe(false)
  })

  it('every type has a catalogue message, translated, and a line with the reference to quote', () => {
    for (const type of ERROR_TYPES) expect(i18n._(ERROR_MESSAGES[type])).not.toBe('')
    expect(errorText(i18n, { type: 'SESSION_EXPIRED', code: '401' })).toBe(
      'Your session has expired. Please sign in again. Reference: SESSION_EXPIRED-401',
    )
    const sl = i18n.locale
    i18n.loadAndActivate({ locale: 'sl', messages: slMessages })
    try {
      const text = errorText(i18n, { type: 'SERVER_SIDE', code: '500' })
      expect(text).toMatch(/SERVER_SIDE-500$/)
      expect(text).not.toContain('The server could not complete the request.')
    } finally {
      i18n.activate(sl)
    }
  })
})
