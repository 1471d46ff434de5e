import type { LocalizedText } from '#shared/localized-text'
import { documentTexts } from '#server/phrases/document-texts'
import type { PhraseLibrary } from '#server/phrases/library'
import { formatDocumentDate } from '#shared/document-dates'
import { textIn } from '#server/products/i18n-text'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { paragraph, paragraphs } from '#server/render/common/model'
import type { Block, DocumentPart, Row } from '#server/render/common/model'
import type { TdsDocument, TdsSection } from '#server/render/tds/model'
import { countryInLanguage } from '../country-name.ts'

/**
 * The technical data sheet as one document model, read by the HTML and the PDF renderer. Its
 * content is the product data of the current version in the document language: description,
 * recommended use, levels and special features, parameters by category, handling and storage (the
 * SDS texts of 7.1 and 7.2), packaging (the articles of every trade name). Blocks are those of the
 * SDS model, so both share their renderers.
 */
export interface TdsInput {
  record: ProductRecord
  /** The current product version: its texts and parameters are the sheet's content. */
  snapshot: VersionSnapshot
  tdsVersion: string
  lang: string
  library: PhraseLibrary
}

const joined = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(', ')

export function buildTdsDocument({ record, snapshot, tdsVersion, lang, library }: TdsInput): TdsDocument {
  const t = documentTexts(library, lang)
  const { product } = record
  const { version } = snapshot
  const sdsTexts = JSON.parse(version.sds_sections) as Record<string, LocalizedText>
  const sdsText = (number: string) => paragraphs(sdsTexts[number]?.[lang as keyof LocalizedText])
  const one = (text: string): DocumentPart[] => (text ? [{ title: null, blocks: paragraphs(text) }] : [])

  const parameters: DocumentPart[] = snapshot.categories.flatMap((category) => {
    const rows = snapshot.parameters
      .filter((p) => p.category_id === category.id)
      .map((p) => [textIn(p.name_i18n, lang), textIn(p.value_i18n, lang)])
      .filter(([name, value]) => name !== '' && value !== '')
    if (rows.length === 0) return []
    const table: Block = {
      kind: 'table',
      name: 'parameters',
      columns: [t('doc:col:parameter'), t('doc:col:value')],
      rows,
      rowHeaders: true,
    }
    return [{ title: textIn(category.title_i18n, lang) || null, blocks: [table] }]
  })

  const handling: DocumentPart[] = [
    { title: t('doc:section:7.1'), blocks: sdsText('7.1') },
    { title: t('doc:section:7.2'), blocks: sdsText('7.2') },
  ].filter((part) => part.blocks.length > 0)

  const synonymName = new Map(record.synonyms.map((s) => [s.id, s.name]))
  const articleRows = record.articles.map((a) => [a.code, synonymName.get(a.synonym_id) ?? product.name])
  const packaging: DocumentPart[] =
    articleRows.length === 0
      ? []
      : [
          {
            title: null,
            blocks: [
              { kind: 'table', name: 'packaging', columns: [t('doc:col:articleNumber'), t('doc:col:tradeName')], rows: articleRows },
            ],
          },
        ]

  const sections: TdsSection[] = [
    { id: 'description' as const, title: t('doc:tds:description'), parts: one(textIn(version.description_i18n, lang)) },
    { id: 'use' as const, title: t('doc:tds:use'), parts: one(textIn(version.recommended_use_i18n, lang)) },
    { id: 'levels' as const, title: t('doc:tds:levels'), parts: one(textIn(version.recommended_levels_i18n, lang)) },
    { id: 'features' as const, title: t('doc:tds:features'), parts: one(textIn(version.special_features_i18n, lang)) },
    { id: 'parameters' as const, title: t('doc:tds:parameters'), parts: parameters },
    {
      id: 'handling' as const,
      title: t('doc:tds:handling'),
      // A sheet without handling texts points to where they are: section 7 of the SDS.
      parts: handling.length > 0 ? handling : [{ title: null, blocks: [paragraph(t('doc:seeSdsSection', { n: 7 }))] }],
    },
    { id: 'packaging' as const, title: t('doc:tds:packaging'), parts: packaging },
  ].filter((section) => section.parts.length > 0)

  const supplier = joined([
    product.supplier_name,
    product.supplier_address,
    product.supplier_city,
    countryInLanguage(product.supplier_country, lang),
  ])
  const meta: Row[] = [
    { label: t('doc:version'), value: tdsVersion },
    { label: t('doc:revisionDate'), value: formatDocumentDate(version.revision_date, lang) },
    ...(product.code ? [{ label: t('doc:productCode'), value: product.code }] : []),
    { label: t('doc:supplier'), value: supplier },
  ]
  return {
    lang,
    productName: product.name,
    title: t('doc:tds:title'),
    tdsVersion,
    meta,
    supplier,
    sections,
    disclaimer: t('doc:tds:disclaimer'),
    pageLabel: t('doc:page'),
  }
}
