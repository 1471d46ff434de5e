import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { problem } from '../problem.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The visitor reached the portal over TLS: directly, or through a trusted proxy that says so. */
    https: boolean
    /** The visitor's address: the socket's, or the one a trusted proxy reports. */
    clientAddress: string
  }
}

export interface TrustedOriginOptions {
  /** Host names this portal answers to; `*.example.com` matches any subdomain. */
  allowedHosts: string[]
  /** Believe X-Forwarded-Proto and X-Forwarded-For (only behind a proxy that sets them itself). */
  trustProxy: boolean
}

/** The host names a portal answers to when ALLOWED_HOSTS is not set: the public address's and this machine's. */
export function defaultAllowedHosts(publicUrl: string | undefined): string[] {
  const local = ['localhost', '*.localhost', '127.0.0.1', '[::1]']
  return publicUrl ? [new URL(publicUrl).hostname, ...local] : local
}

export function hostAllowed(hostname: string, allowed: string[]): boolean {
  const host = hostname.toLowerCase()
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase()
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p
  })
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'local' // app.request() in tests has no socket
  }
}

/**
 * Where a request may come from and what it may claim. The Host header decides the address the
 * browser sees, and, without PUBLIC_URL, the links in QR codes and share e-mails: a request for a
 * host the portal does not serve is refused (421) before any handler uses it, so a forged Host can
 * neither plant its own address in an e-mail nor fill the render cache with copies per host.
 * X-Forwarded-Proto and X-Forwarded-For are headers anyone can send: they count only with
 * TRUST_PROXY, behind a proxy that overwrites them. They decide Secure cookies and HSTS, and the
 * address that sign-in limits count (the last address the proxy appended).
 */
export function trustedOrigin({ allowedHosts, trustProxy }: TrustedOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (!hostAllowed(url.hostname, allowedHosts)) {
      return problem(c, 421, 'Unknown host', { detail: 'This portal does not answer to that host name (see ALLOWED_HOSTS)' })
    }
    const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
    c.set('https', url.protocol === 'https:' || forwardedProto === 'https')
    const forwardedFor = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined
    c.set('clientAddress', forwardedFor || socketAddress(c))
    await next()
  }
}
