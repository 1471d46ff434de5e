import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import { substanceDetailsOf } from '#shared/sds-substance'
import type { ExportContext, ImportContext } from './context.ts'
import { readClassification, writeClassification } from './map-classification.ts'
import { readEffectLevels, writeEffectLevels } from './map-effect-levels.ts'
import { limitsOf, readComponentLimits, writeComponentLimits } from './map-exposure.ts'
import { phraseElements, readPhrases } from './phrases.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Substance = DossierFile['substances'][number]

/**
 * A concentration range in mass %: an exact value when both ends are equal, else 'at least min'
 * and 'at most max' (SDScom's sequence puts the upper bound first).
 */
function concentration(s: Substance): XmlElement {
  if (s.contentMin === s.contentMax) return el('Concentration', leaf('ExactValue', s.contentMin), leaf('Unit', '%'))
  return el(
    'Concentration',
    leaf('UpperValueSymbol', 'le'),
    leaf('UpperValue', s.contentMax),
    leaf('LowerValueSymbol', 'ge'),
    leaf('LowerValue', s.contentMin),
    leaf('Unit', '%'),
  )
}

/**
 * Section 3: the portal's products are mixtures of the substances listed with their ranges,
 * identifiers and classifications (Annex II 3.2). SDScom's identifier fields are plain strings,
 * so a substance's name goes in the file's language.
 */
export function writeComposition(d: DossierFile, ctx: ExportContext): XmlElement {
  d.sds.exposureLimits.forEach((l, i) => {
    if (!d.substances.some((s) => limitsOf(d, s, ctx.lang).includes(l)))
      ctx.notCarried.push({
        pointer: `/sds/exposureLimits/${i}`,
        reason: 'SDScom keeps a limit with its component: this substance is not one',
      })
  })
  const components = d.substances.map((s, i) => {
    const pointer = `/substances/${i}`
    if (Object.keys(s.name).some((l) => l !== ctx.lang))
      ctx.notCarried.push({ pointer: `${pointer}/name`, reason: `SDScom names a substance in the file's language (${ctx.lang}) only` })
    const name = s.name[ctx.lang as keyof typeof s.name] ?? Object.values(s.name)[0]
    return el(
      'Component',
      el(
        'Substance',
        leaf('GenericName', name),
        leaf('CasNo', s.cas),
        (s.index || s.ec || s.reach) && el('RegionEU', leaf('IndexNo', s.index), leaf('EcNo', s.ec), leaf('ReachRegNo', s.reach)),
      ),
      concentration(s),
      writeComponentLimits(limitsOf(d, s, ctx.lang), ctx, writeEffectLevels(d, s, ctx.lang)),
      writeClassification(s.classification, `${pointer}/classification`, ctx, substanceDetailsOf(s)),
    )
  })
  return el(
    'Composition',
    phraseElements('ChemicalCharacterization', d.sds.sections['3.2']),
    components.length > 0 && el('RegionEU', leaf('CompositionType', 'Mixture'), components),
  )
}

function readComponent(c: ReadNode, ctx: ImportContext): NonNullable<DossierFileInput['substances']>[number] {
  const substance = c.child('Substance')!
  const name = substance.value('GenericName') ?? substance.value('IupacName') ?? substance.value('CasInventoryName')
  if (!name)
    ctx.errors.push({ xpath: `${substance.xpath}`, reason: 'a component needs a name (GenericName, IupacName or CasInventoryName)' })
  const exact = c.number('Concentration/ExactValue')
  const unit = c.value('Concentration/Unit')
  if (unit !== '%')
    ctx.errors.push({ xpath: `${c.xpath}/Concentration/Unit`, reason: `the portal holds concentrations in % (mass), not '${unit}'` })
  const min = exact ?? c.number('Concentration/LowerValue') ?? 0
  const max = exact ?? c.number('Concentration/UpperValue') ?? 100
  c.value('Concentration/LowerValueSymbol')
  c.value('Concentration/UpperValueSymbol')
  const { entries, details } = readClassification(c.child('Classification'), ctx)
  const ids = {
    cas: substance.value('CasNo'),
    index: substance.value('RegionEU/IndexNo'),
    ec: substance.value('RegionEU/EcNo'),
    reach: substance.value('RegionEU/ReachRegNo'),
  }
  return {
    name: { [ctx.lang]: name ?? '' },
    ...Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined)),
    contentMin: min,
    contentMax: max,
    classification: entries,
    ...details,
  }
}

export function readComposition(section: ReadNode, ctx: ImportContext, out: DossierFileInput): void {
  const text = readPhrases(section.all('ChemicalCharacterization'), ctx.lang)
  if (text) out.sds!.sections!['3.2'] = text
  const eu = section.child('RegionEU')
  if (!eu) return
  eu.value('CompositionType')
  const single = eu.child('Substance')
  if (single)
    ctx.warnings.push({
      xpath: single.xpath,
      reason: 'a single-constituent substance: the portal lists mixtures by component, so it was not imported',
    })
  const limits: NonNullable<NonNullable<DossierFileInput['sds']>['exposureLimits']> = []
  out.substances = eu.all('Component').map((c, i) => {
    ctx.origins.set(`/substances/${i}`, c.xpath)
    const substance = readComponent(c, ctx)
    const name = substance.name[ctx.lang as 'en'] ?? ''
    for (const limit of readComponentLimits(c, { name, cas: substance.cas }, ctx)) {
      ctx.origins.set(`/sds/exposureLimits/${limits.length}`, `${c.xpath}/ExposureControlPersonalProtection[1]`)
      limits.push(limit)
    }
    readEffectLevels(c, { name, cas: substance.cas }, ctx, out)
    return substance
  })
  if (limits.length > 0) out.sds!.exposureLimits = limits
}
