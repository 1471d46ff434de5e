/**
 * Rules of the share-products form, the same in the dialog and on the server.
 */
export const MAX_RECIPIENTS = 10

/** The OAuth client id of this portal's own app (a fixed product value). */
export const OAUTH_CLIENT_ID = 'dossier-portal'

/** The workgroup header keeps its original name for existing API clients. */
export const WORKGROUP_HEADER = 'chemius-workgroup-id'

export { XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts'

/**
 * Basic e-mail pattern: no spaces, exactly one @, a dot in the domain, and none of the characters
 * that make an address list or a display name in a mail header (< > ( ) [ ] \ , ; : "). Without
 * that, `"A"<victim@x.io>` or `group:z@corp.example;` pass as one address, name the victim in the
 * sender's words and slip past the de-duplication of recipients.
 */
const BASIC_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/
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

/** Where a shared link leads (target ui = product overview, sds = safety data sheet). */
export type ShareTarget = 'ui' | 'sds'
