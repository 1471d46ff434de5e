import type { DossierFile, DossierFileInput, LocalizedText } from '#shared/dossier-file'
import { transportEntry, type SdsTransport } from '#shared/sds-data'
import type { ExportContext, ImportContext } from './context.ts'
import { phraseElements, readPhrases } from './phrases.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'
import { PORTAL_CATALOGUE_ID } from './portal-catalogue.ts'

type Entry = ReturnType<typeof transportEntry>
const digits = (un: string | undefined) => un?.replace(/^(UN|ID) ?/, '')

/** ADR/RID (land): the national shipping name in every language, the labels (primary class first), the tunnel code. */
function adrElement(t: SdsTransport, e: Entry): XmlElement {
  return el(
    'AdrRid',
    leaf('UnNo', digits(e.unNumber)),
    phraseElements('ProperShippingNameNational', e.shippingName),
    leaf('Class', e.hazardClasses[0]),
    e.hazardClasses.map((c) => leaf('HazardLabelAdr', c)),
    leaf('PackingGroup', e.packingGroup),
    t.tunnelCode && el('OtherInformation', leaf('AdrTunnelRestrictionCode', t.tunnelCode)),
  )
}

/** IMDG (sea) and IATA (air): the English shipping name, the class and its subsidiary risks. */
function seaOrAir(name: 'Imdg' | 'IataDgr', e: Entry, marinePollutant?: boolean): XmlElement {
  return el(
    name,
    leaf('UnNo', digits(e.unNumber)),
    e.shippingName?.en && el('ProperShippingNameEnglish', leaf('FullText', e.shippingName.en)),
    leaf('Class', e.hazardClasses[0]),
    e.hazardClasses.slice(1).map((c) => leaf('SubsidiaryRisk', c)),
    leaf('PackingGroup', e.packingGroup),
    name === 'Imdg' && leaf('MarinePollutant', marinePollutant),
  )
}

/** The portal's own phrase codes (SDScom lets a file name its phrase catalogue): the declaration and its reason. */
export const NOT_DANGEROUS_GOODS = 'notDangerousGoods'
const NOT_DANGEROUS_GOODS_REASON = 'notDangerousGoodsReason'

/** A phrase of the portal's catalogue: its code, then the text as phraseElements writes it. */
function portalPhrase(name: string, code: string, text: LocalizedText | undefined): XmlElement[] {
  const phrases = text ? phraseElements(name, text) : [el(name)]
  for (const p of phrases) {
    p.attributes.PhraseCatalogueId = PORTAL_CATALOGUE_ID
    p.children.unshift(leaf('PhraseCode', code)!)
  }
  return phrases
}

/**
 * Section 14. SDScom has no "not dangerous goods" declaration of its own: the file states it as
 * additional information under the portal's phrase code, worded as the portal's sheets word it,
 * with the supplier's reason. A missing entry is never read as that declaration. SDScom has no
 * field for the ADR environmental hazard mark.
 */
export function writeTransport(d: DossierFile, ctx: ExportContext): XmlElement {
  const t = d.sds.transport
  if (!t) return el('TransportInformation')
  if (t.notDangerousGoods) {
    const sentence = ctx.library.text('doc:notDangerousGoods', ctx.lang)
    return el(
      'TransportInformation',
      portalPhrase('AdditionalInfo', NOT_DANGEROUS_GOODS, sentence ? { [ctx.lang]: sentence } : undefined),
      t.reason && portalPhrase('AdditionalInfo', NOT_DANGEROUS_GOODS_REASON, t.reason),
    )
  }
  // The environmental hazard (Annex II 14.5) has no SDScom field: it travels as the portal's field phrase.
  if (t.unNumber?.startsWith('ID'))
    ctx.notCarried.push({ pointer: '/sds/transport/unNumber', reason: 'SDScom holds four digits; the ID prefix is lost' })
  return el(
    'TransportInformation',
    seaOrAir('Imdg', transportEntry(t, 'imdg'), t.marinePollutant),
    seaOrAir('IataDgr', transportEntry(t, 'iata')),
    phraseElements('SpecialPrecautionUser', t.specialPrecautions),
    el('RegionEU', adrElement(t, transportEntry(t, 'adr'))),
  )
}

const sameList = (a: string[] | undefined, b: string[] | undefined) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a sea or air entry differs in from the land entry (the dossier's common one). IMDG and IATA
 * shipping names are English in SDScom: in a file of another language they have no place in the
 * dossier (its texts are in the file's language) and are left for a warning.
 */
function difference(node: ReadNode | undefined, common: Entry, lang: string): NonNullable<SdsTransport['modes']>['imdg'] {
  if (!node) return undefined
  const un = node.value('UnNo')
  const english = lang === 'en' ? node.at('ProperShippingNameEnglish')?.value('FullText') : undefined
  const classes = [node.value('Class'), ...node.all('SubsidiaryRisk').map((s) => s.text())].filter((c): c is string => !!c)
  const group = node.value('PackingGroup') as Entry['packingGroup']
  const out: NonNullable<NonNullable<SdsTransport['modes']>['imdg']> = {}
  if (un && un !== digits(common.unNumber)) out.unNumber = `UN ${un}`
  if (english && english !== common.shippingName?.en) out.shippingName = { en: english }
  if (classes.length > 0 && !sameList(classes, common.hazardClasses)) out.hazardClasses = classes
  if (group && group !== common.packingGroup) out.packingGroup = group
  return Object.keys(out).length > 0 ? out : undefined
}

/** The additional information phrases under one of the portal's codes. */
function portalPhrases(section: ReadNode, code: string, ctx: ImportContext): ReadNode[] {
  return section.all('AdditionalInfo').filter((p) => {
    const own = p.element.attributes.PhraseCatalogueId === ctx.portalCatalogueId && p.child('PhraseCode')?.element.text === code
    if (own) {
      p.attribute('PhraseCatalogueId')
      p.value('PhraseCode')
    }
    return own
  })
}

export function readTransport(section: ReadNode, ctx: ImportContext, out: DossierFileInput): void {
  const declaration = portalPhrases(section, NOT_DANGEROUS_GOODS, ctx)
  if (declaration.length > 0) {
    ctx.origins.set('/sds/transport', declaration[0]!.xpath)
    // The declaration's wording is the portal's own sentence: the sheet prints it from the phrase library.
    declaration.forEach((p) => p.consume())
    const reason = readPhrases(portalPhrases(section, NOT_DANGEROUS_GOODS_REASON, ctx), ctx.lang)
    out.sds!.transport = { notDangerousGoods: true, ...(reason ? { reason } : {}) }
    return
  }
  const adr = section.at('RegionEU/AdrRid')
  const imdg = section.child('Imdg')
  const iata = section.child('IataDgr')
  const first = adr ?? imdg ?? iata
  if (!first) return
  ctx.origins.set('/sds/transport', first.xpath)
  const un = first.value('UnNo')
  const shippingName = adr
    ? readPhrases(adr.all('ProperShippingNameNational'), ctx.lang)
    : (() => {
        const en = ctx.lang === 'en' ? first.at('ProperShippingNameEnglish')?.value('FullText') : undefined
        return en ? { en } : undefined
      })()
  const labels = adr ? adr.all('HazardLabelAdr').map((l) => l.text()) : []
  const primary = first.value('Class')
  const hazardClasses =
    labels.length > 0 ? labels : [primary, ...first.all('SubsidiaryRisk').map((s) => s.text())].filter((c): c is string => !!c)
  const packingGroup = first.value('PackingGroup') as Entry['packingGroup']
  const common: Entry = { unNumber: un ? `UN ${un}` : undefined, shippingName, hazardClasses, packingGroup }
  const modes = { imdg: difference(imdg, common, ctx.lang), iata: difference(iata, common, ctx.lang) }
  const tunnelCode = adr?.value('OtherInformation/AdrTunnelRestrictionCode')
  const marinePollutant = imdg?.value('MarinePollutant')
  const specialPrecautions = readPhrases(section.all('SpecialPrecautionUser'), ctx.lang)
  out.sds!.transport = {
    ...(common.unNumber ? { unNumber: common.unNumber } : {}),
    ...(shippingName ? { shippingName } : {}),
    ...(hazardClasses.length > 0 ? { hazardClasses } : {}),
    ...(packingGroup ? { packingGroup } : {}),
    environmentalHazard: false,
    ...(marinePollutant !== undefined ? { marinePollutant: marinePollutant === 'true' } : {}),
    ...(tunnelCode ? { tunnelCode } : {}),
    ...(specialPrecautions ? { specialPrecautions } : {}),
    ...(modes.imdg || modes.iata ? { modes: Object.fromEntries(Object.entries(modes).filter(([, m]) => m)) } : {}),
  }
}
