import type { Insertable } from 'kysely'
import type { DossierFile } from '#shared/dossier-file'
import { docLanguageByCode } from '#shared/languages'
import type { SdsData } from '#shared/sds-data'
import { substanceDetailsOf } from '#shared/sds-substance'
import type { Database } from '../db/schema.ts'
import type { AttachmentFile } from './save-dossier.ts'

const flag = (value: boolean) => (value ? 1 : 0)
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
const langId = (code: string) => docLanguageByCode(code)!.id // the schema admits only codes of the table

/** A table's row without the columns the writer fills in (the ids of the rows it belongs to, the time of writing). */
type RowOf<T extends keyof Database, Filled extends string> = Omit<Insertable<Database[T]>, Filled>

/**
 * One version of a product as the rows that store it, every JSON column already encoded: what the
 * writer needs of a checked dossier file, and all it needs. An import builds it in the thread that
 * checked the file, so the writing thread gets a few strings per version instead of the file's
 * tree of objects, and spends its time on the database only.
 */
export interface DossierRows {
  permalink: string
  number: string
  revisionDate: string
  /** The product's own columns (without permalink and times). */
  product: Omit<RowOf<'products', 'permalink' | 'created_at' | 'updated_at'>, 'id'>
  languages: RowOf<'product_languages', 'product_id'>[]
  tdsVersions: RowOf<'product_tds_versions', 'product_id' | 'id'>[]
  synonyms: (RowOf<'synonyms', 'product_id' | 'id'> & { articles: RowOf<'articles', 'product_id' | 'synonym_id' | 'id'>[] })[]
  attachments: RowOf<'attachments', 'product_id' | 'created_at' | 'id'>[]
  version: RowOf<'product_versions', 'product_id' | 'id'> & { content_hash: string; sds_sections: string; description_i18n: string }
  classifications: RowOf<'classifications', 'version_id'>[]
  pictograms: RowOf<'hazard_pictograms', 'version_id'>[]
  statements: RowOf<'hazard_statements', 'version_id'>[]
  substances: RowOf<'substances', 'version_id' | 'id'>[]
  composition: RowOf<'composition_rows', 'version_id' | 'id'>[]
  parameters: (RowOf<'parameter_categories', 'version_id' | 'id'> & { items: RowOf<'parameters', 'category_id'>[] })[]
}

/** The structured SDS parts as stored in product_versions.sds_data (everything of file.sds but its texts). */
function sdsData(file: DossierFile): SdsData {
  const { sections: _texts, ...data } = file.sds
  return data
}

/** The rows of a checked file with its attachments; `contentHash` recognises the version on a later import. */
export function dossierRows(
  file: DossierFile,
  attachments: AttachmentFile[],
  contentHash: (version: DossierRows['version']) => string,
): DossierRows {
  const version = {
    number: file.version.number,
    revision_date: file.version.revisionDate,
    created_date: file.version.createdDate,
    replaces: file.version.replaces ?? null,
    changes: JSON.stringify(file.version.changes ?? []),
    content_hash: '',
    signal_word: file.hazards.signalWord,
    description_i18n: JSON.stringify(file.description),
    recommended_use_i18n: json(file.recommendations.use),
    recommended_levels_i18n: json(file.recommendations.levels),
    special_features_i18n: json(file.recommendations.specialFeatures),
    sds_sections: JSON.stringify(file.sds.sections),
    sds_data: JSON.stringify(sdsData(file)),
  }
  version.content_hash = contentHash(version)
  return {
    permalink: file.permalink,
    number: file.version.number,
    revisionDate: file.version.revisionDate,
    product: productColumns(file),
    languages: file.languages.map((l, position) => ({
      lang_id: langId(l.code),
      position,
      sds_valid: flag(l.sds.valid),
      sds_created: flag(l.sds.created),
      tds_valid: flag(l.tds.valid),
      tds_created: flag(l.tds.created),
    })),
    tdsVersions: file.tdsVersions.map((v, position) => ({ number: v.number, position })),
    synonyms: file.synonyms.map((synonym, position) => ({
      position,
      name: synonym.name,
      ufi: synonym.ufi ?? null,
      articles: synonym.articles.map((a, i) => ({ position: i, code: a.code })),
    })),
    attachments: file.attachments.map((a, position) => {
      const f = attachments[position]!
      return {
        position,
        file_name: f.fileName,
        category: a.category,
        lang_id: langId(a.lang),
        status: a.status,
        size: f.content.byteLength,
        sha256: f.sha256,
        content_type: f.contentType,
        content: f.content,
        restricted_workgroup: a.restrictedTo ?? null,
      }
    }),
    version,
    classifications: file.classification.map((c, position) => ({
      position,
      hazard_class: c.hazardClass,
      category: c.category,
      statement: c.statement,
    })),
    pictograms: file.hazards.pictograms.map((code, position) => ({ position, code })),
    statements: file.hazards.statements.map((st, position) => ({
      position,
      code: st.code,
      on_label: flag(st.onLabel),
      text_i18n: JSON.stringify(st.text ?? {}),
    })),
    substances: file.substances.map((s, position) => ({
      position,
      name_i18n: JSON.stringify(s.name),
      cas: s.cas ?? null,
      ec: s.ec ?? null,
      index_no: s.index ?? null,
      reach_no: s.reach ?? null,
      content_min: s.contentMin,
      content_max: s.contentMax,
      classification: JSON.stringify(s.classification),
      details: JSON.stringify(substanceDetailsOf(s)),
    })),
    composition: compositionRows(file),
    parameters: file.parameters.map((category, position) => ({
      position,
      title_i18n: JSON.stringify(category.category),
      items: category.items.map((item, i) => ({
        position: i,
        name_i18n: JSON.stringify(item.name),
        value_i18n: JSON.stringify(item.value),
      })),
    })),
  }
}

function productColumns(file: DossierFile): DossierRows['product'] {
  return {
    name: file.name,
    code: file.code,
    edition: file.edition,
    logo: file.logo,
    regulation: file.regulation,
    supplier_name: file.supplier.name,
    supplier_address: file.supplier.address,
    supplier_city: file.supplier.city,
    supplier_country: file.supplier.country,
    supplier_phone: file.supplier.phone,
    supplier_email: file.supplier.email,
    producer_name: file.producer?.name ?? null,
    producer_address: file.producer?.address ?? null,
    producer_city: file.producer?.city ?? null,
    producer_country: file.producer?.country ?? null,
    emergency_phone: file.emergencyPhone,
    nominal_quantity: file.packaging.nominalQuantity,
    emergency_phones: JSON.stringify(file.emergencyPhones),
    doc_sds: flag(file.documents.sds),
    doc_tds: flag(file.documents.tds),
    doc_lbl: flag(file.documents.label),
    doc_ipi: flag(file.documents.ipi),
    tds_enabled: flag(file.tdsEnabled),
  }
}

function compositionRows(file: DossierFile): DossierRows['composition'] {
  return file.composition.map((r, position) =>
    r.kind === 'material'
      ? {
          position,
          kind: r.kind,
          product_name: r.productName,
          supplier: r.supplier,
          purpose_i18n: json(r.purpose),
          content: r.content,
          volume: r.volume ?? null,
          price: r.price ?? null,
          instruction_i18n: null,
        }
      : {
          position,
          kind: r.kind,
          product_name: null,
          supplier: null,
          purpose_i18n: null,
          content: null,
          volume: null,
          price: null,
          instruction_i18n: JSON.stringify(r.instruction),
        },
  )
}
