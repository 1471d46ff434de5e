import type { DossierFile } from '#shared/dossier-file'
import type { ExportContext, ImportContext } from './context.ts'
import { PORTAL_CATALOGUE_ID } from './portal-catalogue.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Limit = DossierFile['sds']['exposureLimits'][number]
type Substance = DossierFile['substances'][number]

/** SDScom's units for the portal's (SDScom writes m3 and fibres in words). */
const UNITS: Record<Limit['unit'], string> = { ppm: 'ppm', 'mg/m³': 'mg/m3', 'f/cm³': 'fiber/cm3' }
const FROM_UNITS = Object.fromEntries(Object.entries(UNITS).map(([ours, theirs]) => [theirs, ours])) as Record<string, Limit['unit']>
/** The portal's phrase code for the skin notation, which SDScom has no element for. */
const SKIN_NOTATION = 'skinNotation'

const value = (name: string, l: Limit) => el(name, leaf('ExactValue', l.value), leaf('Unit', UNITS[l.unit]))

/** The exposure limits of one component: a substance named by CAS number, or by name where neither has one. */
export function limitsOf(d: DossierFile, s: Substance, lang: string): Limit[] {
  return d.sds.exposureLimits.filter((l) =>
    l.cas || s.cas ? l.cas === s.cas : l.substance[lang as 'en'] !== undefined && l.substance[lang as 'en'] === s.name[lang as 'en'],
  )
}

/**
 * Section 8.1 in SDScom: the occupational exposure limits of a component sit with the component
 * (section 3's Component/ExposureControlPersonalProtection). One element per kind of limit, source
 * and skin notation, holding its values (SDScom takes up to two: mg/m³ and ppm): TWA as Limit8H,
 * STEL as LimitShortTerm, a ceiling as PeakLimitation. The source is the Reference.
 */
export function writeComponentLimits(limits: Limit[], ctx: ExportContext, effectLevels?: XmlElement): XmlElement | undefined {
  if (limits.length === 0 && !effectLevels) return undefined
  const groups = new Map<string, Limit[]>()
  for (const l of limits) {
    // Limits of two jurisdictions stay apart even where SDScom cannot say whose each is.
    const key = JSON.stringify([l.type, l.source, l.country, l.skin === true])
    groups.set(key, [...(groups.get(key) ?? []), l])
  }
  const elements = [...groups.values()].flatMap((group) => {
    // SDScom holds two values per kind of limit; more would be the same limit in a third unit.
    for (let i = 2; i < group.length; i++)
      ctx.notCarried.push({ pointer: '/sds/exposureLimits', reason: `a third value of one ${group[i]!.type} limit` })
    const [first] = group
    const values = group.slice(0, 2)
    const skin = first!.skin
      ? el('AdditionalInfo', leaf('PhraseCode', SKIN_NOTATION), leaf('FullText', ctx.library.text('doc:skinNotation', ctx.lang)))
      : undefined
    if (skin) skin.attributes.PhraseCatalogueId = PORTAL_CATALOGUE_ID
    return el(
      'OccupationalExposureLimit',
      first!.type !== 'Ceiling' && leaf('LimitValueTypeWithCountryOrOrganisation', first!.type),
      first!.type === 'TWA' && values.map((l) => value('Limit8H', l)),
      first!.type === 'STEL' && values.map((l) => el('LimitShortTerm', value('Value', l))),
      first!.type === 'Ceiling' && values.map((l) => el('PeakLimitation', value('Value', l))),
      el('Reference', leaf('FullText', first!.source)),
      skin,
    )
  })
  return el(
    'ExposureControlPersonalProtection',
    el('ControlParameters', elements.length > 0 && el('OccupationalExposureLimits', elements), effectLevels),
  )
}

/** The limits of one component read back, named after the component. */
export function readComponentLimits(component: ReadNode, substance: { name: string; cas?: string }, ctx: ImportContext): Limit[] {
  const limits = component.at('ExposureControlPersonalProtection/ControlParameters/OccupationalExposureLimits')
  if (!limits) return []
  return limits.all('OccupationalExposureLimit').flatMap((oel) => {
    oel.value('LimitValueTypeWithCountryOrOrganisation')
    const places: [Limit['type'], ReadNode[]][] = [
      ['TWA', oel.all('Limit8H')],
      ['STEL', oel.all('LimitShortTerm').flatMap((s) => s.all('Value'))],
      ['Ceiling', oel.all('PeakLimitation').flatMap((p) => p.all('Value'))],
    ]
    const source = oel.at('Reference')?.value('FullText') ?? ''
    const skin = oel
      .all('AdditionalInfo')
      .find(
        (a) => a.element.attributes.PhraseCatalogueId === ctx.portalCatalogueId && a.child('PhraseCode')?.element.text === SKIN_NOTATION,
      )
    skin?.consume()
    return places.flatMap(([type, nodes]) =>
      nodes.flatMap((node): Limit[] => {
        const unit = FROM_UNITS[node.child('Unit')?.element.text ?? '']
        const amount = node.child('ExactValue')?.element.text
        // A value in a unit the portal does not hold, or given as a range, stays unread: a warning names it.
        if (!unit || amount === undefined) return []
        node.value('Unit')
        node.value('ExactValue')
        return [
          {
            ...(substance.cas ? { cas: substance.cas } : {}),
            substance: { [ctx.lang]: substance.name },
            // The kind of limit is the element holding the value; a national type (AGW, MAK, WEL, …) names no more.
            type,
            value: Number(amount),
            unit,
            source,
            ...(skin ? { skin: true } : {}),
          },
        ]
      }),
    )
  })
}
