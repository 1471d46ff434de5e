import type { ProductDetail } from './api/product-detail.ts'

/**
 * The document kinds a dossier offers, each declared once: its address code, its API calls, its
 * language list, how it is saved on a device, its tab and its download name. The pages, the
 * offline saver, the service worker and the tabs read this; adding a kind starts here
 * (docs/adding-a-document-kind.md). Plain data and functions only: the service worker imports it.
 */

type ProductInputs = Pick<ProductDetail, 'basic' | 'validLangs' | 'validTdsLangs' | 'edit_param'>

const dash = (id: string) => `-${encodeURIComponent(id)}`

/** The versioned API the app calls; the server mounts the document kinds' calls under it. */
export const API_BASE = '/api/v1'
/** The SDS and the safety instructions beside it are rendered here (the address existing clients call). */
export const SDS_RENDER_BASE = `${API_BASE}/sdsRender`

/** The dossier's own detail, which every page of a product reads first. */
export const DETAIL_PATH = (id: string) => `${API_BASE}/products/${dash(id)}/detail`

/** The SDS tab: a version with a valid, created SDS language, and the SDS document flag. */
function sdsEnabled(product: ProductInputs): boolean {
  const p = product.edit_param
  return product.basic.versions.length > 0 && product.validLangs.length > 0 && p.sds_exists && p.lang_exists && p.doc.sds
}

const SDS = {
  id: 'sds',
  urlCode: 'gh',
  languages: 'sds',
  versioned: true,
  paths: {
    html: (id: string, lang: number) => `${SDS_RENDER_BASE}/view/${dash(id)}/${lang}`,
    pdf: (id: string, lang: number) => `${SDS_RENDER_BASE}/sdsPdf/${dash(id)}/${lang}`,
    compare: (id: string, lang: number) => `${SDS_RENDER_BASE}/compare/${dash(id)}/${lang}`,
  },
  saved: { html: 'sds-html', pdf: 'sds-pdf' },
  // Its app tab, at its address code.
  tab: { guarded: true },
  enabled: sdsEnabled,
  fileNameCode: 'SDS',
} as const

const TDS = {
  id: 'tds',
  urlCode: 'th',
  languages: 'tds',
  // The TDS page always shows the newest TDS version; older ones only by their number in the call.
  versioned: false,
  paths: {
    html: (id: string, lang: number) => `${API_BASE}/p/tds/view/${lang}/${dash(id)}`,
    pdf: (id: string, lang: number) => `${API_BASE}/p/tds/pdf/${lang}/${dash(id)}`,
  },
  saved: { html: 'tds-html', pdf: 'tds-pdf' },
  // Listed only when the product offers a TDS at all.
  tab: { guarded: true, shown: (product: ProductInputs) => product.edit_param.tds_enabled },
  enabled: (product: ProductInputs) => {
    const p = product.edit_param
    return p.tds_enabled && product.basic.tds_versions.length > 0 && product.validTdsLangs.length > 0 && p.tds_exists && p.doc.tds
  },
  fileNameCode: 'TDS',
} as const

const INSTRUCTIONS = {
  id: 'instructions',
  urlCode: 'mh',
  languages: 'sds',
  versioned: true,
  paths: {
    html: (id: string, lang: number) => `${SDS_RENDER_BASE}/ipi/${dash(id)}/${lang}/P`,
    pdf: (id: string, lang: number) => `${SDS_RENDER_BASE}/ipi/${dash(id)}/${lang}/pdf`,
  },
  saved: { html: 'ipi-html', pdf: 'ipi-pdf' },
  // Its app tab, at its address code.
  tab: { guarded: true },
  // The safety instructions are built from the SDS data: no SDS, no instructions.
  enabled: (product: ProductInputs) => sdsEnabled(product) && product.edit_param.doc.ipi,
  fileNameCode: 'SI',
} as const

const LABEL = {
  id: 'label',
  urlCode: 'ee',
  languages: 'sds',
  versioned: false,
  paths: {
    png: (id: string) => `${API_BASE}/productLabelRender/view/${dash(id)}`,
    pdf: (id: string) => `${API_BASE}/productLabelRender/pdf/${dash(id)}`,
    docx: (id: string) => `${API_BASE}/label/docx/${dash(id)}`,
  },
  saved: { png: 'label-png' },
  // The label has a second tab, its editor (ed), under the same rule.
  tab: { editCode: 'ed', guarded: true },
  enabled: (product: ProductInputs) => product.edit_param.doc.lbl,
  // No fileNameCode: named by the product, its size and the time (the server's label file names).
} as const

const DIGITAL_LABEL = {
  id: 'digital-label',
  urlCode: 'dl',
  languages: 'sds',
  versioned: false,
  // The server's own page (the CLP Article 34b label as text), opened by a full navigation.
  paths: { page: (id: string, il: string, lang: number) => `/p/${encodeURIComponent(id)}/${il}/dl/${lang}` },
  // Kept by the service worker's own cache of the pages it received, not in the saved dossier.
  saved: {},
  // No tab: a page of the server's, linked from the dossier home.
  // The label drawn in a language of the product's SDS: without one there is nothing to print.
  enabled: (product: ProductInputs) => product.edit_param.doc.lbl && product.validLangs.length > 0,
} as const

/** Every kind, in the order the dossier lists them. */
export const DOCUMENT_KINDS = [SDS, TDS, LABEL, INSTRUCTIONS, DIGITAL_LABEL] as const

type Kinds = (typeof DOCUMENT_KINDS)[number]
export type DocumentKindId = Kinds['id']
export type DocumentKindSpec<Id extends DocumentKindId = DocumentKindId> = Extract<Kinds, { id: Id }>

export function documentKind<Id extends DocumentKindId>(id: Id): DocumentKindSpec<Id> {
  return DOCUMENT_KINDS.find((kind) => kind.id === id) as DocumentKindSpec<Id>
}

/** The kinds that are an app tab. */
export type TabKind = Extract<Kinds, { tab: object }>
export type TabKindId = TabKind['id']
export const TAB_KINDS = DOCUMENT_KINDS.filter((kind): kind is TabKind => 'tab' in kind)

type SavedKinds<K> = K extends { saved: infer S } ? S[keyof S] : never
/** What the device stores per document (the saved record's `kind`; its values must never change). */
export type SavedDocumentKind = 'detail' | SavedKinds<Kinds>

/** Saved kinds that are a PDF: one asked without a version is answered by the saved current one. */
export const SAVED_PDF_KINDS: readonly SavedDocumentKind[] = DOCUMENT_KINDS.flatMap((kind) => ('pdf' in kind.saved ? [kind.saved.pdf] : []))

/** The language list a kind's document language comes from. */
export function validLanguagesOf(product: ProductInputs, kind: DocumentKindId): number[] {
  return documentKind(kind).languages === 'tds' ? product.validTdsLangs : product.validLangs
}

/** Which kinds a product's data allows. */
export function enabledKinds(product: ProductInputs): Record<DocumentKindId, boolean> {
  return Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind.id, kind.enabled(product)])) as Record<DocumentKindId, boolean>
}
