import type { DiffPart } from '#shared/diff'

/**
 * The blocks every document is made of (SDS, TDS, safety instructions): paragraphs, rows, tables,
 * statements and pictograms. Every text in them is already in the document language; renderers
 * only lay them out.
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

/** The plain text of a Text, whatever side of a comparison it shows: the newer one. */
export function plain(text: Text): string {
  return typeof text === 'string'
    ? text
    : text
        .filter((p) => p.kind !== 'del')
        .map((p) => p.text)
        .join('')
}

export function paragraph(text: string, empty = false): Block {
  return empty ? { kind: 'paragraph', text, empty } : { kind: 'paragraph', text }
}

/** A stored text as paragraphs: suppliers write one paragraph per line. */
export function paragraphs(text: string | null | undefined): Block[] {
  if (!text) return []
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => paragraph(line))
}
