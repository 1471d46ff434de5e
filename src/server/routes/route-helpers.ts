import { sanitizeFileName } from '#shared/file-names'
import { isPermalinkId } from '#shared/permalink'

// Helpers every document route uses, in a module of their own so routes do not borrow them from another route.

/** Existing clients write product paths as `products/-{id}/...`: the dash marks a permalink id. */
export function permalinkParam(raw: string): string | undefined {
  const id = raw.startsWith('-') ? raw.slice(1) : undefined
  return id && isPermalinkId(id) ? id : undefined
}

/** RFC 6266 Content-Disposition with a sanitized name and its UTF-8 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = sanitizeFileName(name)
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  // RFC 8187 attr-chars exclude ' ( ) *, which encodeURIComponent leaves as they are.
  const utf8 = encodeURIComponent(clean).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`
}
