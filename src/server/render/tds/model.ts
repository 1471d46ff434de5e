import type { DocumentPart, Row } from '../common/model.ts'

/** The technical data sheet as the renderers read it; documents/tds builds it from the product data. */
export type TdsSectionId = 'description' | 'use' | 'levels' | 'features' | 'parameters' | 'handling' | 'packaging'

export interface TdsSection {
  id: TdsSectionId
  title: string
  parts: DocumentPart[]
}

export interface TdsDocument {
  lang: string
  productName: string
  title: string
  /** The TDS version shown (basic.tds_versions). */
  tdsVersion: string
  /** Version and date, product code, supplier. */
  meta: Row[]
  supplier: string
  sections: TdsSection[]
  disclaimer: string
  pageLabel: string
}
