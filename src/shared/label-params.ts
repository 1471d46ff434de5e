/**
 * Label parameters: one definition for the server, which answers 400 naming the query parameter,
 * and the app, which keeps the chosen values in the address. Inside, the options have domain names
 * (LabelParams); reading a query (readParams) and writing one (labelQuery) translate them through
 * LABEL_QUERY_NAMES, the original portal's query names that shared links and API clients use.
 */
import {
  LABEL_FLAG_QUERY_NAMES,
  LABEL_FLAGS,
  LABEL_MARGIN_QUERY_NAMES,
  LABEL_MARGIN_SIDES,
  LABEL_QUERY_NAMES,
  type LabelFlag,
  type LabelMarginSide,
} from './label-query-names.ts'
import { parseDimension } from './label-dimensions.ts'

// The names and the table, for code that imports the label options from here.
export * from './label-search.ts'
export * from './label-query-names.ts'
export * from './label-dimensions.ts'

/** Margins are whole or half millimetres from 0 to 30, and leave at least 20 mm of the label free each way. */
export const MARGIN_MAX_MM = 30
export const MIN_CONTENT_MM = 20
export const CONTENTS_MAX_LENGTH = 60

export interface LabelChoice {
  id: number
  text: string
}

/** What a product offers (its edit_param lists and defaults, valid languages, article codes). */
export interface LabelChoices {
  label_dim: LabelChoice[]
  package_size: LabelChoice[]
  font_size_product: LabelChoice[]
  font_size_title: LabelChoice[]
  QR: LabelChoice[]
  defaults: Record<string, string>
  validLangs: number[]
  articles: { code: string; synonym_code_id: number }[]
}

/** Margins of the label in millimetres. */
export type LabelMargins = Record<LabelMarginSide, number>

/**
 * The options of one label. The checkbox options (LabelFlag) are: showLogo (the workgroup's logo),
 * showSynonyms (the product's other names), hideUfi, hideDescription (the description and the
 * instructions for use), hideStatementCodes (H and P statements without their code, e.g. only
 * 'Highly flammable liquid and vapour'), hideUnNumber, hidePictograms, hidePictogramNames (the GHS
 * code and hazard name under each pictogram), showUsage (SDS 1.2) and showStorage (SDS 7.2).
 */
export type LabelParams = {
  /** The label's dimensions: an id of choices.label_dim. */
  labelSizeId: number
  /** The packaging size (capacity): an id of choices.package_size; CLP's minimum sizes follow it. */
  packageSizeId: number
  /** The type size of the texts: an id of choices.font_size_product (the id is the size in points). */
  textSizeId: number
  /** The type size of the product name: an id of choices.font_size_title (points). */
  titleSizeId: number
  /** The QR code's size: an id of choices.QR (none, small, medium, large). */
  qrSizeId: number
  margins: LabelMargins
  /** The document languages printed on the label, in order. */
  languageIds: number[]
  /** One of languageIds (the first unless chosen): the language of the captions and pictogram names. */
  referenceLanguageId: number
  /** Contents of the packaging (nominal quantity); empty for the dossier's own. */
  contents: string
  /** Ids of the product's article codes printed on the label. */
  productCodeIds: number[]
} & Record<LabelFlag, boolean>

/** Every option of LabelParams has its query name, and the table names nothing else. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false
const everyOptionNamed: SameKeys<LabelParams, typeof LABEL_QUERY_NAMES> = true
void everyOptionNamed

export type RawLabelQuery = Record<string, string | readonly string[] | undefined>

export type LabelParamsResult = { ok: true; params: LabelParams } | { ok: false; param: string; reason: string }

/**
 * Product codes for choosing: codes whose text repeats get their id in parentheses,
 * so two articles with the same code stay apart.
 */
export function productCodeOptions(articles: LabelChoices['articles']): { id: number; label: string; code: string }[] {
  const counts = new Map<string, number>()
  for (const a of articles) counts.set(a.code, (counts.get(a.code) ?? 0) + 1)
  return articles.map((a) => ({
    id: a.synonym_code_id,
    code: a.code,
    label: (counts.get(a.code) ?? 0) > 1 ? `${a.code} (${a.synonym_code_id})` : a.code,
  }))
}

const first = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value === undefined ? undefined : value[0]

const ID = /^\d{1,6}$/

/*
 * What a value must look like whatever the product: the label calls' request schema (the one their
 * API document publishes) refuses anything else before the product's own lists are asked.
 */
/** An option or language id, or nothing for the product's default. */
export const isLabelId = (text: string) => text === '' || ID.test(text)
/** Ids joined by `separator` (spaces around them allowed), or nothing. */
export const isLabelIdList = (text: string, separator: RegExp) => text === '' || idList(text, separator) !== undefined
/** The values a checkbox flag is read from: '1' or 'true' sets it; nothing, '0' or 'false' clears it. */
export const LABEL_FLAG_VALUES = ['', '0', 'false', '1', 'true'] as const

type FieldResult<T> = { value: T } | { reason: string }

function choiceField(list: LabelChoice[], fallback: string | undefined, raw: string | undefined): FieldResult<number> {
  const text = raw === undefined || raw === '' ? fallback : raw
  if (text === undefined || !ID.test(text)) return { reason: `expected one of ${list.map((c) => c.id).join(', ')}` }
  const id = Number(text)
  return list.some((c) => c.id === id)
    ? { value: id }
    : { reason: `${text} is not in the option list (${list.map((c) => c.id).join(', ')})` }
}

/** Why a margin's text is not whole or half millimetres from 0 to MARGIN_MAX_MM; undefined when it is. */
export function marginReason(text: string): string | undefined {
  if (!/^\d{1,2}(\.\d)?$/.test(text)) return `expected millimetres from 0 to ${MARGIN_MAX_MM}`
  const mm = Number(text)
  if (mm > MARGIN_MAX_MM || (mm * 2) % 1 !== 0) return `expected whole or half millimetres from 0 to ${MARGIN_MAX_MM}`
  return undefined
}

function marginField(fallback: string | undefined, raw: string | undefined): FieldResult<number> {
  const text = raw === undefined || raw === '' ? (fallback ?? '6') : raw
  const reason = marginReason(text)
  return reason ? { reason } : { value: Number(text) }
}

function flagField(raw: string | undefined): FieldResult<boolean> {
  if (raw === undefined) return { value: false }
  if (!(LABEL_FLAG_VALUES as readonly string[]).includes(raw)) return { reason: "expected '1' or nothing" }
  return { value: raw === '1' || raw === 'true' }
}

function idList(text: string, separator: RegExp): number[] | undefined {
  const parts = text.split(separator).map((s) => s.trim())
  if (parts.some((p) => !ID.test(p))) return undefined
  return parts.map(Number)
}

const Q = LABEL_QUERY_NAMES

function languagesField(raw: RawLabelQuery, choices: LabelChoices): FieldResult<number[]> {
  // Clients also send the languages as their query name with `[]`, repeated.
  const given = raw[Q.languageIds] ?? raw[`${Q.languageIds}[]`]
  const text = given === undefined ? undefined : typeof given === 'string' ? given : given.join(',')
  const fallback = choices.defaults[Q.languageIds] || String(choices.validLangs[0] ?? '')
  const source = text === undefined || text === '' ? fallback : text
  if (source === '') return { reason: 'the product has no valid label language' }
  const ids = idList(source, /,/)
  if (!ids) return { reason: 'expected comma-separated language ids' }
  const unknown = ids.filter((id) => !choices.validLangs.includes(id))
  if (unknown.length > 0) return { reason: `language ${unknown.join(', ')} is not a valid language of this product` }
  if (new Set(ids).size !== ids.length) return { reason: 'a language is listed twice' }
  return { value: ids }
}

function referenceLanguageField(raw: string | undefined, languageIds: number[]): FieldResult<number> {
  if (raw === undefined || raw === '') return { value: languageIds[0]! }
  if (!ID.test(raw)) return { reason: 'expected a language id' }
  const id = Number(raw)
  return languageIds.includes(id) ? { value: id } : { reason: `language ${raw} is not one of the label languages (${Q.languageIds})` }
}

/** Why a contents text (nominal quantity) cannot go on a label; undefined when it can. */
export function contentsReason(raw: string): string | undefined {
  const text = raw.trim()
  if (text.length > CONTENTS_MAX_LENGTH) return `at most ${CONTENTS_MAX_LENGTH} characters`
  // Control characters have no place on a label.
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'control characters are not allowed'
  return undefined
}

function contentsField(raw: string | undefined): FieldResult<string> {
  const reason = contentsReason(raw ?? '')
  return reason ? { reason } : { value: (raw ?? '').trim() }
}

function codesField(raw: string | undefined, choices: LabelChoices): FieldResult<number[]> {
  if (raw === undefined || raw === '') return { value: [] }
  const ids = idList(raw, /~/)
  if (!ids) return { reason: 'expected product code ids joined by ~' }
  const known = new Set(choices.articles.map((a) => a.synonym_code_id))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0) return { reason: `${unknown.join(', ')} is not a product code of this product` }
  return { value: [...new Set(ids)] }
}

/**
 * Reads label parameters from a query. Strict (the server): the first bad parameter is the answer,
 * named as the query names it. Lenient (the app reading its address): a bad value falls back to its default.
 * The product's defaults (edit_param.defaults of its detail) name the option lists by their list
 * (label_dim, …) and the margins and languages by their query names.
 */
function readParams(raw: RawLabelQuery, choices: LabelChoices, strict: boolean): LabelParamsResult {
  const d = choices.defaults
  let failure: { param: string; reason: string } | undefined
  const take = <T>(param: string, result: FieldResult<T>, fallback: () => FieldResult<T>): T => {
    if ('value' in result) return result.value
    if (!failure) failure = { param, reason: result.reason }
    const again = fallback()
    if ('value' in again) return again.value
    throw new Error(`no default for ${param}`)
  }
  const choice = (param: string, list: LabelChoice[], key: string) =>
    take(param, choiceField(list, d[key], first(raw[param])), () => choiceField(list, d[key] ?? String(list[0]?.id), undefined))

  const labelSizeId = choice(Q.labelSizeId, choices.label_dim, 'label_dim')
  const packageSizeId = choice(Q.packageSizeId, choices.package_size, 'package_size')
  const textSizeId = choice(Q.textSizeId, choices.font_size_product, 'font_size_product')
  const titleSizeId = choice(Q.titleSizeId, choices.font_size_title, 'font_size_title')
  const qrSizeId = choice(Q.qrSizeId, choices.QR, 'QR')
  const margins = Object.fromEntries(
    LABEL_MARGIN_SIDES.map((side) => {
      const name = LABEL_MARGIN_QUERY_NAMES[side]
      return [side, take(name, marginField(d[name], first(raw[name])), () => marginField(d[name], undefined))]
    }),
  ) as LabelMargins

  const size = parseDimension(choices.label_dim.find((c) => c.id === labelSizeId)?.text ?? '')
  if (size) {
    const tooWide = margins.left + margins.right > size.width - MIN_CONTENT_MM
    const tooHigh = margins.top + margins.bottom > size.height - MIN_CONTENT_MM
    if (tooWide || tooHigh) {
      // The answer names the side the query gave (the right or bottom one when both were given).
      const given = (side: LabelMarginSide) => first(raw[LABEL_MARGIN_QUERY_NAMES[side]]) !== undefined
      const side: LabelMarginSide = tooWide ? (given('right') ? 'right' : 'left') : given('bottom') ? 'bottom' : 'top'
      failure ??= { param: LABEL_MARGIN_QUERY_NAMES[side], reason: `the margins leave less than ${MIN_CONTENT_MM} mm of the label free` }
      for (const m of LABEL_MARGIN_SIDES)
        margins[m] = Math.min(Number(d[LABEL_MARGIN_QUERY_NAMES[m]] ?? 6), (Math.min(size.width, size.height) - MIN_CONTENT_MM) / 2)
    }
  }

  const languageIds = take(Q.languageIds, languagesField(raw, choices), () => languagesField({}, choices))
  const referenceLanguageId = take(Q.referenceLanguageId, referenceLanguageField(first(raw[Q.referenceLanguageId]), languageIds), () =>
    referenceLanguageField(undefined, languageIds),
  )
  const contents = take(Q.contents, contentsField(first(raw[Q.contents])), () => ({ value: '' }))
  const productCodeIds = take(Q.productCodeIds, codesField(first(raw[Q.productCodeIds]), choices), () => ({ value: [] }))
  const flags = Object.fromEntries(
    LABEL_FLAGS.map((f) => {
      const name = LABEL_FLAG_QUERY_NAMES[f]
      return [f, take(name, flagField(first(raw[name])), () => ({ value: false }))]
    }),
  ) as Record<LabelFlag, boolean>

  if (strict && failure) return { ok: false, ...failure }
  return {
    ok: true,
    params: {
      labelSizeId,
      packageSizeId,
      textSizeId,
      titleSizeId,
      qrSizeId,
      margins,
      languageIds,
      referenceLanguageId,
      contents,
      productCodeIds,
      ...flags,
    },
  }
}

export function parseLabelParams(raw: RawLabelQuery, choices: LabelChoices): LabelParamsResult {
  return readParams(raw, choices, true)
}

/** The app's reading of its address: whatever is wrong falls back to the default. */
export function labelParamsOrDefaults(raw: RawLabelQuery, choices: LabelChoices): LabelParams {
  const result = readParams(raw, choices, false)
  if (!result.ok) throw new Error('lenient label parameters cannot fail')
  return result.params
}

/** Every parameter as the label calls send them, by its query name; flags only when set, as '1'. */
export function labelQuery(params: LabelParams): Record<string, string> {
  const query: Record<string, string> = {
    [Q.labelSizeId]: String(params.labelSizeId),
    [Q.packageSizeId]: String(params.packageSizeId),
    [Q.textSizeId]: String(params.textSizeId),
    [Q.titleSizeId]: String(params.titleSizeId),
    [Q.qrSizeId]: String(params.qrSizeId),
  }
  for (const side of LABEL_MARGIN_SIDES) query[LABEL_MARGIN_QUERY_NAMES[side]] = String(params.margins[side])
  query[Q.languageIds] = params.languageIds.join(',')
  query[Q.referenceLanguageId] = String(params.referenceLanguageId)
  if (params.contents) query[Q.contents] = params.contents
  if (params.productCodeIds.length > 0) query[Q.productCodeIds] = params.productCodeIds.join('~')
  for (const flag of LABEL_FLAGS) if (params[flag]) query[LABEL_FLAG_QUERY_NAMES[flag]] = '1'
  return query
}

/** Only what differs from the defaults: the shareable address stays short. */
export function labelSearch(params: LabelParams, choices: LabelChoices): Record<string, string> {
  const defaults = labelQuery(labelParamsOrDefaults({}, choices))
  const query = labelQuery(params)
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => defaults[key] !== value))
}
