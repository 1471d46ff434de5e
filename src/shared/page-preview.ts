import { PERMALINK_PATTERN } from './permalink.ts'
import type { DocumentKind, SavedDocument, SavedDossier } from './saved-dossiers.ts'

/**
 * The document of a page painted with the app shell, so its text shows as soon as the HTML is
 * parsed instead of after the app's code has loaded and run: the safety data sheet (gh), the safety
 * instructions (mh) and the technical data sheet (th). Two places put it there, with the same
 * functions: the server, into the first answer of a navigation (the current document, as its API
 * answers it), and the service worker, when the network does not answer (the saved copy). The
 * document sits beside the app's root element; the app adopts it as its data (no second download)
 * and removes it in the same frame as its own first page appears (lib/page-preview.ts), so there
 * is never a blank moment between the two. Without JavaScript the document stays and can be read.
 * Only the plain document qualifies: a comparison, or a sheet without its QR code, is another
 * document and waits for the app.
 */
export type PreviewKind = 'sds' | 'ipi' | 'tds'

export interface PreviewTarget {
  kind: PreviewKind
  id: string
  lang: number
  /**
   * The SDS version asked for in the address; the saved (current) one when absent. Always absent
   * for the TDS, whose page shows the newest TDS version.
   */
  version: number | undefined
}

const PAGE = /^\/p\/([^/]+)\/[a-z]{2}\/(gh|mh|th)\/(\d+)\/?$/
const KIND_OF_TAB: Record<string, PreviewKind> = { gh: 'sds', mh: 'ipi', th: 'tds' }

export function previewTarget(pathname: string, search: string): PreviewTarget | undefined {
  const match = PAGE.exec(pathname)
  if (!match || !PERMALINK_PATTERN.test(match[1]!)) return undefined
  const kind = KIND_OF_TAB[match[2]!]!
  const target = { kind, id: match[1]!, lang: Number(match[3]) }
  // The TDS page has no options in its address: it always shows the newest TDS.
  if (kind === 'tds') return { ...target, version: undefined }
  const params = new URLSearchParams(search)
  if (params.has('compare')) return undefined
  const qrCode = params.get('qrCode')
  if (qrCode !== null && qrCode !== '1') return undefined
  const version = params.get('version')
  if (version !== null && !/^\d+$/.test(version)) return undefined
  return { ...target, version: version === null ? undefined : Number(version) }
}

/** The saved document of the target's kind, language and version, if the dossier has it. */
export function previewDocument(dossier: SavedDossier, target: PreviewTarget): SavedDocument | undefined {
  const version = target.version ?? dossier.version?.id
  return dossier.documents.find((doc) => {
    if (doc.kind !== (`${target.kind}-html` satisfies DocumentKind) || doc.lang !== target.lang) return false
    // The saved TDS is the newest one when it was saved; its address names no version.
    if (target.kind === 'tds') return true
    return new URL(doc.url, 'http://localhost').searchParams.get('version') === String(version)
  })
}

/**
 * The HTML of a document as its API answers it: the SDS and the safety instructions answer the
 * fragment itself, the TDS a JSON `{ html }` (undefined when the answer holds no such field).
 */
export function previewHtml(kind: PreviewKind, answer: string): string | undefined {
  if (kind !== 'tds') return answer
  try {
    const html: unknown = (JSON.parse(answer) as { html?: unknown } | null)?.html
    return typeof html === 'string' ? html : undefined
  } catch {
    return undefined
  }
}

const EMPTY_ROOT = '<div id="root"></div>'
/** The shell's sentence for browsers without JavaScript; with a document in the page it is not true. */
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/

/** The id of the element that holds the document until the app's first page is there. */
export const PREVIEW_ID = 'page-preview'

/** Which document the preview is: the app adopts it only for the same kind, product, language and version. */
export interface PreviewSource {
  kind: PreviewKind
  id: string
  lang: number
  /** The SDS version id (SDS, safety instructions) or the TDS version number, when known. */
  version: number | string | undefined
  /**
   * Painted by the service worker because the server did not answer: the app then knows at its
   * start that it is offline, without waiting for a call of its own to fail.
   */
  offline?: boolean
}

/** The attribute of a preview painted offline (PreviewSource.offline). */
export const OFFLINE_PREVIEW_ATTRIBUTE = 'data-offline'

/** A value inside a double-quoted attribute: only its quote (and the ampersand) need escaping. */
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * The shell with the document before its (empty) root. The document is the server's escaped HTML,
 * as the app shows it; it is complete, so it is not marked busy (a browser without JavaScript keeps it).
 */
export function shellWithPreview(shell: string, document: string, source: PreviewSource): string | undefined {
  const version = source.version === undefined ? '' : ` data-version="${escapeAttribute(String(source.version))}"`
  const offline = source.offline ? ` ${OFFLINE_PREVIEW_ATTRIBUTE}` : ''
  return beforeRoot(
    shell,
    `class="page" data-kind="${source.kind}" data-dossier="${source.id}" data-lang="${source.lang}"${version}${offline}`,
    document,
  )
}

/**
 * The shell with the top of the dossier home (shared/dossier-home-preview.ts): not a document the
 * app could adopt as data (its kind is none of theirs), but the same markup as the app's own page,
 * which replaces it in the same frame as it appears. It brings its own page element, below the
 * emergency strip as on the app's page, so the preview itself has no page padding.
 */
export function shellWithHome(shell: string, content: string, source: { id: string; lang: number }): string | undefined {
  return beforeRoot(shell, `data-kind="home" data-dossier="${escapeAttribute(source.id)}" data-lang="${source.lang}"`, content)
}

/**
 * The shell with a notice (shared/offline-notice.ts) where the document would be: the app never
 * adopts it as data (its kind is no document's), and removes it when its own first page is there.
 */
export function shellWithNotice(shell: string, notice: string): string | undefined {
  return beforeRoot(shell, `class="page" data-kind="notice" ${OFFLINE_PREVIEW_ATTRIBUTE}`, notice)
}

function beforeRoot(shell: string, attributes: string, content: string): string | undefined {
  if (!shell.includes(EMPTY_ROOT)) return undefined
  return shell.replace(EMPTY_ROOT, () => `<main id="${PREVIEW_ID}" ${attributes}>${content}</main>${EMPTY_ROOT}`).replace(NO_SCRIPT, '')
}
