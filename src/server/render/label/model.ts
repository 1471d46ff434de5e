import type { DocLanguageCode } from '#shared/languages'

/** What goes on a label, as the layout and the renderers read it; documents/label composes it. */
export interface LabelLanguageContent {
  langId: number
  lang: DocLanguageCode
  signalWord?: string
  /** 'Contains: …' — the substances CLP Article 18(3)(b) asks to name. */
  contains?: string
  /** H statements, then P statements, each 'H225 Highly flammable…' (only the text with hideStatementCodes). */
  hazards: string[]
  precautions: string[]
  /** The supplemental section (Article 25): EUH statements and Annex XVII restrictions. */
  supplemental: string[]
  description?: string
  instructions: string[]
  usage?: string
  storage?: string
}

export interface LabelContent {
  title: string
  /** Which signal word the label carries (its text is in each language's signalWord). */
  signal?: 'danger' | 'warning'
  synonyms: string[]
  ufi: string[]
  /** 'Code: A-1, A-2' in the reference language, when product codes are chosen. */
  codes?: string
  pictograms: { code: string; name: string }[]
  /** GHS code and hazard name under each pictogram (off with hidePictogramNames). */
  pictogramMarks: boolean
  languages: LabelLanguageContent[]
  supplier: string[]
  /** The supplier's name and address lines (supplier without its telephone line). */
  supplierAddress: string[]
  /** The supplier's telephone as the dossier gives it (for a tel: link). */
  supplierPhone?: string
  /** 'Contents: 500 ml' in the reference language. */
  contents?: string
  unNumber?: string
  qrUrl?: string
  logo: boolean
  /** Every hazard statement code on the label (set H), for the warnings and the alt text. */
  hazardCodes: string[]
  /** Label elements the dossier does not give (the label cannot be printed without them). */
  gaps: string[]
  /**
   * Statements, signal word or pictogram names the phrase library has no text of in a label
   * language ("H290 in 'no'"): the label cannot be printed in that language.
   */
  untranslated: string[]
  /** What an author should look at (e.g. more than six P statements, Article 28(3)). */
  warnings: string[]
  /** How many P statements the label carries in each language (Article 28(3) asks for six at most, unless necessary). */
  precautionCount: number
}
