import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import type { ExportContext, ImportContext } from './context.ts'
import { countryCode, countryName } from './countries.ts'
import { sectionTextElements, readSectionTexts } from './map-texts.ts'
import { phraseElements, readPhrases } from './phrases.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

/**
 * Section 1: the product identifier, the supplier, the emergency telephone, and the version.
 * The permalink is the supplier's identification of the product on the portal, so it is the first
 * ProductNoUser of the supplier's TradeProductIdentity (UserId empty); the product code, when
 * there is one, is the second.
 */
export function writeIdentification(d: DossierFile, ctx: ExportContext): XmlElement {
  const supplierCountry = countryCode(d.supplier.country)
  if (!supplierCountry)
    ctx.problems.push({
      pointer: '/supplier/country',
      reason: `SDScom names the supplier's country by ISO code; '${d.supplier.country}' has none known`,
    })
  // Annex II 1.3 and SDScom alike ask for the supplier's telephone: an export never invents one.
  if (!d.supplier.phone)
    ctx.problems.push({ pointer: '/supplier/phone', reason: "SDScom requires the supplier's telephone (Annex II 1.3)" })
  // The producer, synonyms (with UFI and article codes) and the nominal quantity travel as the
  // portal's field phrases: SDScom asks a telephone of every company it names, which the dossier
  // has not for the producer, and its Ufi element stands for the product, not for one synonym.

  // ProductDefinition is one phrase: a description over 1,024 characters does not fit it.
  const definition = phraseElements('ProductDefinition', d.description)
  if (definition.length > 1)
    ctx.notCarried.push({ pointer: '/description', reason: 'longer than the 1,024 characters of ProductDefinition' })
  return el(
    'IdentificationSubstPrep',
    el(
      'TradeProductIdentity',
      leaf('ProductNoUser', d.permalink),
      leaf('ProductNoUser', d.code),
      el('ProductIdentifiers', leaf('TradeName', d.name)),
      definition.length === 1 && definition[0],
    ),
    sectionTextElements('IdentificationSubstPrep', d.sds.sections),
    el(
      'RegionEU',
      leaf('VersionNo', d.version.number),
      leaf('IssueDate', d.version.createdDate),
      leaf('RevisionDate', d.version.revisionDate),
      el(
        'SupplierInformation',
        leaf('Country', supplierCountry),
        leaf('Name', d.supplier.name),
        el('Address', leaf('VisitingAddressLine1', d.supplier.address), leaf('VisitingAddressCity', d.supplier.city)),
        leaf('Phone', d.supplier.phone),
        leaf('Email', d.supplier.email),
      ),
      d.emergencyPhone && el('EmergencyPhone', leaf('No', d.emergencyPhone)),
      writtenEmergencyPhones(d, ctx.lang).map((p) =>
        el('EmergencyPhone', leaf('No', p.number), phraseElements('EmergencyPhoneDescription', p.hours)),
      ),
    ),
  )
}

/** A company's name and visiting address, its country by name as the dossier file writes it. */
const partyOf = (company: ReadNode) => ({
  name: company.value('Name') ?? '',
  address: company.value('Address/VisitingAddressLine1') ?? '',
  city: company.value('Address/VisitingAddressCity') ?? '',
  country: countryName(company.value('Country') ?? ''),
})

export function readIdentification(section: ReadNode, ctx: ImportContext, out: DossierFileInput): void {
  const identity = section.all('TradeProductIdentity').find((t) => !t.value('UserId')) ?? section.child('TradeProductIdentity')!
  const numbers = identity.all('ProductNoUser').map((n) => n.text())
  out.permalink = numbers[0] ?? ''
  ctx.origins.set('/permalink', `${identity.xpath}/ProductNoUser[1]`)
  if (numbers[1]) out.code = numbers[1]
  out.name = identity.value('ProductIdentifiers/TradeName') ?? ''
  ctx.origins.set('/name', `${identity.xpath}/ProductIdentifiers/TradeName[1]`)
  out.description = readPhrases(identity.all('ProductDefinition'), ctx.lang) ?? {}
  const sections = (out.sds!.sections ??= {})
  readSectionTexts('IdentificationSubstPrep', section, ctx.lang, sections)

  const eu = section.child('RegionEU')
  if (!eu) {
    ctx.errors.push({
      xpath: `${section.xpath}/RegionEU`,
      reason: 'no EU supplier information (version, dates, supplier): the portal publishes EU sheets',
    })
    return
  }
  ctx.origins.set('/version', eu.xpath)
  out.version = {
    number: eu.value('VersionNo') ?? '',
    createdDate: eu.value('IssueDate') ?? '',
    revisionDate: eu.value('RevisionDate') ?? eu.value('IssueDate') ?? '',
  }
  const companies = eu.all('SupplierInformation')
  const supplier = companies.find((c) => c.value('Role/RoleCode') !== 'Manufacturer') ?? companies[0]!
  ctx.origins.set('/supplier', supplier.xpath)
  out.supplier = { ...partyOf(supplier), phone: supplier.value('Phone') ?? '', email: supplier.value('Email') ?? '' }
  const producer = companies.find((c) => c !== supplier && c.value('Role/RoleCode') === 'Manufacturer')
  if (producer) {
    ctx.origins.set('/producer', producer.xpath)
    out.producer = partyOf(producer)
  }
  out.emergencyPhones = []
  eu.all('EmergencyPhone').forEach((phone) => {
    const number = phone.value('No') ?? ''
    const hours = readPhrases(phone.all('EmergencyPhoneDescription'), ctx.lang)
    // A number with a description is one of the per-market numbers; one without is the file's single emergency line.
    if (hours) {
      ctx.origins.set(`/emergencyPhones/${out.emergencyPhones!.length}`, phone.xpath)
      out.emergencyPhones!.push({ number, hours })
    } else if (!out.emergencyPhone) {
      ctx.origins.set('/emergencyPhone', phone.xpath)
      out.emergencyPhone = number
    }
  })
}

/**
 * The per-market emergency numbers a file in `lang` holds: those described for that language's
 * market. A number only for other markets is not this file's (one language per file), and in it
 * would read as a local line; the export reports it as not carried.
 */
export function writtenEmergencyPhones(d: DossierFile, lang: string): DossierFile['emergencyPhones'] {
  return d.emergencyPhones.filter((p) => (p.hours as Partial<typeof p.hours> | undefined)?.[lang as keyof typeof p.hours])
}
