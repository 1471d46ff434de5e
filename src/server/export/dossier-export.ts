import { readSubstanceDetails } from '#shared/sds-substance'
import type { Kysely } from 'kysely'
import type { DossierFile, LocalizedText } from '#shared/dossier-file'
import { docLanguageById } from '#shared/languages'
import type { Database } from '../db/schema.ts'
import { findProduct, findVersionSnapshot } from '../repos/products.ts'
import { readSdsData } from '../repos/sds-data.ts'

const i18n = (json: string | null): LocalizedText | undefined => (json ? (JSON.parse(json) as LocalizedText) : undefined)
const code = (langId: number) => docLanguageById(langId)!.code
const bool = (flag: number) => flag === 1

export interface ExportedDossier {
  dossier: DossierFile
  attachments: { path: string; content: Uint8Array }[]
}

/** The list of changes, left out when the version has none (as a file without one would be written). */
function changesOf(json: string): { changes?: DossierFile['version']['changes'] } {
  const changes = JSON.parse(json) as NonNullable<DossierFile['version']['changes']>
  return changes.length > 0 ? { changes } : {}
}

/**
 * Writes a stored product back as a dossier file, in the import format: one file per version
 * (the current one by default). Attachments come back as files beside it, under attachments/.
 */
export async function exportDossier(db: Kysely<Database>, permalink: string, versionNumber?: string): Promise<ExportedDossier | undefined> {
  const record = await findProduct(db, permalink)
  const version = versionNumber === undefined ? record?.versions[0] : record?.versions.find((v) => v.number === versionNumber)
  if (!record || !version) return undefined
  const s = await findVersionSnapshot(db, version.id)
  const { product } = record
  const attachments = await db
    .selectFrom('attachments')
    .select(['file_name', 'content'])
    .where('product_id', '=', product.id)
    .orderBy('position')
    .execute()

  const dossier: DossierFile = {
    permalink: product.permalink,
    name: product.name,
    code: product.code,
    edition: product.edition as DossierFile['edition'],
    logo: product.logo,
    regulation: product.regulation,
    supplier: {
      name: product.supplier_name,
      address: product.supplier_address,
      city: product.supplier_city,
      country: product.supplier_country,
      phone: product.supplier_phone,
      email: product.supplier_email,
    },
    producer: product.producer_name
      ? {
          name: product.producer_name,
          address: product.producer_address ?? '',
          city: product.producer_city ?? '',
          country: product.producer_country ?? '',
        }
      : null,
    emergencyPhone: product.emergency_phone,
    packaging: { nominalQuantity: product.nominal_quantity },
    emergencyPhones: JSON.parse(product.emergency_phones) as DossierFile['emergencyPhones'],
    documents: { sds: bool(product.doc_sds), tds: bool(product.doc_tds), label: bool(product.doc_lbl), ipi: bool(product.doc_ipi) },
    tdsEnabled: bool(product.tds_enabled),
    languages: record.languages.map((l) => ({
      code: code(l.lang_id),
      sds: { valid: bool(l.sds_valid), created: bool(l.sds_created) },
      tds: { valid: bool(l.tds_valid), created: bool(l.tds_created) },
    })),
    version: {
      number: version.number,
      revisionDate: version.revision_date,
      createdDate: version.created_date,
      ...(s.version.replaces ? { replaces: s.version.replaces } : {}),
      ...changesOf(s.version.changes),
    },
    tdsVersions: record.tdsVersions.map((v) => ({ number: v.number })),
    synonyms: record.synonyms.map((syn) => ({
      name: syn.name,
      ...(syn.ufi ? { ufi: syn.ufi } : {}),
      articles: record.articles.filter((a) => a.synonym_id === syn.id).map((a) => ({ code: a.code })),
    })),
    description: i18n(s.version.description_i18n)!,
    classification: s.classifications.map((c) => ({ hazardClass: c.hazard_class, category: c.category, statement: c.statement })),
    hazards: {
      signalWord: s.version.signal_word as DossierFile['hazards']['signalWord'],
      pictograms: s.pictograms.map((p) => p.code as DossierFile['hazards']['pictograms'][number]),
      statements: s.statements.map((st) => {
        const text = JSON.parse(st.text_i18n) as LocalizedText
        return { code: st.code, onLabel: bool(st.on_label), ...(Object.keys(text).length > 0 ? { text } : {}) }
      }),
    },
    substances: s.substances.map((sub) => ({
      name: i18n(sub.name_i18n)!,
      ...(sub.cas ? { cas: sub.cas } : {}),
      ...(sub.ec ? { ec: sub.ec } : {}),
      ...(sub.index_no ? { index: sub.index_no } : {}),
      ...(sub.reach_no ? { reach: sub.reach_no } : {}),
      contentMin: sub.content_min,
      contentMax: sub.content_max,
      classification: JSON.parse(sub.classification) as DossierFile['substances'][number]['classification'],
      ...readSubstanceDetails(sub.details),
    })),
    composition: s.composition.map((r) =>
      r.kind === 'instruction'
        ? { kind: 'instruction' as const, instruction: i18n(r.instruction_i18n)! }
        : {
            kind: 'material' as const,
            productName: r.product_name ?? '',
            supplier: r.supplier ?? '',
            ...(r.purpose_i18n ? { purpose: i18n(r.purpose_i18n) } : {}),
            content: r.content ?? 0,
            ...(r.volume !== null ? { volume: r.volume } : {}),
            ...(r.price !== null ? { price: r.price } : {}),
          },
    ),
    parameters: s.categories.map((c) => ({
      category: i18n(c.title_i18n)!,
      items: s.parameters.filter((p) => p.category_id === c.id).map((p) => ({ name: i18n(p.name_i18n)!, value: i18n(p.value_i18n)! })),
    })),
    recommendations: {
      ...(s.version.recommended_use_i18n ? { use: i18n(s.version.recommended_use_i18n) } : {}),
      ...(s.version.recommended_levels_i18n ? { levels: i18n(s.version.recommended_levels_i18n) } : {}),
      ...(s.version.special_features_i18n ? { specialFeatures: i18n(s.version.special_features_i18n) } : {}),
    },
    attachments: record.attachments.map((a) => ({
      file: `attachments/${a.file_name}`,
      category: a.category as DossierFile['attachments'][number]['category'],
      lang: code(a.lang_id),
      status: a.status as DossierFile['attachments'][number]['status'],
      ...(a.restricted_workgroup ? { restrictedTo: a.restricted_workgroup } : {}),
    })),
    sds: { sections: JSON.parse(s.version.sds_sections) as DossierFile['sds']['sections'], ...readSdsData(s.version.sds_data) },
  }
  return { dossier, attachments: attachments.map((a) => ({ path: `attachments/${a.file_name}`, content: new Uint8Array(a.content) })) }
}
