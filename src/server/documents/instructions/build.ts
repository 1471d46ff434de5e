import type { LocalizedText } from '#shared/localized-text'
import { documentTexts, MissingDocumentText } from '#server/phrases/document-texts'
import { fillInsOf, statementText } from '#server/phrases/statement-text'
import type { PhraseLibrary } from '#server/phrases/library'
import { formatDocumentDate } from '#shared/document-dates'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { paragraph, paragraphs } from '#server/render/common/model'
import type { Block, DocumentPart, Row, StatementItem } from '#server/render/common/model'
import type { InstructionsDocument, InstructionsSection } from '#server/render/instructions/model'
import { precautionGroup, type PrecautionGroup } from '#server/render/instructions/precautions'

/**
 * The workplace safety instructions (IPI; a German "Betriebsanweisung") of one SDS version in one
 * language: hazards with pictograms and signal word, protective measures with personal protective
 * equipment, behaviour in case of danger (fire, spills, emergency telephone), first aid, storage and
 * disposal. Built from the SDS data: the version's statements grouped by what they are about, and the
 * SDS texts of the matching headings. A part with neither points to its SDS section.
 */
export interface InstructionsInput {
  record: ProductRecord
  snapshot: VersionSnapshot
  lang: string
  library: PhraseLibrary
  /** The address the QR code carries; null for instructions without one. */
  qrUrl: string | null
}

export function buildInstructionsDocument({ record, snapshot, lang, library, qrUrl }: InstructionsInput): InstructionsDocument {
  const t = documentTexts(library, lang)
  const { product } = record
  const { version } = snapshot
  const fillIns = fillInsOf(snapshot.statements)
  const phrase = (code: string) => {
    const text = statementText(library, code, lang, fillIns)
    if (text === undefined) throw new MissingDocumentText(code, lang)
    return text
  }
  const sdsTexts = JSON.parse(version.sds_sections) as Record<string, LocalizedText>
  const sds = (...numbers: string[]) => numbers.flatMap((n) => paragraphs(sdsTexts[n]?.[lang as keyof LocalizedText]))
  const codes = snapshot.statements.map((s) => s.code)
  const list = (name: 'hazard' | 'supplemental' | 'precautionary', title: string, of: string[]): Block[] =>
    of.length === 0 ? [] : [{ kind: 'statements', name, title, items: of.map((code): StatementItem => ({ code, text: phrase(code) })) }]
  const precautions = (group: PrecautionGroup) =>
    list(
      'precautionary',
      '',
      codes.filter((c) => precautionGroup(c) === group),
    )
  const seeSds = (n: number) => paragraph(t('doc:seeSdsSection', { n }), true)
  const part = (title: string | null, blocks: Block[], sdsSection: number): DocumentPart => ({
    title,
    blocks: blocks.length > 0 ? blocks : [seeSds(sdsSection)],
  })
  const emergency: Row | null = product.emergency_phone ? { label: t('doc:emergencyPhone'), value: product.emergency_phone } : null
  const emergencyRows: Block[] = emergency ? [{ kind: 'rows', rows: [emergency] }] : []

  const hazardStatements = [
    ...list(
      'hazard',
      t('doc:hazardStatements'),
      codes.filter((c) => c.startsWith('H')),
    ),
    ...list(
      'supplemental',
      t('doc:supplementalStatements'),
      codes.filter((c) => c.startsWith('EUH')),
    ),
  ]
  const classified = snapshot.classifications.length > 0 || codes.some((c) => c.startsWith('H'))

  const sections: InstructionsSection[] = [
    {
      id: 'hazards',
      title: t('doc:ipi:hazards'),
      pictograms: snapshot.pictograms.map((p) => ({ code: p.code, alt: phrase(`pictogram:${p.code}`) })),
      signalWord: version.signal_word ? phrase(`signal:${version.signal_word}`) : null,
      parts: [{ title: null, blocks: [...(classified ? [] : [paragraph(t('doc:notClassified'))]), ...hazardStatements, ...sds('2.3')] }],
    },
    {
      id: 'protection',
      title: t('doc:ipi:protection'),
      pictograms: [],
      signalWord: null,
      parts: [
        part(t('doc:ipi:conduct'), [...precautions('conduct'), ...sds('7.1')], 7),
        part(t('doc:ipi:ppe'), [...precautions('ppe'), ...sds('8.2')], 8),
      ],
    },
    {
      id: 'emergency',
      title: t('doc:ipi:emergency'),
      pictograms: [],
      signalWord: null,
      parts: [
        part(t('doc:ipi:fire'), [...precautions('fire'), ...sds('5.1', '5.2', '5.3')], 5),
        part(t('doc:ipi:spill'), [...precautions('spill'), ...sds('6.1', '6.2', '6.3', '6.4')], 6),
        ...(emergency ? [{ title: null, blocks: emergencyRows }] : []),
      ],
    },
    {
      id: 'first-aid',
      title: t('doc:ipi:firstAid'),
      pictograms: [],
      signalWord: null,
      parts: [part(null, [...precautions('first-aid'), ...sds('4.1', '4.2', '4.3')], 4)],
    },
    {
      id: 'disposal',
      title: t('doc:ipi:disposal'),
      pictograms: [],
      signalWord: null,
      parts: [
        part(t('doc:ipi:storage'), [...precautions('storage'), ...sds('7.2')], 7),
        part(t('doc:ipi:waste'), [...precautions('disposal'), ...sds('13.1')], 13),
      ],
    },
  ]

  return {
    lang,
    productName: product.name,
    supplier: product.supplier_name,
    versionId: version.id,
    title: t('doc:ipi:title'),
    subtitle: t('doc:ipi:subtitle'),
    meta: [
      { label: t('doc:version'), value: version.number },
      { label: t('doc:revisionDate'), value: formatDocumentDate(version.revision_date, lang) },
    ],
    emergency,
    qr: qrUrl ? { url: qrUrl, caption: t('doc:scanQr'), alt: t('doc:qrAlt') } : null,
    pageLabel: t('doc:page'),
    sections,
  }
}
