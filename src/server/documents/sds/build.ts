import type { LocalizedText } from '#shared/localized-text'
import { SDS_SECTIONS, type SdsSubsectionNumber } from '#shared/sds-structure'
import { documentTexts } from '#server/phrases/document-texts'
import type { PhraseLibrary } from '#server/phrases/library'
import { formatDocumentDate } from '#shared/document-dates'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { readSdsData } from '#server/repos/sds-data'
import { contentProviders, fullTextBlocks, type Content, type ContentInput } from './content.ts'
import { paragraph, paragraphs } from '#server/render/common/model'
import { structuredProviders } from './content-structured.ts'
import type { SdsDocument, Section, SheetBlock, Subsection } from '#server/render/sds/model'
import type { Row } from '#server/render/common/model'

export interface SdsInput {
  record: ProductRecord
  snapshot: VersionSnapshot
  /** ISO 639-1 code of the document language. */
  lang: string
  library: PhraseLibrary
  /** The address the QR code carries; null for a sheet without one. */
  qrUrl: string | null
}

/**
 * Builds the document model of one version in one language: every Annex II heading with its
 * content from the data, from the supplier's SDS texts, or "No data available.". Texts come from the
 * phrase library in the document language; a missing one throws (the importer keeps that from happening).
 */
export function buildSdsDocument(input: SdsInput): SdsDocument {
  const { record, snapshot, lang, library } = input
  const t = documentTexts(library, lang)
  const texts = JSON.parse(snapshot.version.sds_sections) as Record<string, LocalizedText>
  const own = (number: string) => paragraphs(texts[number]?.[lang as keyof LocalizedText])
  const contentInput: ContentInput = {
    record,
    snapshot,
    data: readSdsData(snapshot.version.sds_data),
    lang,
    library,
    t,
    hasText: (number) => own(number).length > 0,
  }
  const providers = contentProviders(contentInput)
  const structured = structuredProviders({ data: contentInput.data, snapshot, lang, t })
  // "No data available." says why where the file gives the reason (not relevant, not tested, …).
  const noData = (number: string) => {
    const reason = contentInput.data.noData[number]
    return paragraph(t(reason ? `doc:noDataReason:${reason}` : 'doc:noData'), true)
  }

  const subsection = (number: string, children: Subsection[]): Subsection => {
    const content: Content = providers[number]?.() ?? { blocks: [] }
    const blocks = [...content.blocks, ...(structured[number]?.() ?? []), ...own(number)]
    const fallback = content.fallback === undefined ? noData(number) : content.fallback
    return { number, title: t(`doc:section:${number}`), blocks: blocks.length > 0 || !fallback ? blocks : [fallback], children }
  }
  const build = ({ number, children }: SdsSubsectionNumber) =>
    subsection(
      number,
      children.map((child) => subsection(child, [])),
    )

  const { version } = snapshot
  const meta: Row[] = [
    { label: t('doc:version'), value: version.number },
    { label: t('doc:revisionDate'), value: formatDocumentDate(version.revision_date, lang) },
    { label: t('doc:firstIssueDate'), value: formatDocumentDate(version.created_date, lang) },
    ...(version.replaces ? [{ label: t('doc:replacesVersion'), value: version.replaces }] : []),
  ]

  const sections: Section[] = SDS_SECTIONS.map(({ number, subsections }) => {
    const opening: SheetBlock[] = own(String(number))
    if (number === 16) {
      const revision: SheetBlock = { kind: 'rows', rows: meta, revision: true }
      const blocks = [revision, ...(structured['16']?.() ?? []), ...fullTextBlocks(contentInput), ...opening]
      return { number, title: t('doc:section:16'), blocks, subsections: [] }
    }
    return { number, title: t(`doc:section:${number}`), blocks: opening, subsections: subsections.map(build) }
  })

  return {
    lang,
    productName: record.product.name,
    versionId: version.id,
    title: t('doc:title'),
    regulation: t('doc:regulation'),
    meta,
    qr: input.qrUrl ? { url: input.qrUrl, caption: t('doc:scanQr'), alt: t('doc:qrAlt') } : null,
    pageLabel: t('doc:page'),
    sections,
  }
}
