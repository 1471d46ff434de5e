import type { DossierFile } from '#shared/dossier-file'
import { DOCUMENT_TEXT_KEYS } from '../phrases/document-texts.ts'
import { legalTextSummary, textProvenance } from '../phrases/provenance.ts'

const HEADING_KEYS = DOCUMENT_TEXT_KEYS.filter((key) => key.startsWith('doc:section:'))

export interface LegalTextWarning {
  pointer: string
  message: string
}

/**
 * REACH Article 31(5) and CLP Article 17(2) ask for the sheet and the label in the official
 * language of the market, and Annex II fixes the wording of the SDS headings. Where the phrase
 * library holds headings or statements of a language that are not copied from an official source
 * (a secondary source, or our own translation), a sheet in that language must be checked by a
 * person who reads it before it is placed on the market: one warning per language says how many.
 *
 * The signal word is legal wording too: CLP Article 20 fixes "Danger" and "Warning", and Article
 * 17(2) asks for them in the official language of the market on the label; the SDS repeats the
 * label elements in 2.2 and the safety instructions show the signal word. A product with a signal
 * word gets a warning for each language whose word is not copied from the official CLP text.
 */
export function legalTextWarnings(file: DossierFile): LegalTextWarning[] {
  const out: LegalTextWarning[] = []
  file.languages.forEach((language, i) => {
    const pointer = `/languages/${i}/code`
    const summary = legalTextSummary(language.code, HEADING_KEYS)
    const { secondary, 'own-translation': own } = summary.headings
    if (file.documents.sds && secondary + own > 0)
      out.push({
        pointer,
        message: `SDS headings in '${language.code}': ${own} of ${HEADING_KEYS.length} are our own translation and ${secondary} come from a secondary source, not from the official text of REACH Annex II (Regulation (EU) 2020/878); check them against the official wording`,
      })
    const signal = file.hazards.signalWord
    const signalProvenance = signal ? textProvenance(`signal:${signal}`, language.code) : undefined
    if (signal && (file.documents.sds || file.documents.label || file.documents.ipi) && signalProvenance !== 'official')
      out.push({
        pointer,
        message: `signal word '${signal}' in '${language.code}' ${signalProvenance === 'secondary' ? 'comes from a secondary source' : 'is our own translation'}, not from the official text of CLP (Regulation (EC) No 1272/2008, Article 20); check it against the official wording before the label or sheet is used`,
      })
    if (summary.statements !== 'official')
      out.push({
        pointer,
        message: `hazard and precautionary statements in '${language.code}' are our own translation: CLP has no official text of them in this language in the phrase library`,
      })
  })
  return out
}
