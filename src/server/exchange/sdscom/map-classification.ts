import type { DossierFile } from '#shared/dossier-file'
import type { SubstanceDetails } from '#shared/sds-substance'
import type { ExportContext, ImportContext } from './context.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Entry = DossierFile['classification'][number]

/** The block of CLP as amended by Regulation (EU) 2023/707, the newest SDScom 5.6 knows. */
export const CLASSIFICATION_BLOCK = 'ClpHazardClassification_2023_707'
/** Older files classify under the 14th adaptation; their content reads the same. */
const CLASSIFICATION_BLOCKS = [CLASSIFICATION_BLOCK, 'ClpAtp14HazardClassification']

/** A classification as SDS section 2.1 prints it: 'Flam. Liq. 2; H225'. SDScom has no field of its own for the statement. */
const printable = (e: { hazardClass: string; category: string; statement: string }) => `${e.hazardClass} ${e.category}; ${e.statement}`
const PRINTABLE = /^(.+) (\S+); ((?:H|EUH)\d{3}[A-Za-z]{0,2}(?:\+H\d{3}[A-Za-z]{0,2})*)$/

/** Supplemental hazard information (CLP Annex II part 1): SDScom names 'EUH066' by its number '066'. */
const SUPPLEMENTAL = new Set(['006', '014', '018', '019', '044', '029', '031', '032', '066', '070', '071', '059'])
const isSupplemental = (e: Entry) => e.hazardClass === 'Suppl. Haz.'

/**
 * SDScom's class-and-category codes name what CLP tells apart by the statement alone: the exposure
 * route of acute toxicity (H300-H302 oral, H310-H312 dermal, H330-H332 inhalation) and the effect
 * of STOT SE 3 (H335 respiratory irritation, H336 narcotic effects).
 */
function categoryCode(e: { hazardClass: string; category: string; statement: string }): string {
  const base = `${e.hazardClass} ${e.category}`
  const first = e.statement.split('+')[0]!
  if (e.hazardClass === 'Acute Tox.') {
    const route = /^H30/.test(first) ? 'oral' : /^H31/.test(first) ? 'dermal' : /^H33/.test(first) ? 'inhalation' : undefined
    return route ? `${base} (${route})` : base
  }
  if (base === 'STOT SE 3') return first === 'H335' ? `${base} (resp.)` : first === 'H336' ? `${base} (narc.)` : base
  return base
}

function classCategory(e: { hazardClass: string; category: string; statement: string }): XmlElement[] {
  return [leaf('HazardClassCategory', categoryCode(e))!, el('HazardClassCategoryPrintable', leaf('FullText', printable(e)))]
}

const ATE_PLACES = { oral: 'Oral', dermal: 'Dermal', inhalationGas: 'Inhalation', inhalationVapour: 'Inhalation' } as const
const ATE_UNITS = { 'mg/kg': 'mg/kg', ppmV: 'ppm', 'mg/l': 'mg/L' } as const

/**
 * ClassificationEU of the product (section 2.1) or of one component (section 3.2, with its
 * specific concentration limits, M-factors and acute toxicity estimates), in the schema's order.
 */
export function writeClassification(entries: Entry[], pointer: string, ctx: ExportContext, details: SubstanceDetails = {}): XmlElement {
  const classified = entries.filter((e) => !isSupplemental(e))
  const supplemental = entries.filter(isSupplemental).map((e, i) => {
    const number = e.statement.replace(/^EUH/, '')
    if (SUPPLEMENTAL.has(number)) return number
    ctx.notCarried.push({ pointer: `${pointer}/${entries.indexOf(e)}`, reason: `SDScom has no supplemental hazard ${e.statement} (${i})` })
    return undefined
  })
  const ates = (details.acuteToxicityEstimates ?? []).filter((a, i) => {
    if (a.route !== 'inhalationDust') return true
    ctx.notCarried.push({
      pointer: `${pointer.replace(/classification$/, 'acuteToxicityEstimates')}/${i}`,
      reason: 'SDScom has one inhalation ATE; dust/mist is not told apart',
    })
    return false
  })
  const ate = (place: string) => {
    const a = ates.find((x) => ATE_PLACES[x.route as keyof typeof ATE_PLACES] === place)
    return a && el(place, leaf('Value', a.value), leaf('Unit', ATE_UNITS[a.unit]))
  }
  const hasMFactor = details.mFactorAcute !== undefined || details.mFactorChronic !== undefined
  return el(
    'Classification',
    el(
      CLASSIFICATION_BLOCK,
      classified.map((e) => el('Classification', ...classCategory(e))),
      hasMFactor && el('MultiplyingFactor', leaf('Acute', details.mFactorAcute), leaf('Chronic', details.mFactorChronic)),
      (details.specificConcentrationLimits ?? []).map((l) =>
        el('SpecificConcLimit', ...classCategory(l), leaf('MinPercentage', l.min ?? 0), leaf('MaxPercentage', l.max)),
      ),
      ates.length > 0 && el('Ate', ate('Inhalation'), ate('Dermal'), ate('Oral')),
      supplemental.map((n) => n && el('ClpSupplementalHazardInformation', leaf('PhraseCode', n))),
    ),
  )
}

function readEntry(node: ReadNode, ctx: ImportContext): Entry | undefined {
  const text = node.at('HazardClassCategoryPrintable')?.value('FullText')
  node.value('HazardClassCategory')
  const m = text ? PRINTABLE.exec(text) : null
  if (!m) {
    ctx.errors.push({
      xpath: `${node.xpath}/HazardClassCategoryPrintable`,
      reason: "expected the classification as 'class category; statement', e.g. 'Flam. Liq. 2; H225'",
    })
    return undefined
  }
  return { hazardClass: m[1]!, category: m[2]!, statement: m[3]! }
}

/** The classification entries and substance details of a ClassificationEU element. */
export function readClassification(node: ReadNode | undefined, ctx: ImportContext): { entries: Entry[]; details: SubstanceDetails } {
  const block = CLASSIFICATION_BLOCKS.map((name) => node?.child(name)).find(Boolean)
  if (!block) return { entries: [], details: {} }
  const entries = block.all('Classification').flatMap((c) => readEntry(c, ctx) ?? [])
  for (const s of block.all('ClpSupplementalHazardInformation')) {
    const code = `EUH${s.value('PhraseCode')}`
    entries.push({ hazardClass: 'Suppl. Haz.', category: code, statement: code })
  }
  const details: SubstanceDetails = {}
  const acute = block.number('MultiplyingFactor/Acute')
  const chronic = block.number('MultiplyingFactor/Chronic')
  if (acute !== undefined) details.mFactorAcute = acute
  if (chronic !== undefined) details.mFactorChronic = chronic
  const limits = block.all('SpecificConcLimit').flatMap((l) => {
    const e = readEntry(l, ctx)
    if (!e) return []
    const min = l.number('MinPercentage')
    const max = l.number('MaxPercentage')
    // MinPercentage is required by SDScom: 0 with an upper bound is a limit that applies only below it.
    return [
      {
        ...e,
        statement: e.statement,
        ...(min !== undefined && !(min === 0 && max !== undefined) ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      },
    ]
  })
  if (limits.length > 0) details.specificConcentrationLimits = limits
  const ates: NonNullable<SubstanceDetails['acuteToxicityEstimates']> = []
  for (const place of ['Inhalation', 'Dermal', 'Oral'] as const) {
    const a = block.at(`Ate/${place}`)
    if (!a) continue
    const unit = a.value('Unit')
    const value = a.number('Value')!
    if (place === 'Oral') ates.push({ route: 'oral', value, unit: 'mg/kg' })
    else if (place === 'Dermal') ates.push({ route: 'dermal', value, unit: 'mg/kg' })
    else if (unit === 'ppm') ates.push({ route: 'inhalationGas', value, unit: 'ppmV' })
    else ates.push({ route: 'inhalationVapour', value, unit: 'mg/l' })
  }
  if (ates.length > 0) details.acuteToxicityEstimates = ates
  return { entries, details }
}
