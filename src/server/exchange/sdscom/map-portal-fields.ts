import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import type { ExportContext, ImportContext } from './context.ts'
import { isPortalField, PORTAL_CATALOGUE_ID } from './portal-catalogue.ts'
import type { ReadNode } from './read-node.ts'
import { TEXT_PLACES } from './map-texts.ts'
import { dnelFits, pnecFits } from './map-effect-levels.ts'
import { nativeSection16 } from './map-other-information.ts'
import { fieldPlace } from './map-field-places.ts'
import { writtenEmergencyPhones } from './map-identification.ts'
import { leaf, type XmlElement } from './xml.ts'

/**
 * Parts of the dossier that SDScom's own elements cannot hold as the portal holds them: the
 * structured sheet data (9.1 properties with method and remarks, 11.1 per hazard class, 12.1
 * values, DNEL/PNEC, 8.2 protective equipment, 15.1 Annex XVII entries, section 16 lists, "no
 * data" reasons, the 2.3 assessments), the version it replaces and its changes, synonyms with
 * UFI, nanoform/SVHC/Annex XIV flags. SDScom's numeric elements take a number and a unit from
 * closed lists, while the portal holds the value as the sheet prints it ("56 °C at 1013 hPa"),
 * so turning one into the other would guess.
 *
 * They travel as phrases of the portal's own catalogue (the extension point SDScom offers,
 * as for "not dangerous goods"), one phrase per field, in the SDS subsection they belong to:
 * PhraseCode is the field's JSON pointer in the dossier with its kind ('#t' a text in the
 * file's language, '#s' a plain string, '#n' a number, '#b' yes/no, '#o'/'#a' an empty
 * object/list); FullText is the value as written. Another system shows the value as text
 * in the right section; the portal reads the field back exactly.
 */

/** Where a field's phrases go: the subsection whose phrase element holds them. */
export function placeOf(pointer: string): string {
  const [, a, b, c] = pointer.split('/')
  if (a !== 'sds') return '16'
  if (b === 'otherHazards') return '2.3'
  if (b === 'dnel' || b === 'pnec') return '8.1'
  if (b === 'exposureControls') return '8.2'
  if (b === 'properties') return '9.1'
  if (b === 'otherProperties') return '9.2'
  if (b === 'toxicology') return '11.1'
  if (b === 'ecotoxicity') return '12.1'
  if (b === 'regulatory') return '15.1'
  // A "no data" reason and a subsection text without an SDScom element of its own go with their subsection where it has one.
  if ((b === 'noData' || b === 'sections') && c && (TEXT_PLACES.has(c) || c === '2.3')) return c
  return '16'
}

/** SDScom's PhraseCode holds 64 characters. */
const CODE_MAX = 64
const FULL_TEXT_MAX = 1024

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~')

function phrase(code: string, text: string | undefined, lang: string): XmlElement[] {
  const make = (piece?: string) => {
    const p: XmlElement = {
      name: '',
      attributes: { PhraseCatalogueId: PORTAL_CATALOGUE_ID },
      children: [leaf('PhraseCode', code)!],
      text: '',
    }
    if (piece !== undefined) p.children.push(leaf('FullText', piece, code.endsWith('#t') ? { Languange: lang } : {})!)
    return p
  }
  if (text === undefined) return [make()]
  const chars = Array.from(text)
  const out: XmlElement[] = []
  for (let i = 0; i < chars.length; i += FULL_TEXT_MAX) out.push(make(chars.slice(i, i + FULL_TEXT_MAX).join('')))
  return out
}

/**
 * The phrases for one field of a dossier cut to the file's language, by subsection (or by the
 * SDScom element made for the field, map-field-places.ts). A text
 * object ({ en: '…' }) is one '#t' phrase; a field whose pointer is longer than PhraseCode holds
 * is reported as not carried.
 */
export function portalPhrases(root: string, value: unknown, d: DossierFile, ctx: ExportContext, out: Map<string, XmlElement[]>): void {
  const add = (pointer: string, kind: string, text: string | undefined) => {
    const code = `${pointer}#${kind}`
    if (code.length > CODE_MAX) {
      ctx.notCarried.push({ pointer, reason: `its place in the dossier is longer than SDScom's ${CODE_MAX}-character phrase code` })
      return
    }
    const place = fieldPlace(pointer, d) ?? placeOf(pointer)
    out.set(place, [...(out.get(place) ?? []), ...phrase(code, text, ctx.lang)])
  }
  const walk = (pointer: string, v: unknown) => {
    if (v === undefined || v === null) return
    if (typeof v === 'string') return add(pointer, 's', v)
    if (typeof v === 'number') return add(pointer, 'n', String(v))
    if (typeof v === 'boolean') return add(pointer, 'b', String(v))
    if (Array.isArray(v)) {
      if (v.length === 0) return add(pointer, 'a', undefined)
      return v.forEach((item, i) => walk(`${pointer}/${i}`, item))
    }
    const entries = Object.entries(v as object).filter(([, x]) => x !== undefined)
    // The dossier was cut to the file's language: a text object holds that language alone.
    if (entries.length === 1 && entries[0]![0] === ctx.lang && typeof entries[0]![1] === 'string')
      return add(pointer, 't', entries[0]![1] as string)
    if (entries.length === 0) return add(pointer, 'o', undefined)
    for (const [k, x] of entries) walk(`${pointer}/${escape(k)}`, x)
  }
  walk(root, value)
}

/** Every portal field phrase anywhere below `sheet`, in document order. */
function fieldPhrases(node: ReadNode, ctx: ImportContext, out: ReadNode[]): void {
  if (isPortalField(node, ctx)) {
    out.push(node)
    return
  }
  const counts = new Set<string>()
  for (const c of node.element.children) {
    if (counts.has(c.name)) continue
    counts.add(c.name)
    for (const child of node.all(c.name)) fieldPhrases(child, ctx, out)
  }
}

/** Sets the value at a JSON pointer, creating objects and lists on the way (a numeric key is a list index). */
function setAt(target: Record<string, unknown>, pointer: string, value: unknown, unlessPresent = false): void {
  const keys = pointer.split('/').slice(1).map(unescape)
  let node: Record<string, unknown> = target
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      if (!unlessPresent || node[key] === undefined) node[key] = value
      return
    }
    if (node[key] === undefined || node[key] === null) node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {}
    node = node[key] as Record<string, unknown>
  })
}

/**
 * Reads the portal's field phrases back into the dossier. A text split over several phrases (over
 * 1,024 characters) is joined; a phrase of an unknown kind is left for the unused-element warning.
 */
export function readPortalFields(sheet: ReadNode, ctx: ImportContext, out: DossierFileInput): void {
  const nodes: ReadNode[] = []
  fieldPhrases(sheet, ctx, nodes)
  const texts = new Map<string, { kind: string; text: string; xpath: string; lang?: string }>()
  for (const node of nodes) {
    // Read without marking: a phrase this reader does not take is left for the unused-element warning.
    const code = node.child('PhraseCode')!.element.text
    const match = /^(\/.*)#([tsnbao])$/.exec(code)
    // Only the fields the export writes this way; anything else (or a key that would reach an object's prototype) stays unread and is warned about.
    if (!match || !FIELD_POINTER.test(match[1]!) || /\/(__proto__|constructor|prototype)(\/|$)/.test(match[1]!)) continue
    node.consume()
    const full = node.child('FullText')
    const [, pointer, kind] = match as unknown as [string, string, string]
    const before = texts.get(pointer)
    const piece = full?.element.text ?? ''
    texts.set(pointer, {
      kind,
      text: (before?.text ?? '') + piece,
      xpath: node.xpath,
      lang: full?.element.attributes.Languange ?? ctx.lang,
    })
  }
  for (const [pointer, { kind, text, xpath, lang }] of texts) {
    const value =
      kind === 't'
        ? { [lang!]: text }
        : kind === 'n'
          ? Number(text)
          : kind === 'b'
            ? text === 'true'
            : kind === 'a'
              ? []
              : kind === 'o'
                ? {}
                : text
    if (kind === 'n' && !Number.isFinite(value)) {
      ctx.errors.push({ xpath, reason: `'${text}' is not a number (${pointer})` })
      continue
    }
    ctx.origins.set(pointer, xpath)
    // An empty list or object only says the part exists: it never replaces what SDScom's own elements gave.
    setAt(out as Record<string, unknown>, pointer, value, kind === 'a' || kind === 'o')
  }
  const hazards = out.hazards as { offLabel?: string[]; statements?: { code: string; onLabel?: boolean }[] } | undefined
  if (hazards?.offLabel) {
    for (const s of hazards.statements ?? []) if (hazards.offLabel.includes(s.code)) s.onLabel = false
    delete hazards.offLabel
  }
}

const withoutKeys = (o: object, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)))

/** The pointers field phrases may set: the fields portalFields lists and the subsection texts without an element. */
const FIELD_POINTER =
  /^\/(sds\/(otherHazards|dnel|pnec|exposureControls|properties|otherProperties|toxicology|ecotoxicity|regulatory|section16|noData|sections)|version\/(replaces|changes)|synonyms|producer|packaging\/nominalQuantity|composition|emergencyPhones\/\d+\/(service|languages)|substances\/\d+\/(nanoform|svhc|annexXiv)|sds\/transport\/environmentalHazard|hazards\/offLabel)(\/|$)/

/** Statement codes the label leaves out; read back into each statement's onLabel. */
const OFF_LABEL = '/hazards/offLabel'

/** The dossier's fields that travel as portal phrases (see above), each with its pointer. */
export function portalFields(d: DossierFile, lang: string): [string, unknown][] {
  const sds = d.sds
  const fields: [string, unknown][] = [
    ['/sds/otherHazards', sds.otherHazards],
    // DNEL and PNEC go in SDScom's own elements where its lists have words for them (map-effect-levels.ts).
    ['/sds/dnel', sds.dnel.length > 0 && !dnelFits(d, lang) ? sds.dnel : undefined],
    ['/sds/pnec', sds.pnec.length > 0 && !pnecFits(d, lang) ? sds.pnec : undefined],
    ['/sds/exposureControls', sds.exposureControls],
    ['/sds/properties', sds.properties.length > 0 ? sds.properties : undefined],
    ['/sds/otherProperties', sds.otherProperties.length > 0 ? sds.otherProperties : undefined],
    ['/sds/toxicology', sds.toxicology.length > 0 ? sds.toxicology : undefined],
    ['/sds/ecotoxicity', sds.ecotoxicity.length > 0 ? sds.ecotoxicity : undefined],
    ['/sds/regulatory', sds.regulatory],
    ['/sds/section16', sds.section16 && withoutKeys(sds.section16, Object.keys(nativeSection16(d)))],
    ['/sds/noData', Object.keys(sds.noData).length > 0 ? sds.noData : undefined],
    ['/version/replaces', d.version.replaces],
    ['/version/changes', d.version.changes],
    ['/synonyms', d.synonyms.length > 0 ? d.synonyms : undefined],
    ['/producer', d.producer ?? undefined],
    ['/packaging/nominalQuantity', d.packaging.nominalQuantity || undefined],
    ['/composition', d.composition.length > 0 ? d.composition : undefined],
  ]
  // Indexed as the file holds them: the numbers of other markets are not written (writtenEmergencyPhones).
  writtenEmergencyPhones(d, lang).forEach((p, i) => {
    fields.push([`/emergencyPhones/${i}/service`, p.service], [`/emergencyPhones/${i}/languages`, p.languages])
  })
  d.substances.forEach((s, i) => {
    for (const key of ['nanoform', 'svhc', 'annexXiv'] as const) fields.push([`/substances/${i}/${key}`, s[key]])
  })
  if (d.sds.transport?.environmentalHazard) fields.push(['/sds/transport/environmentalHazard', true])
  // Which statements of 2.2 the label leaves out, by code: the import orders statements as SDScom groups them.
  const offLabel = d.hazards.statements.filter((s) => !s.onLabel).map((s) => s.code)
  if (offLabel.length > 0) fields.push([OFF_LABEL, offLabel])
  return fields.filter(([, v]) => v !== undefined)
}
