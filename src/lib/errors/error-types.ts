/**
 * The error types of the portal's error catalogue. Every failure the client reports carries one,
 * so a screen can show the catalogue message of its type in the interface language and a short
 * reference a user can quote to support.
 */
export const ERROR_TYPES = [
  'DEFAULT',
  'SERVER_SIDE',
  'CLIENT_SIDE',
  'CLIENT_SYNTAX',
  'UNKNOWN',
  'TEST',
  'LOAD_LOCALIZATION',
  'LOAD_PHRASES',
  'AUTHENTICATION_TIMEOUT',
  'AUTHENTICATION_ERROR',
  'INVALID_USERNAME_PASSWORD',
  'LOCKED_ACCOUNT',
  'LOCKED_ACCOUNT_WARNING',
  'REFRESH_TOKEN_ERROR',
  'CAN_NOT_LOAD_USERS_DATA',
  'SESSION_EXPIRED',
  'CLIENT_SERVER_COMMUNICATION',
  'SERVER_TIMEOUT',
  'LOGOUT_ERROR',
  'CAN_NOT_LOAD_HOLDERS_DATA',
  'CAN_NOT_LOAD_TRANSLATION_CATEGORIES',
  'CAN_NOT_LOAD_PRODUCTS_DATA',
  'ERROR_WHEN_DELETING_TRANSLATIONS',
  'RESOURCE_UNAUTHORIZED',
  'RESOURCE_UNAUTHORIZED_TEST_TOOL',
  'RESOURCE_UNAUTHORIZED_FEATURE_FLAG',
  'CAN_NOT_MIGRATE_PHRASES',
  'SERVER_DOWN_ERROR',
  'INIT_API',
  'CONFIG_ERROR',
  // Not in the main application's list: the portal limits sign-in attempts per address.
  'TOO_MANY_ATTEMPTS',
] as const

export type ErrorType = (typeof ERROR_TYPES)[number]

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && (ERROR_TYPES as readonly string[]).includes(value)
}
