import type { DossierFile } from '#shared/dossier-file'
import { CLP_ELEMENTS, categorySignalWord, type Pictogram, type SignalWord } from './clp-label-elements.ts'

/**
 * The label elements (CLP Articles 17-27) follow from the classification: each hazard statement of
 * a classification is on the label, the signal word is that of the most severe category (Art. 20),
 * the pictograms are those of the classes (Annex V) less the ones the precedence rules drop
 * (Art. 26). A file whose classification and label elements disagree prints a sheet and a label
 * that contradict each other, so the importer refuses it, naming the rule.
 */
export interface ConsistencyProblem {
  path: (string | number)[]
  reason: string
  /** Only a supplemental EUH0xx statement missing from the classification is a warning (see below). */
  warning?: true
}

/**
 * Hazard statements that need not appear beside another (Art. 27, Annex I 1.1.2.1.2 and 4.1.4):
 * H318 beside H314 (corrosion includes serious eye damage), H319 beside H314/H318, H400 beside H410.
 */
const REDUNDANT_BESIDE: Record<string, string[]> = { H318: ['H314'], H319: ['H314', 'H318'], H400: ['H410'] }

const SEVERITY: Record<SignalWord, number> = { warning: 1, danger: 2 }

const split = (code: string) => code.split('+')

/** `inLibrary`: whether the phrase library has a code; an unknown one is already refused as such and not compared here. */
export function checkLabelConsistency(file: DossierFile, inLibrary: (code: string) => boolean = () => true): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = []
  const classified = file.classification
  const labelCodes = new Set(file.hazards.statements.flatMap((s) => split(s.code)))
  // A classification may carry a combined code ('H301+H311+H331', one category for three routes).
  const classifiedCodes = new Set(classified.flatMap((c) => split(c.statement)))

  // Art. 17(1)(f) and 21: every hazard statement of the classification is on the label.
  classified.forEach((c, i) => {
    for (const code of split(c.statement)) {
      if (labelCodes.has(code)) continue
      if ((REDUNDANT_BESIDE[code] ?? []).some((other) => labelCodes.has(other))) continue
      problems.push({
        path: ['classification', i, 'statement'],
        reason: `the classification ${c.hazardClass} ${c.category} (${c.statement}) has no ${code} in the label elements (hazards.statements) (CLP Art. 21)`,
      })
    }
  })
  // The other way round: a hazard statement on the label that no classification gives.
  file.hazards.statements.forEach((s, i) => {
    for (const code of split(s.code)) {
      if (classifiedCodes.has(code) || !inLibrary(code)) continue
      if (/^H\d/.test(code))
        problems.push({
          path: ['hazards', 'statements', i, 'code'],
          reason: `${code} is in the label elements but in no classification of the product (CLP Art. 21)`,
        })
      // Supplemental hazard information EUH0xx is assigned with the classification (CLP Annex II 1, e.g.
      // EUH066, EUH071) and belongs in 2.1 too; EUH2xx are label elements only. Many files list the
      // EUH0xx on the label alone, which misleads no one about the label: a warning, not a refusal.
      else if (/^EUH0/.test(code))
        problems.push({
          path: ['hazards', 'statements', i, 'code'],
          reason: `${code} is supplemental hazard information of the classification: list it in classification (section 2.1) as well (CLP Annex II 1)`,
          warning: true,
        })
    }
  })

  // Art. 20: "Danger" when any classification carries it, else "Warning" when any does, else none.
  let expected: SignalWord | null = null
  let known = true
  // Supplemental statements (EUH…) carry no signal word and no pictogram.
  const hazardClassified = classified
    .flatMap((c) => split(c.statement).map((statement) => ({ ...c, statement })))
    .filter((c) => !c.statement.startsWith('EUH'))
  for (const c of hazardClassified) {
    const element = CLP_ELEMENTS[c.statement]
    if (!element) {
      known = false
      continue
    }
    const word = element.signal === 'byCategory' ? categorySignalWord(c.hazardClass, c.category) : element.signal
    if (word === undefined) known = false
    else if (word && (!expected || SEVERITY[word] > SEVERITY[expected])) expected = word
  }
  const actual = file.hazards.signalWord
  if (known && actual !== expected)
    problems.push({
      path: ['hazards', 'signalWord'],
      reason: `signal word ${actual ?? 'none'} contradicts the classification, whose most severe category requires ${expected ?? 'none'} (CLP Art. 20)`,
    })
  else if (!known && expected === 'danger' && actual !== 'danger')
    problems.push({ path: ['hazards', 'signalWord'], reason: `the classification requires the signal word danger (CLP Art. 20)` })

  // Annex V pictograms with the precedence rules of Art. 26.
  const required = new Set<Pictogram>()
  const allowed = new Set<Pictogram>()
  for (const c of hazardClassified) for (const p of CLP_ELEMENTS[c.statement]?.pictograms ?? []) required.add(p)
  const codes = hazardClassified.map((c) => c.statement)
  const has = (...list: string[]) => list.some((code) => classifiedCodes.has(code))
  // (a) GHS01 makes GHS02 and GHS03 optional.
  if (required.has('GHS01')) for (const p of ['GHS02', 'GHS03'] as const) if (required.delete(p)) allowed.add(p)
  // (b) GHS06 drops GHS07 entirely.
  if (required.has('GHS06')) required.delete('GHS07')
  // (c) GHS05 drops GHS07 for skin or eye irritation; (d) GHS08 for respiratory sensitisation drops it for skin sensitisation and irritation.
  const irritation = ['H315', 'H319']
  const dropped = [...(required.has('GHS05') ? irritation : []), ...(has('H334') ? [...irritation, 'H317'] : [])]
  const ghs07For = codes.filter((code) => CLP_ELEMENTS[code]?.pictograms.includes('GHS07') && !dropped.includes(code))
  if (required.has('GHS07') && ghs07For.length === 0 && !required.has('GHS06')) required.delete('GHS07')
  const onLabel = new Set(file.hazards.pictograms)
  const unknown = codes.some((code) => !CLP_ELEMENTS[code])
  for (const p of required)
    if (!onLabel.has(p))
      problems.push({
        path: ['hazards', 'pictograms'],
        reason: `pictogram ${p} is required by the classification but missing (CLP Art. 19, Annex V)`,
      })
  if (!unknown)
    file.hazards.pictograms.forEach((p, i) => {
      if (required.has(p) || allowed.has(p)) return
      const why =
        p === 'GHS07' && (classifiedCodes.size > 0 || required.size > 0) ? ' or is dropped by the precedence rules (CLP Art. 26)' : ''
      problems.push({
        path: ['hazards', 'pictograms', i],
        reason: `pictogram ${p} is not required by any classification of the product${why} (CLP Art. 19, Annex V)`,
      })
    })
  return problems
}
