import { PERMALINK_PATTERN } from './permalink.ts'
import type { SavedDocument, SavedDossier } from './saved-dossiers.ts'

/**
 * The saved sheet painted with the app shell (QUALITY.md offline cold open): when the network does
 * not answer, the service worker puts a saved SDS into the shell beside the app's root element, so
 * its text shows as soon as the HTML is parsed; the app removes it in the same frame as its own
 * first page appears (app/saved-preview.ts), so there is never a blank moment between the two. Only
 * the plain sheet of a saved language qualifies: a comparison, or a sheet without its QR code, is
 * another document and waits for the app.
 */
export interface PreviewTarget {
  id: string
  lang: number
  /** The version asked for in the address; the saved (current) one when absent. */
  version: number | undefined
}

const SDS_PAGE = /^\/p\/([^/]+)\/[a-z]{2}\/gh\/(\d+)\/?$/

export function previewTarget(pathname: string, search: string): PreviewTarget | undefined {
  const match = SDS_PAGE.exec(pathname)
  if (!match || !PERMALINK_PATTERN.test(match[1]!)) return undefined
  const params = new URLSearchParams(search)
  if (params.has('compare')) return undefined
  const qrCode = params.get('qrCode')
  if (qrCode !== null && qrCode !== '1') return undefined
  const version = params.get('version')
  if (version !== null && !/^\d+$/.test(version)) return undefined
  return { id: match[1]!, lang: Number(match[2]), version: version === null ? undefined : Number(version) }
}

/** The saved SDS HTML of the target's language and version, if the dossier has it. */
export function previewDocument(dossier: SavedDossier, target: PreviewTarget): SavedDocument | undefined {
  const version = target.version ?? dossier.version?.id
  return dossier.documents.find((doc) => {
    if (doc.kind !== 'sds-html' || doc.lang !== target.lang) return false
    return new URL(doc.url, 'http://localhost').searchParams.get('version') === String(version)
  })
}

const EMPTY_ROOT = '<div id="root"></div>'

/** The id of the element that holds the saved sheet until the app's first page is there. */
export const PREVIEW_ID = 'saved-preview'

/**
 * The shell with the sheet before its (empty) root: busy, as the page is still loading. The sheet
 * is the server's escaped HTML, as the app shows it.
 */
export function shellWithPreview(shell: string, sheet: string): string | undefined {
  if (!shell.includes(EMPTY_ROOT)) return undefined
  return shell.replace(EMPTY_ROOT, () => `<main id="${PREVIEW_ID}" class="page" aria-busy="true">${sheet}</main>${EMPTY_ROOT}`)
}
