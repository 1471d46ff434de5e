import type { ProductDetail } from '../../shared/api/product-detail.ts'
import { labelParamsOrDefaults, labelQuery, type LabelChoices } from '../../shared/label-params.ts'
import { documentUrl, type DocumentKind } from '../../shared/saved-dossiers.ts'
import { enabledDocTabs } from '../../shared/tabs.ts'

/** One document to save: the request exactly as the app's pages make it (see documentUrl). */
export interface DocumentRequest {
  kind: DocumentKind
  lang: number | null
  url: string
  /** Not every server has it yet (safety instructions): a 4xx answer skips it instead of failing the save. */
  optional?: boolean
}

const dash = (id: string) => `-${encodeURIComponent(id)}`

/** The addresses of each kind, as the pages call them. */
export const DOCUMENT_PATHS = {
  detail: (id: string) => `/api/v1/products/${dash(id)}/detail`,
  sdsHtml: (id: string, lang: number) => `/api/v1/sdsRender/view/${dash(id)}/${lang}`,
  sdsPdf: (id: string, lang: number) => `/api/v1/sdsRender/sdsPdf/${dash(id)}/${lang}`,
  ipiHtml: (id: string, lang: number) => `/api/v1/sdsRender/ipi/${dash(id)}/${lang}/P`,
  ipiPdf: (id: string, lang: number) => `/api/v1/sdsRender/ipi/${dash(id)}/${lang}/pdf`,
  tdsHtml: (id: string, lang: number) => `/api/v1/p/tds/view/${lang}/${dash(id)}`,
  tdsPdf: (id: string, lang: number) => `/api/v1/p/tds/pdf/${lang}/${dash(id)}`,
  labelPng: (id: string) => `/api/v1/productLabelRender/view/${dash(id)}`,
} as const

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  return documentUrl(`${path}?${params}`)
}

/** The label the preview page shows by default (no options in its address). */
function defaultLabelQuery(product: ProductDetail): Record<string, string> {
  const p = product.edit_param
  const choices: LabelChoices = {
    label_dim: p.label_dim,
    package_size: p.package_size,
    font_size_product: p.font_size_product,
    font_size_title: p.font_size_title,
    QR: p.QR,
    defaults: p.defaults,
    validLangs: product.validLangs,
    articles: product.basic.synonym.articles,
  }
  return labelQuery(labelParamsOrDefaults({}, choices))
}

/**
 * Everything a dossier's pages ask for in the given document languages, as the pages ask for it:
 * the detail (its own and per language), the SDS and the safety instructions of the current
 * version with the QR code (HTML and A4 PDF), the TDS, and the default label preview. The safety
 * instructions and the TDS are optional: a server without them answers 4xx, and the save
 * goes on without them.
 */
export function dossierDocuments(product: ProductDetail, languages: readonly number[]): DocumentRequest[] {
  const id = product.basic.id
  const tabs = enabledDocTabs(product)
  const version = product.basic.versions[0]?.id
  const out: DocumentRequest[] = [{ kind: 'detail', lang: null, url: documentUrl(DOCUMENT_PATHS.detail(id)) }]
  for (const lang of languages) {
    out.push({ kind: 'detail', lang, url: withQuery(DOCUMENT_PATHS.detail(id), { lang }) })
    if (tabs.tds && product.validTdsLangs.includes(lang)) {
      out.push({ kind: 'tds-html', lang, url: documentUrl(DOCUMENT_PATHS.tdsHtml(id, lang)), optional: true })
      out.push({ kind: 'tds-pdf', lang, url: documentUrl(DOCUMENT_PATHS.tdsPdf(id, lang)), optional: true })
    }
    if (!tabs.sds || !product.validLangs.includes(lang)) continue
    out.push({ kind: 'sds-html', lang, url: withQuery(DOCUMENT_PATHS.sdsHtml(id, lang), { qrCode: '1', version }) })
    if (version !== undefined)
      out.push({ kind: 'sds-pdf', lang, url: withQuery(DOCUMENT_PATHS.sdsPdf(id, lang), { qrCode: '1', version }) })
    if (tabs.ipi) {
      out.push({ kind: 'ipi-html', lang, url: withQuery(DOCUMENT_PATHS.ipiHtml(id, lang), { qrCode: '1', version }), optional: true })
      out.push({
        kind: 'ipi-pdf',
        lang,
        url: withQuery(DOCUMENT_PATHS.ipiPdf(id, lang), { qrCode: '1', version, format: 'A4' }),
        optional: true,
      })
    }
  }
  if (tabs.label && product.validLangs.length > 0)
    // Optional: a label whose elements do not fit the default size is refused (422), and the rest of the dossier still saves.
    out.push({
      kind: 'label-png',
      lang: null,
      url: withQuery(DOCUMENT_PATHS.labelPng(id), { ...defaultLabelQuery(product), lp: '1' }),
      optional: true,
    })
  return out
}
