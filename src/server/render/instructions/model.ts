import type { DocumentPart, PictogramItem, Row } from '../common/model.ts'

/** The safety instructions as the renderers read them; documents/instructions builds them from the SDS data. */
export type InstructionsSectionId = 'hazards' | 'protection' | 'emergency' | 'first-aid' | 'disposal'

export interface InstructionsSection {
  id: InstructionsSectionId
  title: string
  /** Hazards only: the GHS pictograms and the signal word. */
  pictograms: PictogramItem[]
  signalWord: string | null
  parts: DocumentPart[]
}

export interface InstructionsDocument {
  lang: string
  productName: string
  supplier: string
  versionId: number
  title: string
  subtitle: string
  /** Version and revision date of the SDS version. */
  meta: Row[]
  emergency: Row | null
  qr: { url: string; caption: string; alt: string } | null
  pageLabel: string
  sections: InstructionsSection[]
}
