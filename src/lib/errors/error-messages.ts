import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { errorReference, type AppErrorInfo } from './app-error.ts'
import type { ErrorType } from './error-types.ts'

const somethingWrong = msg`Something wrong happened.`
const serverFailed = msg`The server could not complete the request.`
const noPermission = msg`You do not have permission for this.`
const sessionExpired = msg`Your session has expired. Please sign in again.`

/**
 * The catalogue message of every error type, translated with the interface (render with i18n._).
 * Types that name the same situation for a reader share one message; the types of the main
 * application's admin tools (phrases, translations, test tools) never arise in this portal and
 * carry the general message, so they still read as an error if another client reports one.
 */
export const ERROR_MESSAGES: Record<ErrorType, MessageDescriptor> = {
  DEFAULT: somethingWrong,
  SERVER_SIDE: serverFailed,
  CLIENT_SIDE: msg`The request could not be completed.`,
  CLIENT_SYNTAX: serverFailed,
  UNKNOWN: somethingWrong,
  TEST: somethingWrong,
  LOAD_LOCALIZATION: msg`The interface language could not be loaded.`,
  LOAD_PHRASES: somethingWrong,
  AUTHENTICATION_TIMEOUT: msg`Authentication failed. Please try again.`,
  AUTHENTICATION_ERROR: msg`Authentication failed. Please try again.`,
  INVALID_USERNAME_PASSWORD: msg`Invalid username or password.`,
  LOCKED_ACCOUNT: msg`This account is locked after too many failed sign-ins. Please try again later.`,
  LOCKED_ACCOUNT_WARNING: msg`Invalid username or password. After further failed attempts the account will be locked.`,
  REFRESH_TOKEN_ERROR: sessionExpired,
  CAN_NOT_LOAD_USERS_DATA: msg`Your account could not be loaded.`,
  SESSION_EXPIRED: sessionExpired,
  CLIENT_SERVER_COMMUNICATION: msg`The server cannot be reached. Check your connection and try again.`,
  SERVER_TIMEOUT: msg`The server did not answer in time.`,
  LOGOUT_ERROR: msg`Signing out failed. Please try again.`,
  CAN_NOT_LOAD_HOLDERS_DATA: msg`Your account could not be loaded.`,
  CAN_NOT_LOAD_TRANSLATION_CATEGORIES: somethingWrong,
  CAN_NOT_LOAD_PRODUCTS_DATA: msg`The products could not be loaded.`,
  ERROR_WHEN_DELETING_TRANSLATIONS: somethingWrong,
  RESOURCE_UNAUTHORIZED: noPermission,
  RESOURCE_UNAUTHORIZED_TEST_TOOL: noPermission,
  RESOURCE_UNAUTHORIZED_FEATURE_FLAG: noPermission,
  CAN_NOT_MIGRATE_PHRASES: somethingWrong,
  SERVER_DOWN_ERROR: serverFailed,
  INIT_API: msg`The application could not start.`,
  CONFIG_ERROR: msg`The configuration could not be loaded.`,
  TOO_MANY_ATTEMPTS: msg`Too many sign-in attempts. Please wait a minute and try again.`,
}

const reference = msg`Reference:`

/** The catalogue message and the reference to quote, as one line (for toasts and banners). */
export function errorText(i18n: I18n, info: Pick<AppErrorInfo, 'type' | 'code'>): string {
  return `${i18n._(ERROR_MESSAGES[info.type])} ${i18n._(reference)} ${errorReference(info)}`
}
