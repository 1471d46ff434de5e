import { substanceDetailsOf } from '../../shared/sds-substance.ts'
import type { Kysely } from 'kysely'
import type { DossierFile } from '../../shared/dossier-file.ts'
import { docLanguageByCode } from '../../shared/languages.ts'
import type { SdsData } from '../../shared/sds-data.ts'
import type { Database } from '../db/schema.ts'
import { refreshSearchTerms } from './search-terms.ts'

export type ImportOutcome = 'created' | 'updated' | 'unchanged'

export interface AttachmentFile {
  fileName: string
  contentType: string
  content: Uint8Array
  sha256: string
}

const flag = (value: boolean) => (value ? 1 : 0)
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
const langId = (code: string) => docLanguageByCode(code)!.id // the schema admits only codes of the table

/** The structured SDS parts as stored in product_versions.sds_data (everything of file.sds but its texts). */
function sdsData(file: DossierFile): SdsData {
  const { sections: _texts, ...data } = file.sds
  return data
}

/**
 * Writes one version of a product. Call it inside a transaction (see importDossiers) so a failure
 * writes nothing. Product-wide data is replaced only by a version at least as new as every stored one,
 * so importing an old version adds it to the history without rolling the product back.
 */
export async function saveDossierVersion(
  trx: Kysely<Database>,
  file: DossierFile,
  attachments: AttachmentFile[],
  contentHash: string,
  now = new Date().toISOString(),
): Promise<ImportOutcome> {
  // One read for the product and its versions (none when the product is new).
  const stored = await trx
    .selectFrom('products as p')
    .leftJoin('product_versions as v', 'v.product_id', 'p.id')
    .select(['p.id as productId', 'v.id', 'v.number', 'v.revision_date', 'v.content_hash'])
    .where('p.permalink', '=', file.permalink)
    .execute()
  const product = stored[0] && { id: stored[0].productId }
  const versions = stored.filter((v) => v.id !== null) as { id: number; number: string; revision_date: string; content_hash: string }[]
  const same = versions.find((v) => v.number === file.version.number)
  if (same?.content_hash === contentHash) return 'unchanged'
  const isNewest = versions.every((v) => v.number === file.version.number || v.revision_date <= file.version.revisionDate)

  let productId = product?.id
  if (productId === undefined) {
    productId = (
      await trx
        .insertInto('products')
        .values({ ...productColumns(file, now), permalink: file.permalink, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  } else if (isNewest) {
    await trx.updateTable('products').set(productColumns(file, now)).where('id', '=', productId).execute()
  }
  if (isNewest) await replaceProductWide(trx, productId, file, attachments, now, product !== undefined)

  if (same) await trx.deleteFrom('product_versions').where('id', '=', same.id).execute()
  await insertVersion(trx, productId, file, contentHash)
  // The search texts are those of the product-wide data and the current version: an older version changes neither.
  if (isNewest) await refreshSearchTerms(trx, productId)
  return same ? 'updated' : 'created'
}

function productColumns(file: DossierFile, now: string) {
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
    updated_at: now,
  }
}

async function replaceProductWide(
  trx: Kysely<Database>,
  productId: number,
  file: DossierFile,
  attachments: AttachmentFile[],
  now: string,
  existed: boolean,
) {
  if (existed) {
    for (const table of ['product_languages', 'product_tds_versions', 'synonyms', 'attachments'] as const) {
      await trx.deleteFrom(table).where('product_id', '=', productId).execute()
    }
  }
  await trx
    .insertInto('product_languages')
    .values(
      file.languages.map((l, position) => ({
        product_id: productId,
        lang_id: langId(l.code),
        position,
        sds_valid: flag(l.sds.valid),
        sds_created: flag(l.sds.created),
        tds_valid: flag(l.tds.valid),
        tds_created: flag(l.tds.created),
      })),
    )
    .execute()
  if (file.tdsVersions.length > 0) {
    await trx
      .insertInto('product_tds_versions')
      .values(file.tdsVersions.map((v, position) => ({ product_id: productId, number: v.number, position })))
      .execute()
  }
  if (file.synonyms.length > 0) {
    // One insert for all trade names, one for all their article codes (matched by position, not by answer order).
    const synonymIds = await trx
      .insertInto('synonyms')
      .values(file.synonyms.map((synonym, position) => ({ product_id: productId, position, name: synonym.name, ufi: synonym.ufi ?? null })))
      .returning(['id', 'position'])
      .execute()
    const idAt = new Map(synonymIds.map((r) => [r.position, r.id]))
    const articles = file.synonyms.flatMap((synonym, position) =>
      synonym.articles.map((a, i) => ({ synonym_id: idAt.get(position)!, product_id: productId, position: i, code: a.code })),
    )
    if (articles.length > 0) await trx.insertInto('articles').values(articles).execute()
  }
  for (const [position, a] of file.attachments.entries()) {
    const f = attachments[position]!
    await trx
      .insertInto('attachments')
      .values({
        product_id: productId,
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
        created_at: now,
      })
      .execute()
  }
}

async function insertVersion(trx: Kysely<Database>, productId: number, file: DossierFile, contentHash: string) {
  const { id: versionId } = await trx
    .insertInto('product_versions')
    .values({
      product_id: productId,
      number: file.version.number,
      revision_date: file.version.revisionDate,
      created_date: file.version.createdDate,
      replaces: file.version.replaces ?? null,
      changes: JSON.stringify(file.version.changes ?? []),
      content_hash: contentHash,
      signal_word: file.hazards.signalWord,
      description_i18n: JSON.stringify(file.description),
      recommended_use_i18n: json(file.recommendations.use),
      recommended_levels_i18n: json(file.recommendations.levels),
      special_features_i18n: json(file.recommendations.specialFeatures),
      sds_sections: JSON.stringify(file.sds.sections),
      sds_data: JSON.stringify(sdsData(file)),
    })
    .returning('id')
    .executeTakeFirstOrThrow()

  const at = (position: number) => ({ version_id: versionId, position })
  if (file.classification.length > 0) {
    await trx
      .insertInto('classifications')
      .values(file.classification.map((c, i) => ({ ...at(i), hazard_class: c.hazardClass, category: c.category, statement: c.statement })))
      .execute()
  }
  if (file.hazards.pictograms.length > 0) {
    await trx
      .insertInto('hazard_pictograms')
      .values(file.hazards.pictograms.map((code, i) => ({ ...at(i), code })))
      .execute()
  }
  if (file.hazards.statements.length > 0) {
    await trx
      .insertInto('hazard_statements')
      .values(
        file.hazards.statements.map((st, i) => ({
          ...at(i),
          code: st.code,
          on_label: flag(st.onLabel),
          text_i18n: JSON.stringify(st.text ?? {}),
        })),
      )
      .execute()
  }
  if (file.substances.length > 0) {
    await trx
      .insertInto('substances')
      .values(
        file.substances.map((s, i) => ({
          ...at(i),
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
      )
      .execute()
  }
  if (file.composition.length > 0) {
    await trx
      .insertInto('composition_rows')
      .values(
        file.composition.map((r, i) =>
          r.kind === 'material'
            ? {
                ...at(i),
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
                ...at(i),
                kind: r.kind,
                product_name: null,
                supplier: null,
                purpose_i18n: null,
                content: null,
                volume: null,
                price: null,
                instruction_i18n: JSON.stringify(r.instruction),
              },
        ),
      )
      .execute()
  }
  if (file.parameters.length === 0) return
  const categoryIds = await trx
    .insertInto('parameter_categories')
    .values(
      file.parameters.map((category, position) => ({ version_id: versionId, position, title_i18n: JSON.stringify(category.category) })),
    )
    .returning(['id', 'position'])
    .execute()
  const idAt = new Map(categoryIds.map((r) => [r.position, r.id]))
  await trx
    .insertInto('parameters')
    .values(
      file.parameters.flatMap((category, position) =>
        category.items.map((item, i) => ({
          category_id: idAt.get(position)!,
          position: i,
          name_i18n: JSON.stringify(item.name),
          value_i18n: JSON.stringify(item.value),
        })),
      ),
    )
    .execute()
}
