/**
 * The readable cookie of the forgery protection, and the header that must repeat it. A file of its
 * own: the app reads the cookie at start (is there a session?), without the share form's rules.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
