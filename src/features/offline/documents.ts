import type { ProductDetail } from '#shared/api/product-detail'
import { DETAIL_PATH, documentKind, validLanguagesOf, type DocumentKindId } from '#shared/document-kinds'
import { labelParamsOrDefaults, labelQuery, type LabelChoices } from '#shared/label-params'
import { documentUrl, type DocumentKind } from '#shared/saved-dossiers'
import { enabledDocTabs } from '#shared/tabs'

/** One document to save: the request exactly as the app's pages make it (see documentUrl). */
export interface DocumentRequest {
  kind: DocumentKind
  lang: number | null
  url: string
  /** Not every server has it yet (safety instructions): a 4xx answer skips it instead of failing the save. */
  optional?: boolean
}

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

interface Savers {
  /** The documents of one valid document language of the kind, when the kind is enabled. */
  language?: (product: ProductDetail, lang: number, version: number | undefined) => DocumentRequest[]
  /** The documents saved once per dossier, when the kind is enabled. */
  dossier?: (product: ProductDetail) => DocumentRequest[]
}

/**
 * How each document kind is saved, as its page asks for it; in the order of saving. The safety
 * instructions and the TDS are optional: a server without them answers 4xx, and the save goes on
 * without them. The digital label is kept by the service worker's own cache of the pages it received.
 */
export const OFFLINE_SAVERS: Record<DocumentKindId, Savers> = {
  tds: {
    language: (product, lang) => {
      const paths = documentKind('tds').paths
      return [
        { kind: 'tds-html', lang, url: documentUrl(paths.html(product.basic.id, lang)), optional: true },
        { kind: 'tds-pdf', lang, url: documentUrl(paths.pdf(product.basic.id, lang)), optional: true },
      ]
    },
  },
  sds: {
    language: (product, lang, version) => {
      const paths = documentKind('sds').paths
      const out: DocumentRequest[] = [
        { kind: 'sds-html', lang, url: withQuery(paths.html(product.basic.id, lang), { qrCode: '1', version }) },
      ]
      if (version !== undefined)
        out.push({ kind: 'sds-pdf', lang, url: withQuery(paths.pdf(product.basic.id, lang), { qrCode: '1', version }) })
      return out
    },
  },
  instructions: {
    language: (product, lang, version) => {
      const paths = documentKind('instructions').paths
      return [
        { kind: 'ipi-html', lang, url: withQuery(paths.html(product.basic.id, lang), { qrCode: '1', version }), optional: true },
        {
          kind: 'ipi-pdf',
          lang,
          url: withQuery(paths.pdf(product.basic.id, lang), { qrCode: '1', version, format: 'A4' }),
          optional: true,
        },
      ]
    },
  },
  label: {
    // Saved once, drawn in the product's label languages. Optional: a label whose elements do not
    // fit the default size is refused (422), and the rest of the dossier still saves.
    dossier: (product) =>
      product.validLangs.length === 0
        ? []
        : [
            {
              kind: 'label-png',
              lang: null,
              url: withQuery(documentKind('label').paths.png(product.basic.id), { ...defaultLabelQuery(product), lp: '1' }),
              optional: true,
            },
          ],
  },
  'digital-label': {},
}

const SAVE_ORDER = Object.keys(OFFLINE_SAVERS) as DocumentKindId[]

/**
 * Everything a dossier's pages ask for in the given document languages, as the pages ask for it:
 * the detail (its own and per language), each enabled kind in each of its valid languages (the SDS
 * and the safety instructions of the current version with the QR code), then what is saved once.
 */
export function dossierDocuments(product: ProductDetail, languages: readonly number[]): DocumentRequest[] {
  const id = product.basic.id
  const enabled = enabledDocTabs(product)
  const version = product.basic.versions[0]?.id
  const out: DocumentRequest[] = [{ kind: 'detail', lang: null, url: documentUrl(DETAIL_PATH(id)) }]
  for (const lang of languages) {
    out.push({ kind: 'detail', lang, url: withQuery(DETAIL_PATH(id), { lang }) })
    for (const kind of SAVE_ORDER) {
      const save = OFFLINE_SAVERS[kind].language
      if (save && enabled[kind] && validLanguagesOf(product, kind).includes(lang)) out.push(...save(product, lang, version))
    }
  }
  for (const kind of SAVE_ORDER) {
    const save = OFFLINE_SAVERS[kind].dossier
    if (save && enabled[kind]) out.push(...save(product))
  }
  return out
}
