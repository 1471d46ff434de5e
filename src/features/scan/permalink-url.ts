/** What a scanned code is, for this portal. */
export type ScanResult =
  /** A permalink of this portal: `path` is where to go in the app (/p/{id}[/...] with query and fragment). */
  | { kind: 'dossier'; id: string; path: string }
  /** A web address of another site: not opened from the scanner. */
  | { kind: 'other-site'; text: string }
  /** An address of this portal that is not a product dossier. */
  | { kind: 'not-a-dossier'; text: string }
  /** Not a web address at all (a product code, plain text). */
  | { kind: 'not-a-link'; text: string }

const DOSSIER_PATH = /^\/p\/([A-Za-z0-9_-]{16,64})(\/[^?#]*)?$/

/**
 * Recognises this portal's permalinks, as printed in QR codes on containers: the same origin as
 * the app, then /p/{16-64 URL-safe characters} and optionally a page of that dossier.
 */
export function recognisePermalink(scanned: string, origin: string): ScanResult {
  const text = scanned.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { kind: 'not-a-link', text }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'not-a-link', text }
  if (url.origin !== origin) return { kind: 'other-site', text }
  const match = DOSSIER_PATH.exec(url.pathname)
  if (!match) return { kind: 'not-a-dossier', text }
  return { kind: 'dossier', id: match[1]!, path: `${url.pathname.replace(/\/+$/, '')}${url.search}${url.hash}` }
}

const PERMALINK_CODE = /^[A-Za-z0-9_-]{16,64}$/

/**
 * What a person typed instead of scanning (the camera denied or missing): the address printed under
 * the QR code, the same without "https://", or the permalink code alone.
 */
export function recogniseTyped(typed: string, origin: string): ScanResult {
  const text = typed.trim()
  if (PERMALINK_CODE.test(text)) return { kind: 'dossier', id: text, path: `/p/${text}` }
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return recognisePermalink(text, origin)
  // Without a scheme, only something shaped like a host name and path is an address (not "SAC-100").
  if (!/^[^\s/]+\.[^\s/]+\//.test(text)) return { kind: 'not-a-link', text }
  return recognisePermalink(`${new URL(origin).protocol}//${text}`, origin)
}
