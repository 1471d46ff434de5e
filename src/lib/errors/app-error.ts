import { httpStatus } from '../http-errors.ts'
import type { ErrorType } from './error-types.ts'

export type { ErrorType }

/** Where the error was caught: a known failure path, a failure no handler claimed, or one thrown outside any handler. */
export type ErrorOrigin = 'default' | 'unhandled by product' | 'uncaught'

export interface AppErrorInfo {
  type: ErrorType
  /** The HTTP status when there was an answer, else a short name of the failure (timeout, network). */
  code: string
  origin: ErrorOrigin
}

/** The catalogue key of a type, as other clients of the catalogue name it. */
export function messageKey(type: ErrorType): string {
  return `app.ERROR_MESSAGE_${type}`
}

/**
 * Turns anything thrown by a call into the catalogue's terms. HTTP failures: 5xx is the server's
 * side (503 says it is down), 4xx the client's; no answer at all is a communication error; a call
 * that ran out of time is a server timeout.
 */
export function classifyError(error: unknown, origin: ErrorOrigin = 'default'): AppErrorInfo {
  const status = httpStatus(error)
  if (status !== undefined) {
    const type: ErrorType =
      status === 503
        ? 'SERVER_DOWN_ERROR'
        : status >= 500
          ? 'SERVER_SIDE'
          : status === 401
            ? 'AUTHENTICATION_ERROR'
            : status === 403
              ? 'RESOURCE_UNAUTHORIZED'
              : 'CLIENT_SIDE'
    return { type, code: String(status), origin }
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { type: 'SERVER_TIMEOUT', code: 'timeout', origin }
  if (error instanceof TypeError) return { type: 'CLIENT_SERVER_COMMUNICATION', code: 'network', origin }
  if (error instanceof SyntaxError) return { type: 'CLIENT_SYNTAX', code: 'syntax', origin }
  return { type: 'UNKNOWN', code: 'unknown', origin }
}

/** A server that failed or did not answer in time: trying again later can help. */
export function isServerFailure(info: { type: string }): boolean {
  return info.type === 'SERVER_SIDE' || info.type === 'SERVER_DOWN_ERROR' || info.type === 'SERVER_TIMEOUT'
}

/** The server answered and refused the request (4xx): asking again the same way will not help. */
export function isRefusal(info: { type: string }): boolean {
  return info.type === 'CLIENT_SIDE' || info.type === 'AUTHENTICATION_ERROR' || info.type === 'RESOURCE_UNAUTHORIZED'
}

/** The short reference shown on error screens, e.g. "SERVER_SIDE-500". */
export function errorReference(info: { type: string; code: string }): string {
  return `${info.type}-${info.code}`
}

/**
 * A failure already put in the catalogue's terms, for code that knows more than the HTTP status
 * (sign-in tells a wrong password from a locked account by the answer's body).
 */
export class AppError extends Error {
  readonly info: AppErrorInfo

  constructor(info: AppErrorInfo) {
    super(`${info.type} (${info.code})`)
    this.name = 'AppError'
    this.info = info
  }
}

/** The catalogue terms of anything thrown: an AppError keeps its own, anything else is classified. */
export function errorInfo(error: unknown, origin: ErrorOrigin = 'default'): AppErrorInfo {
  return error instanceof AppError ? error.info : classifyError(error, origin)
}

/** A server answer of 5xx: worth one more try, unlike offline, a timeout or a 4xx. */
export function isServerAnswerFailure(error: unknown): boolean {
  const { type } = errorInfo(error)
  return type === 'SERVER_SIDE' || type === 'SERVER_DOWN_ERROR'
}
