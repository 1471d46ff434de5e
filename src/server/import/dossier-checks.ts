import type { DossierFile, LocalizedText } from '#shared/dossier-file'
import { jsonPointer } from '#shared/dossier-file'
import { DOC_LANGUAGES } from '#shared/languages'
import { isSdsTextKey } from '#shared/sds-structure'
import { missingDocumentTexts } from '../phrases/document-texts.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import { checkLabelConsistency } from './label-consistency.ts'
import { checkMandatoryContent } from './mandatory-content.ts'
import { checkStatementFillIns } from './statement-checks.ts'
import { structuredContradictions } from './structured-checks.ts'
import { checkTransport } from './transport-check.ts'

export interface Problem {
  pointer: string
  reason: string
}

type Path = (string | number)[]

/**
 * Every text of the file, with where it is and the languages it must exist in (all of the
 * product's unless named): an emergency number shown only in some languages is described in those.
 */
function localizedTexts(file: DossierFile): [Path, LocalizedText, string[]?][] {
  const out: [Path, LocalizedText, string[]?][] = [[['description'], file.description]]
  file.emergencyPhones.forEach((e, i) => {
    out.push([['emergencyPhones', i, 'hours'], e.hours, e.languages])
    if (e.service) out.push([['emergencyPhones', i, 'service'], e.service, e.languages])
  })
  file.substances.forEach((s, i) => out.push([['substances', i, 'name'], s.name]))
  file.composition.forEach((row, i) => {
    if (row.kind === 'instruction') out.push([['composition', i, 'instruction'], row.instruction])
    else if (row.purpose) out.push([['composition', i, 'purpose'], row.purpose])
  })
  file.parameters.forEach((category, i) => {
    out.push([['parameters', i, 'category'], category.category])
    category.items.forEach((item, j) => {
      out.push([['parameters', i, 'items', j, 'name'], item.name])
      out.push([['parameters', i, 'items', j, 'value'], item.value])
    })
  })
  for (const key of ['use', 'levels', 'specialFeatures'] as const) {
    const text = file.recommendations[key]
    if (text) out.push([['recommendations', key], text])
  }
  file.hazards.statements.forEach((st, i) => {
    if (st.text) out.push([['hazards', 'statements', i, 'text'], st.text])
  })
  for (const [section, text] of Object.entries(file.sds.sections)) out.push([['sds', 'sections', section], text])
  out.push(...sdsDataTexts(file.sds))
  const { otherHazards, dnel, pnec, exposureControls, toxicology, ecotoxicity, regulatory, section16 } = file.sds
  const structured = { otherHazards, dnel, pnec, exposureControls, toxicology, ecotoxicity, regulatory, section16 }
  for (const [key, value] of Object.entries(structured)) out.push(...textsWithin(value, ['sds', key]))
  out.push(...textsWithin(file.version.changes ?? [], ['version', 'changes']))
  // An Annex XVII designation is the regulation's own wording: a language it could not be copied in
  // from an official text stays without it (a 15.1 warning, structured-checks.ts), never translated here.
  return out.map(([path, text, required]) => (isAnnexXviiDesignation(path) ? [path, text, []] : [path, text, required]))
}

const isAnnexXviiDesignation = (path: Path) =>
  path.length === 5 && path[1] === 'regulatory' && path[2] === 'annexXvii' && path[4] === 'designation'

const LANGUAGE_CODES = new Set<string>(DOC_LANGUAGES.map((l) => l.code))
const isLocalizedText = (value: object): value is LocalizedText =>
  Object.keys(value).length > 0 && Object.entries(value).every(([k, v]) => LANGUAGE_CODES.has(k) && typeof v === 'string')

/** Every localized text inside a structured SDS part (an object keyed by language codes only), with its path. */
function textsWithin(value: unknown, path: Path): [Path, LocalizedText][] {
  if (value === null || typeof value !== 'object') return []
  if (!Array.isArray(value) && isLocalizedText(value)) return [[path, value]]
  return Object.entries(value).flatMap(([k, v]) => textsWithin(v, [...path, Array.isArray(value) ? Number(k) : k]))
}

/** The texts of the SDS tables: exposure limits, properties, other information, transport. */
function sdsDataTexts(sds: DossierFile['sds']): [Path, LocalizedText][] {
  const out: [Path, LocalizedText][] = []
  sds.exposureLimits.forEach((l, i) => out.push([['sds', 'exposureLimits', i, 'substance'], l.substance]))
  sds.properties.forEach((p, i) => {
    if (p.value) out.push([['sds', 'properties', i, 'value'], p.value])
    if (p.remarks) out.push([['sds', 'properties', i, 'remarks'], p.remarks])
  })
  sds.otherProperties.forEach((p, i) => {
    out.push([['sds', 'otherProperties', i, 'name'], p.name])
    out.push([['sds', 'otherProperties', i, 'value'], p.value])
  })
  for (const key of ['shippingName', 'specialPrecautions', 'reason'] as const) {
    const text = sds.transport?.[key]
    if (text) out.push([['sds', 'transport', key], text])
  }
  for (const [mode, entry] of Object.entries(sds.transport?.modes ?? {}))
    if (entry?.shippingName) out.push([['sds', 'transport', 'modes', mode, 'shippingName'], entry.shippingName])
  return out
}

/** What only makes sense on a whole SDS: headings that exist in Annex II, each 9.1 property once. */
function checkSdsStructure(sds: DossierFile['sds'], add: (path: Path, reason: string) => void) {
  for (const key of Object.keys(sds.sections)) {
    if (!isSdsTextKey(key)) add(['sds', 'sections', key], `'${key}' is not a section or subsection of REACH Annex II (1 … 16, 1.1 … 15.2)`)
  }
  const keys = new Set<string>()
  sds.properties.forEach((p, i) => {
    if (keys.has(p.key)) add(['sds', 'properties', i, 'key'], `property '${p.key}' is listed twice`)
    keys.add(p.key)
  })
}

/**
 * What the schema alone cannot check: phrase codes against the library, every text in every language
 * of the product (a missing translation is an import error, never a blank in a document), duplicates.
 */
export function checkDossier(file: DossierFile, library: PhraseLibrary): Problem[] {
  const problems: Problem[] = []
  const add = (path: Path, reason: string) => problems.push({ pointer: jsonPointer(path), reason })
  const languages = file.languages.map((l) => l.code)

  const seen = new Set<string>()
  file.languages.forEach((l, i) => {
    if (seen.has(l.code)) add(['languages', i, 'code'], `language '${l.code}' is listed twice`)
    seen.add(l.code)
    // Documents are rendered in every language of the product: their headings must exist in it.
    const missing = missingDocumentTexts(library, l.code)
    if (missing.length > 0) {
      const some = missing.slice(0, 3).join(', ')
      add(
        ['languages', i, 'code'],
        `documents cannot be rendered in '${l.code}': the phrase library has no document texts in it (${missing.length} missing, e.g. ${some})`,
      )
    }
  })
  checkSdsStructure(file.sds, add)
  for (const p of checkTransport(file)) add(p.path, p.reason)
  for (const p of checkMandatoryContent(file)) add(p.path, p.reason)
  for (const p of checkStatementFillIns(file, library)) add(p.path, p.reason)
  for (const p of checkLabelConsistency(file, (code) => library.has(code))) if (!p.warning) add(p.path, p.reason)
  for (const p of structuredContradictions(file)) add(p.path, p.reason)

  for (const [path, text, required = languages] of localizedTexts(file)) {
    const missing = required.filter((lang) => languages.includes(lang) && !text[lang as keyof LocalizedText])
    if (missing.length > 0) add(path, `missing translation in ${missing.join(', ')}`)
    const extra = Object.keys(text).filter((lang) => !languages.includes(lang))
    if (extra.length > 0) add(path, `text in ${extra.join(', ')}, which is not a language of this product`)
  }

  const checkPhrase = (path: Path, code: string) => {
    if (!library.has(code)) return add(path, `unknown phrase code '${code}'`)
    const missing = languages.filter((lang) => !library.text(code, lang))
    // REACH Art. 31(5), CLP Art. 17(2): the sheet and label are in the product's languages. A
    // statement the library lacks in one (Norwegian and Icelandic hold only a few, Irish lacks the
    // codes added after 2021) is refused here, never printed in another language.
    if (missing.length > 0)
      add(
        path,
        `phrase '${code}' has no text in ${missing.join(', ')}: the phrase library does not hold it in that language, and a sheet or label never prints it in another`,
      )
  }
  file.classification.forEach((c, i) => checkPhrase(['classification', i, 'statement'], c.statement))
  file.substances.forEach((s, i) =>
    s.classification.forEach((c, j) => checkPhrase(['substances', i, 'classification', j, 'statement'], c.statement)),
  )
  file.hazards.statements.forEach((s, i) => checkPhrase(['hazards', 'statements', i, 'code'], s.code))
  file.hazards.pictograms.forEach((code, i) => checkPhrase(['hazards', 'pictograms', i], `pictogram:${code}`))
  if (file.hazards.signalWord) checkPhrase(['hazards', 'signalWord'], `signal:${file.hazards.signalWord}`)

  const codes = new Set<string>()
  file.hazards.statements.forEach((s, i) => {
    if (codes.has(s.code)) add(['hazards', 'statements', i, 'code'], `statement '${s.code}' is listed twice`)
    codes.add(s.code)
  })
  return problems
}
