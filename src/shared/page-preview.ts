import { PERMALINK_PATTERN } from './permalink.ts'
import type { SavedDocument, SavedDossier } from './saved-dossiers.ts'

/**
 * The sheet painted with the app shell, so its text shows as soon as the HTML is parsed instead of
 * after the app's code has loaded and run. Two places put it there, with the same functions: the
 * server, into the first answer of a navigation to an SDS page (the current sheet, as its API
 * answers it), and the service worker, when the network does not answer (the saved copy). The
 * sheet sits beside the app's root element; the app adopts it as its data (no second download)
 * and removes it in the same frame as its own first page appears (app/page-preview.ts), so there
 * is never a blank moment between the two. Without JavaScript the sheet stays and can be read.
 * Only the plain sheet qualifies: a comparison, or a sheet without its QR code, is another
 * document and waits for the app.
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
/** The shell's sentence for browsers without JavaScript; with a sheet in the page it is not true. */
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/

/** The id of the element that holds the sheet until the app's first page is there. */
export const PREVIEW_ID = 'page-preview'

/** Which sheet the preview is: the app adopts it only for the same product, language and version. */
export interface PreviewSource {
  id: string
  lang: number
  version: number
}

/**
 * The shell with the sheet before its (empty) root. The sheet is the server's escaped HTML, as the
 * app shows it; it is complete, so it is not marked busy (a browser without JavaScript keeps it).
 */
export function shellWithPreview(shell: string, sheet: string, source: PreviewSource): string | undefined {
  if (!shell.includes(EMPTY_ROOT)) return undefined
  const attributes = `data-dossier="${source.id}" data-lang="${source.lang}" data-version="${source.version}"`
  return shell
    .replace(EMPTY_ROOT, () => `<main id="${PREVIEW_ID}" class="page" ${attributes}>${sheet}</main>${EMPTY_ROOT}`)
    .replace(NO_SCRIPT, '')
}
