import type { DiffPart } from '../../../shared/diff.ts'

/**
 * The one document model of a safety data sheet. It is built once from the data (build.ts) and
 * read by every output: the HTML fragment, the PDF, and the comparison of two versions. Every text
 * in it is already in the document language; renderers only lay it out.
 */

/** A plain text, or in a comparison the word-level difference to the older version. */
export type Text = string | readonly DiffPart[]

/** A whole item that only one of the two compared versions has. */
export type Change = 'ins' | 'del'

export interface Row {
  label: Text
  value: Text
}

export interface StatementItem {
  code: Text
  text: Text
}

export interface PictogramItem {
  code: string
  /** The hazard class name in the document language: the image's text alternative. */
  alt: string
  change?: Change
}

export type Block =
  /** `empty`: a stand-in such as "No data available.", styled apart from real content. */
  | { kind: 'paragraph'; text: Text; empty?: boolean }
  | { kind: 'rows'; rows: Row[] }
  | {
      kind: 'table'
      /** Names the table for styling and column widths: substances, limits, properties, classification (SDS); parameters, packaging (TDS). */
      name: TableName
      columns: string[]
      rows: Text[][]
      /** The first cell of each row heads it (a property name, for instance). */
      rowHeaders?: boolean
    }
  | { kind: 'statements'; name: StatementListName; title: string; items: StatementItem[] }
  | { kind: 'pictograms'; items: PictogramItem[] }

export type TableName =
  | 'classification'
  | 'substances'
  | 'limits'
  | 'properties'
  | 'parameters'
  | 'packaging'
  | 'dnel'
  | 'pnec'
  | 'gloves'
  | 'ecotoxicity'
  | 'changes'
  | 'methods'
export type StatementListName = 'hazard' | 'supplemental' | 'precautionary' | 'full-text'

/** A run of blocks under an optional sub-heading (the TDS and the safety instructions are made of these). */
export interface DocumentPart {
  title: string | null
  blocks: Block[]
}

/** A block and whether a comparison of versions looks at it (revision data always differs). */
export type SheetBlock = Block & { revision?: true }

export interface Subsection {
  /** '1.1', '9.2', '9.2.1' */
  number: string
  title: string
  blocks: SheetBlock[]
  children: Subsection[]
}

export interface Section {
  number: number
  title: string
  /** Text that opens the section before its first subsection (section 16 has only this). */
  blocks: SheetBlock[]
  subsections: Subsection[]
  /** Set by a comparison: the section's text differs from the older version. */
  changed?: boolean
}

export interface SdsDocument {
  /** ISO 639-1 code of the document language. */
  lang: string
  productName: string
  versionId: number
  title: string
  regulation: string
  /** Version, revision date, date of first issue. */
  meta: Row[]
  /** The permalink in a QR code, when asked for. */
  qr: { url: string; caption: string; alt: string } | null
  /** "Page {n} of {m}" in the document language, for the PDF footer. */
  pageLabel: string
  sections: Section[]
}

/** The plain text of a Text, whatever side of a comparison it shows: the newer one. */
export function plain(text: Text): string {
  return typeof text === 'string'
    ? text
    : text
        .filter((p) => p.kind !== 'del')
        .map((p) => p.text)
        .join('')
}
