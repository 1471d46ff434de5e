import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import type { ImportContext } from './context.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Sds = DossierFile['sds']
type Dnel = Sds['dnel'][number]
type Pnec = Sds['pnec'][number]
type Substance = DossierFile['substances'][number]

/**
 * Section 8.1's DNEL and PNEC in SDScom's own elements: a component's ControlParameters/RegionEU
 * holds DerivedNoEffectLevel (exposure group, route/duration/effect, value) and
 * PredictedNoEffectConcentration (compartment, value). SDScom names the combinations and units by
 * closed lists; a value it has no word for travels as a field phrase instead (map-portal-fields.ts).
 */
const GROUPS: Record<Dnel['population'], string> = { workers: 'Worker', consumers: 'Consumer' }
const DURATION: Record<Dnel['effect'], [string, string]> = {
  longTermSystemic: ['Long-term', 'systemic'],
  longTermLocal: ['Long-term', 'local'],
  acuteSystemic: ['Acute', 'systemic'],
  acuteLocal: ['Acute', 'local'],
}
/** SDScom's EffectLevelTypeEnum: no oral local effect (a DNEL for it is not a REACH endpoint). */
const DNEL_TYPES = new Set([
  'Acute oral (systemic)',
  'Long-term oral (systemic)',
  'Acute dermal (local)',
  'Acute dermal (systemic)',
  'Long-term dermal (local)',
  'Long-term dermal (systemic)',
  'Acute inhalation (local)',
  'Acute inhalation (systemic)',
  'Long-term inhalation (local)',
  'Long-term inhalation (systemic)',
])
const DNEL_UNITS: Partial<Record<Dnel['unit'], string>> = { 'mg/m³': 'mg/m3', 'mg/kg bw/day': 'mg/kg bw.d', 'mg/cm²': 'mg/cm2', ppm: 'ppm' }
const COMPARTMENTS: Record<Pnec['compartment'], string> = {
  freshwater: 'Aquatic, freshwater',
  marineWater: 'Aquatic, marine water',
  intermittentRelease: 'Aquatic, intermittent release',
  sewageTreatment: 'Sewage treatment plant (STP)',
  freshwaterSediment: 'Sediment, freshwater',
  marineSediment: 'Sediment, marine water',
  soil: 'Soil',
  secondaryPoisoning: 'Secondary poisoning',
}
/** SDScom has mg/L; dry-weight and food concentrations have no unit of their own in its list. */
const PNEC_UNITS: Partial<Record<Pnec['unit'], string>> = { 'mg/l': 'mg/L' }

const invert = <T extends string>(r: Partial<Record<T, string>>) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [v, k])) as Record<string, T>
const FROM_GROUPS = invert(GROUPS)
const FROM_COMPARTMENTS = invert(COMPARTMENTS)
const FROM_DNEL_UNITS = invert(DNEL_UNITS)
const FROM_PNEC_UNITS = invert(PNEC_UNITS)

const dnelType = (d: Dnel) => `${DURATION[d.effect][0]} ${d.route} (${DURATION[d.effect][1]})`

/** The component a level belongs to: the same CAS number, or the same name where neither has one; as exposure limits are matched. */
const belongsTo = (level: { cas?: string; substance: Record<string, string | undefined> }, s: Substance, lang: string) =>
  level.cas || s.cas
    ? level.cas === s.cas
    : level.substance[lang] !== undefined && level.substance[lang] === (s.name as Record<string, string | undefined>)[lang]

/**
 * Whether the list can go in SDScom's elements: every level has a word in SDScom's lists, belongs
 * to a component named exactly as the level names its substance (the import names it after the
 * component), and the list is in the components' order (the order the import reads it in).
 */
function native<T extends Dnel | Pnec>(levels: T[], d: DossierFile, lang: string, fits: (l: T) => boolean): boolean {
  let last = 0
  for (const level of levels) {
    const at = d.substances.findIndex((s) => belongsTo(level, s, lang))
    const s = d.substances[at]
    if (at < last || !s || !fits(level)) return false
    if (level.substance[lang as 'en'] !== (s.name as Record<string, string | undefined>)[lang]) return false
    if (Object.keys(level.substance).some((l) => l !== lang)) return false
    last = at
  }
  return true
}

export const dnelFits = (d: DossierFile, lang: string) =>
  native(d.sds.dnel, d, lang, (l) => DNEL_TYPES.has(dnelType(l)) && DNEL_UNITS[l.unit] !== undefined)
export const pnecFits = (d: DossierFile, lang: string) => native(d.sds.pnec, d, lang, (l) => PNEC_UNITS[l.unit] !== undefined)

/** The ControlParameters/RegionEU of one component, when the lists go in SDScom's elements (see dnelFits). */
export function writeEffectLevels(d: DossierFile, s: Substance, lang: string): XmlElement | undefined {
  const dnel = dnelFits(d, lang) ? d.sds.dnel.filter((l) => belongsTo(l, s, lang)) : []
  const pnec = pnecFits(d, lang) ? d.sds.pnec.filter((l) => belongsTo(l, s, lang)) : []
  if (dnel.length + pnec.length === 0) return undefined
  return el(
    'RegionEU',
    dnel.map((l) =>
      el(
        'DerivedNoEffectLevel',
        el('ExposureGroup', leaf('Group', GROUPS[l.population])),
        el('ExposureRouteFrequencyAndEffect', leaf('Type', dnelType(l))),
        el('DnelValue', leaf('ExactValue', l.value), leaf('Unit', DNEL_UNITS[l.unit])),
      ),
    ),
    pnec.map((l) =>
      el(
        'PredictedNoEffectConcentration',
        leaf('Type', COMPARTMENTS[l.compartment]),
        el('PnecValue', leaf('ExactValue', l.value), leaf('Unit', PNEC_UNITS[l.unit])),
      ),
    ),
  )
}

const EFFECTS = Object.fromEntries(Object.entries(DURATION).map(([effect, [duration, kind]]) => [`${duration}|${kind}`, effect])) as Record<
  string,
  Dnel['effect']
>

/**
 * A component's DNEL and PNEC read back, named after the component. A level in a group, type or
 * unit the portal does not hold stays unread: the import warns about its elements.
 */
export function readEffectLevels(
  component: ReadNode,
  substance: { name: string; cas?: string },
  ctx: ImportContext,
  out: DossierFileInput,
): void {
  const region = component.at('ExposureControlPersonalProtection/ControlParameters/RegionEU')
  if (!region) return
  const named = { ...(substance.cas ? { cas: substance.cas } : {}), substance: { [ctx.lang]: substance.name } }
  const sds = out.sds!
  for (const node of region.all('DerivedNoEffectLevel')) {
    const population = FROM_GROUPS[node.at('ExposureGroup/Group')?.element.text ?? '']
    const type = /^(Acute|Long-term) (oral|dermal|inhalation) \((local|systemic)\)$/.exec(
      node.at('ExposureRouteFrequencyAndEffect/Type')?.element.text ?? '',
    )
    const unit = FROM_DNEL_UNITS[node.at('DnelValue/Unit')?.element.text ?? '']
    const value = node.at('DnelValue/ExactValue')?.element.text
    if (!population || !type || !unit || value === undefined) continue
    node.value('ExposureGroup/Group')
    node.value('ExposureRouteFrequencyAndEffect/Type')
    node.value('DnelValue/Unit')
    node.value('DnelValue/ExactValue')
    const route = type[2] as Dnel['route']
    sds.dnel = [...(sds.dnel ?? []), { ...named, population, route, effect: EFFECTS[`${type[1]}|${type[3]}`]!, value: Number(value), unit }]
  }
  for (const node of region.all('PredictedNoEffectConcentration')) {
    const compartment = FROM_COMPARTMENTS[node.child('Type')?.element.text ?? '']
    const unit = FROM_PNEC_UNITS[node.at('PnecValue/Unit')?.element.text ?? '']
    const value = node.at('PnecValue/ExactValue')?.element.text
    if (!compartment || !unit || value === undefined) continue
    node.value('Type')
    node.value('PnecValue/Unit')
    node.value('PnecValue/ExactValue')
    sds.pnec = [...(sds.pnec ?? []), { ...named, compartment, value: Number(value), unit }]
  }
}
