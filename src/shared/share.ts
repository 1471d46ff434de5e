/**
 * Rules of the share-products form (spec § 5, § 9), the same in the dialog and on the server.
 */
export const MAX_RECIPIENTS = 10

/** The OAuth client id of this portal's own app (spec § 9: a fixed product value). */
export const OAUTH_CLIENT_ID = 'dossier-portal'

/** The workgroup header keeps the spec's name for existing API clients (spec-notes). */
export const WORKGROUP_HEADER = 'chemius-workgroup-id'

/** The readable cookie of the forgery protection, and the header that must repeat it (spec § 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** Basic e-mail pattern of spec § 5: no spaces, exactly one @, a dot in the domain. */
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CONTROL = /[\u0000-\u001f\u007f]/

export function isBasicEmail(value: string): boolean {
  return value.length <= 254 && BASIC_EMAIL.test(value) && !CONTROL.test(value) && !value.startsWith('.') && !value.endsWith('.')
}

/** Splits what was typed into the recipients field: commas or any whitespace separate addresses. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Where a shared link leads (spec § 3: target ui = product overview, sds = safety data sheet). */
export type ShareTarget = 'ui' | 'sds'
