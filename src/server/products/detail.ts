import QRCode from 'qrcode'
import type { ProductDetail } from '../../shared/api/product-detail.ts'
import { docLanguageById } from '../../shared/languages.ts'
import type { ProductRecord } from '../repos/products.ts'
import { LABEL_DEFAULTS, LABEL_OPTIONS } from './label-options.ts'

/** The address printed in the product's QR code: the permalink, which always shows the current version. */
export function permalinkUrl(publicUrl: string, permalink: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/p/${permalink}`
}

export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

const formatDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

/** Builds the spec's product-detail answer (spec § 3) from stored rows. */
export async function toProductDetail(record: ProductRecord, publicUrl: string): Promise<ProductDetail> {
  const { product, versions, tdsVersions, languages } = record
  const current = versions[0]
  const validLangs = languages.filter((l) => l.sds_valid && l.sds_created).map((l) => l.lang_id)
  const validTdsLangs = languages.filter((l) => l.tds_valid && l.tds_created).map((l) => l.lang_id)
  const supplier = {
    name: product.supplier_name,
    address: product.supplier_address,
    city: product.supplier_city,
    country: product.supplier_country,
  }
  return {
    basic: {
      id: product.permalink,
      product_id: product.id,
      text: product.name,
      code_name: product.code,
      description: product.description,
      brand_style: product.edition === 'coatings' ? 'coatings' : 'chemicals',
      logo: product.logo,
      qr: await qrDataUrl(permalinkUrl(publicUrl, product.permalink)),
      revision: current?.number ?? '',
      revision_lbl: current ? formatDate(current.revision_date) : '',
      created: current?.created_date ?? '',
      created_lbl: current ? formatDate(current.created_date) : '',
      regulation: product.regulation,
      supplier: product.supplier_name,
      synonym: { articles: [] },
      versions: versions.map((v) => ({ id: v.id, text: v.number })),
      tds_versions: tdsVersions.map((v) => ({ version: v.number })),
    },
    supplier,
    producer: product.producer_name
      ? {
          name: product.producer_name,
          address: product.producer_address ?? '',
          city: product.producer_city ?? '',
          country: product.producer_country ?? '',
        }
      : null,
    validLangs,
    validTdsLangs,
    label: { label_dim: Number(LABEL_DEFAULTS.label_dim) },
    edit_param: {
      sds_exists: versions.length > 0,
      tds_exists: tdsVersions.length > 0,
      tds_enabled: product.tds_enabled === 1,
      lang_exists: languages.some((l) => l.sds_created === 1),
      doc: {
        sds: product.doc_sds === 1,
        tds: product.doc_tds === 1,
        lbl: product.doc_lbl === 1,
        ipi: product.doc_ipi === 1,
      },
      languages: languages.map((l) => ({
        id: l.lang_id,
        text: docLanguageById(l.lang_id)?.name ?? String(l.lang_id),
        valid: l.sds_valid === 1,
        created: l.sds_created === 1,
        tds_valid: l.tds_valid === 1 ? '1' : '0',
        tds_created: l.tds_created === 1 ? '1' : '0',
      })),
      defaults: { ...LABEL_DEFAULTS, xlang: validLangs.slice(0, 1).join(','), rlang: String(validLangs[0] ?? '') },
      ...LABEL_OPTIONS,
    },
    edit: false,
    sds_edit: false,
    tds_edit: false,
    label_edit: false,
  }
}
