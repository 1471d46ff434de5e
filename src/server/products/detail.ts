import QRCode from 'qrcode'
import type { ProductDetail } from '#shared/api/product-detail'
import { docLanguageById } from '#shared/languages'
import type { PhraseLibrary } from '../phrases/library.ts'
import { addressSegments } from '../render/common/qr-segments.ts'
import type { ProductRecord, VersionSummary } from '../repos/products.ts'
import { detailSections } from './detail-sections.ts'
import { countryCode } from '../exchange/sdscom/countries.ts'
import { emergencyNumbersAbroad, emergencyNumbersFor } from './emergency-numbers.ts'
import { textIn } from './i18n-text.ts'
import { LABEL_DEFAULTS, LABEL_OPTIONS, labelDefaults } from './label-options.ts'

/** The address printed in the product's QR code: the permalink, which always shows the current version. */
export function permalinkUrl(publicUrl: string, permalink: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/p/${permalink}`
}

export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(addressSegments(url), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Dates as documents show them (revision_lbl, the SDS): dd.mm.yyyy. */
export const formatDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

export function validLanguages(record: ProductRecord) {
  return {
    sds: record.languages.filter((l) => l.sds_valid && l.sds_created).map((l) => l.lang_id),
    tds: record.languages.filter((l) => l.tds_valid && l.tds_created).map((l) => l.lang_id),
  }
}

/** The language texts come out in: the one asked for when the product has it, else its first valid (or first) language. */
export function detailLanguage(record: ProductRecord, asked: number | undefined): number {
  const ids = record.languages.map((l) => l.lang_id)
  if (asked !== undefined && ids.includes(asked)) return asked
  return validLanguages(record).sds[0] ?? ids[0] ?? 1
}

export interface DetailOptions {
  lang: number
  publicUrl: string
  library: PhraseLibrary
  /**
   * The workgroups whose restricted files the viewer may open. Other restricted files are left out
   * altogether: even their names and sizes tell a stranger what a workgroup keeps.
   */
  restrictedVisible: (workgroup: string) => boolean
}

/** What a revised version replaces and what changed from it, in one language; nothing for a first version. */
function versionChanges(version: VersionSummary['version'], lang: string) {
  const changes = (JSON.parse(version.changes) as { sections: string[]; text: Record<string, string> }[]).map((c) => ({
    sections: c.sections,
    text: c.text[lang] ?? '',
  }))
  return {
    ...(version.replaces ? { replaces: version.replaces } : {}),
    ...(changes.length > 0 ? { changes } : {}),
  }
}

/** Builds the product-detail answer existing clients read for one version, in one document language. */
export async function toProductDetail(
  record: ProductRecord,
  snapshot: VersionSummary,
  { lang, publicUrl, library, restrictedVisible }: DetailOptions,
): Promise<ProductDetail> {
  const { product, versions, tdsVersions, languages } = record
  const code = docLanguageById(lang)?.code ?? 'en'
  const current = snapshot.version
  const valid = validLanguages(record)
  const party = (p: { name: string; address: string | null; city: string | null; country: string | null }) => ({
    name: p.name,
    address: p.address ?? '',
    city: p.city ?? '',
    country: p.country ?? '',
  })
  const base = `/api/v1/products/-${product.permalink}`
  return {
    lang,
    version: { id: current.id, text: current.number, ...versionChanges(current, code) },
    basic: {
      id: product.permalink,
      product_id: product.id,
      text: product.name,
      code_name: product.code,
      description: textIn(current.description_i18n, code),
      brand_style: product.edition === 'coatings' ? 'coatings' : 'chemicals',
      logo: product.logo,
      qr: await qrDataUrl(permalinkUrl(publicUrl, product.permalink)),
      revision: current.number,
      revision_lbl: formatDate(current.revision_date),
      revision_date: current.revision_date,
      created: current.created_date,
      created_lbl: formatDate(current.created_date),
      regulation: product.regulation,
      supplier: product.supplier_name,
      synonym: { articles: record.articles.map((a) => ({ code: a.code, synonym_code_id: a.id })) },
      versions: versions.map((v) => ({ id: v.id, text: v.number })),
      tds_versions: tdsVersions.map((v) => ({ version: v.number })),
    },
    synonyms: record.synonyms.map((s) => ({
      id: s.id,
      name: s.name,
      identifiers: s.ufi ? [{ type: 'UFI' as const, identity: s.ufi }] : [],
    })),
    supplier: party({
      name: product.supplier_name,
      address: product.supplier_address,
      city: product.supplier_city,
      country: product.supplier_country,
    }),
    producer: product.producer_name
      ? party({
          name: product.producer_name,
          address: product.producer_address,
          city: product.producer_city,
          country: product.producer_country,
        })
      : null,
    ...detailSections(snapshot, code, library, (c) => `/api/v1/pictograms/${c}.svg`),
    emergency: emergencyNumbersFor(product.emergency_phones, code),
    emergency_abroad: emergencyNumbersAbroad(product.emergency_phones, code, countryCode(product.supplier_country)),
    emergency_text: product.emergency_phone,
    attachments: {
      data: Object.fromEntries(
        record.attachments
          .filter((a) => a.restricted_workgroup === null || restrictedVisible(a.restricted_workgroup))
          .map((a) => [
            String(a.id),
            {
              id: a.id,
              description: a.file_name,
              category: a.category,
              lang_code: docLanguageById(a.lang_id)?.code ?? '',
              status: a.status,
              size: a.size,
              created: a.created_at.slice(0, 10),
              link: `${base}/attachments/${a.id}`,
              restricted: a.restricted_workgroup !== null,
            },
          ]),
      ),
    },
    validLangs: valid.sds,
    validTdsLangs: valid.tds,
    label: { label_dim: Number(LABEL_DEFAULTS.label_dim) },
    edit_param: {
      sds_exists: versions.length > 0,
      tds_exists: tdsVersions.length > 0,
      tds_enabled: product.tds_enabled === 1,
      lang_exists: languages.some((l) => l.sds_created === 1),
      doc: { sds: product.doc_sds === 1, tds: product.doc_tds === 1, lbl: product.doc_lbl === 1, ipi: product.doc_ipi === 1 },
      languages: languages.map((l) => ({
        id: l.lang_id,
        text: docLanguageById(l.lang_id)?.name ?? String(l.lang_id),
        valid: l.sds_valid === 1,
        created: l.sds_created === 1,
        tds_valid: l.tds_valid === 1 ? '1' : '0',
        tds_created: l.tds_created === 1 ? '1' : '0',
      })),
      defaults: labelDefaults(valid.sds),
      ...LABEL_OPTIONS,
    },
    edit: false,
    sds_edit: false,
    tds_edit: false,
    label_edit: false,
  }
}
