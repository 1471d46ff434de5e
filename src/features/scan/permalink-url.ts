/** What a scanned code is, for this portal. */
export type ScanResult =
  /** A permalink of this portal: `path` is where to go in the app (/p/{id}[/...] with query and fragment). */
  | { kind: 'dossier'; id: string; path: string }
  /** A web address of another site: not opened from the scanner. */
  | { kind: 'other-site'; text: string }
  /** An address of this portal that is not a product dossier. */
  | { kind: 'not-a-dossier'; text: string }
  /** Not a web address at all (plain text, a product code). */
  | { kind: 'not-a-link'; text: string }

/** What a typed text is: what a scanned one can be, or a product or article code as printed on the label, to look up. */
export type TypedResult = ScanResult | { kind: 'product-code'; code: string }

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

/** A product or article code the server looks up: 3 to 100 characters (its trigram index finds nothing shorter). */
const PRODUCT_CODE = /^.{3,100}$/u

/**
 * What a person typed instead of scanning (the camera denied or missing): the address printed under
 * the QR code, the same without "https://", the permalink code alone, or the product code printed on
 * the label ("SAC-100", an article's code or GTIN). Text of the permalink code's shape is a permalink
 * code: product codes are shorter.
 */
export function recogniseTyped(typed: string, origin: string): TypedResult {
  const text = typed.trim()
  if (PERMALINK_CODE.test(text)) return { kind: 'dossier', id: text, path: `/p/${text}` }
  // A scheme ("https:") makes an address; a code has no colon after its first letters.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return recognisePermalink(text, origin)
  // Without a scheme, only something shaped like a host name and path is an address (not "SAC-100").
  if (/^[^\s/]+\.[^\s/]+\//.test(text)) return recognisePermalink(`${new URL(origin).protocol}//${text}`, origin)
  return PRODUCT_CODE.test(text) ? { kind: 'product-code', code: text } : { kind: 'not-a-link', text }
}
