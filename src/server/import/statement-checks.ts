import type { DossierFile, LocalizedText } from '#shared/dossier-file'
import type { PhraseLibrary } from '../phrases/library.ts'
import { hasTemplateMarker, variableParts, type VariablePart } from '../phrases/statement-text.ts'

export interface StatementProblem {
  path: (string | number)[]
  reason: string
}

/**
 * The variable parts of each library text, found once: the library's texts are few and fixed, and
 * every file of an import names the same statements in the same languages again. A library whose
 * texts are edited over a long time cannot grow it without bound: past MAX_TEMPLATES it starts again.
 */
const MAX_TEMPLATES = 20_000
const partsOfTemplate = new Map<string, VariablePart[]>()
function templateParts(template: string): VariablePart[] {
  let parts = partsOfTemplate.get(template)
  if (parts) return parts
  if (partsOfTemplate.size >= MAX_TEMPLATES) partsOfTemplate.clear()
  partsOfTemplate.set(template, (parts = variableParts(template)))
  return parts
}

/**
 * CLP Art. 21(3)/22(3) and Annex III/IV: a statement is printed with its variable parts resolved.
 * Where the library's text of a statement has a blank, alternatives or an optional part in a
 * language of the product, the file gives the statement's text in that language, and that text
 * holds no blank or bracket of the template.
 */
export function checkStatementFillIns(file: DossierFile, library: PhraseLibrary): StatementProblem[] {
  const problems: StatementProblem[] = []
  const languages = file.languages.map((l) => l.code)
  file.hazards.statements.forEach((st, i) => {
    for (const lang of languages) {
      const template = library.text(st.code, lang)
      if (template === undefined) continue // reported as a phrase without a text in the language
      const given = st.text?.[lang as keyof LocalizedText]
      if (!given) {
        const parts = templateParts(template)
        if (parts.length > 0)
          problems.push({
            path: ['hazards', 'statements', i, 'text'],
            reason: `${st.code} in ${lang} has variable parts to fill (${parts.map((p) => p.text).join(' ')}): give text.${lang} with blanks filled and alternatives chosen (CLP Annex III/IV)`,
          })
      } else if (hasTemplateMarker(given)) {
        problems.push({
          path: ['hazards', 'statements', i, 'text', lang],
          reason: `${st.code} in ${lang} still holds a template marker (<…>, […] or …): fill it (CLP Annex III/IV)`,
        })
      }
    }
  })
  return problems
}
