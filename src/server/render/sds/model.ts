import type { Block, Row } from '../common/model.ts'

/**
 * The one document model of a safety data sheet. It is built once from the data (build.ts) and
 * read by every output: the HTML fragment, the PDF, and the comparison of two versions. Every text
 * in it is already in the document language; renderers only lay it out. Its blocks are the ones
 * every document shares (common/model.ts).
 */

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
