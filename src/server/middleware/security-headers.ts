import type { MiddlewareHandler } from 'hono'

/**
 * Security headers of the baseline (QUALITY.md): a CSP without inline script, no framing,
 * no MIME sniffing. Images may be data: URLs (QR codes); everything else is same-origin.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const h = c.res.headers
    h.set('Content-Security-Policy', CSP)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('X-Frame-Options', 'DENY')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()')
    // HSTS only means something behind TLS; on plain http it is ignored or wrong.
    if (new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https') {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  }
}
